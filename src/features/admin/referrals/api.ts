import { apiJson } from '@lib/api';
import {
  LEADERBOARD_SIZE,
  REFERRALS_API,
  type EntriesPageResponse,
  type LeaderboardResponse,
  type LinePageResponse,
  type ReviewDecision,
  type ReviewDecisionResponse,
} from '../../../shared';

/** The admin's calls of issue 14: the review queue, the leaderboard and the line. */
export const REVIEW_QUERY_KEY = [REFERRALS_API.review] as const;
export const LEADERBOARD_QUERY_KEY = [REFERRALS_API.leaderboard] as const;
export const LINE_QUERY_KEY = [REFERRALS_API.line] as const;
export const REVIEW_PAGE_SIZE = 20;
export const LINE_PAGE_SIZE = 20;

const page = (path: string, offset: number, limit: number) =>
  `${path}?${new URLSearchParams({ offset: String(offset), limit: String(limit) })}`;

export function fetchHeld(offset: number): Promise<EntriesPageResponse> {
  return apiJson<EntriesPageResponse>('GET', page(REFERRALS_API.review, offset, REVIEW_PAGE_SIZE));
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
