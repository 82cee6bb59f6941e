import { apiJson } from '@lib/api';
import {
  apiPaths,
  pathTo,
  type EarnedReward,
  type Reward,
  type RewardFields,
  type RewardList,
  type RewardPatch,
  LEADERBOARD_SIZE,
  REFERRALS_API,
  type EntriesPageResponse,
  type LeaderboardResponse,
  type LinePageResponse,
  type ReviewDecision,
  type ReviewDecisionResponse,
  type SharedMailboxesResponse,
} from '../../../shared';

/**
 * The admin's calls of issues 14 and 24: the review queue, the leaderboard, the line and the
 * inboxes stored more than once.
 */
export const REVIEW_QUERY_KEY = [REFERRALS_API.review] as const;
export const LEADERBOARD_QUERY_KEY = [REFERRALS_API.leaderboard] as const;
export const LINE_QUERY_KEY = [REFERRALS_API.line] as const;
export const SHARED_MAILBOXES_QUERY_KEY = [REFERRALS_API.sharedMailboxes] as const;
export const REVIEW_PAGE_SIZE = 20;
export const LINE_PAGE_SIZE = 20;
export const SHARED_MAILBOXES_PAGE_SIZE = 50;

const page = (path: string, offset: number, limit: number) =>
  `${path}?${new URLSearchParams({ offset: String(offset), limit: String(limit) })}`;

/** Held sign-ups and flagged referrals, by position. */
export function fetchReview(offset: number): Promise<EntriesPageResponse> {
  return apiJson<EntriesPageResponse>('GET', page(REFERRALS_API.review, offset, REVIEW_PAGE_SIZE));
}

/** Inboxes an older version stored more than once (issue 24): listed, never merged. */
export function fetchSharedMailboxes(offset: number): Promise<SharedMailboxesResponse> {
  return apiJson<SharedMailboxesResponse>(
    'GET',
    page(REFERRALS_API.sharedMailboxes, offset, SHARED_MAILBOXES_PAGE_SIZE),
  );
}

export function reviewEntries(decision: ReviewDecision): Promise<ReviewDecisionResponse> {
  return apiJson<ReviewDecisionResponse>('POST', REFERRALS_API.review, decision);
}

export function fetchLeaderboard(): Promise<LeaderboardResponse> {
  return apiJson<LeaderboardResponse>('GET', REFERRALS_API.leaderboard);
}

export function fetchLine(offset: number): Promise<LinePageResponse> {
  return apiJson<LinePageResponse>('GET', page(REFERRALS_API.line, offset, LINE_PAGE_SIZE));
}

export { LEADERBOARD_SIZE };

/** The admin's calls of issue 29, item 3: the referral rewards and a person's earned ones. */
export const REWARDS_QUERY_KEY = [apiPaths.adminRewards] as const;
export const earnedQueryKey = (entryId: number) =>
  [pathTo(apiPaths.adminPersonRewards, { id: entryId })] as const;

export function fetchRewards(): Promise<RewardList> {
  return apiJson<RewardList>('GET', apiPaths.adminRewards);
}

export function createReward(fields: RewardFields): Promise<Reward> {
  return apiJson<Reward>('POST', apiPaths.adminRewards, fields);
}

export function updateReward(id: number, patch: RewardPatch): Promise<Reward> {
  return apiJson<Reward>('PATCH', pathTo(apiPaths.adminReward, { id }), patch);
}

export function fetchEarned(entryId: number): Promise<{ earned: EarnedReward[] }> {
  return apiJson('GET', pathTo(apiPaths.adminPersonRewards, { id: entryId }));
}

export function setFulfilled(
  entryId: number,
  rewardId: number,
  fulfilled: boolean,
): Promise<EarnedReward> {
  return apiJson<EarnedReward>(
    'PATCH',
    pathTo(apiPaths.adminPersonReward, { id: entryId, rewardId }),
    { fulfilled },
  );
}
