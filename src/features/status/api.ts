import { apiJson, apiRequest } from '@lib/api';
import {
  apiPaths,
  pathTo,
  type ConfirmResponse,
  type InviteResponse,
  type LeaderboardChoice,
  type LinkPreview,
  type StatusResponse,
  type ResubscribeResponse,
  type UnsubscribeResponse,
} from '@shared';

/** The API paths of LOOP-CONTRACT "API" (src/shared/apiPaths.ts); a token is one path segment. */
export const loopApiPaths = {
  confirm: (token: string) => pathTo(apiPaths.confirm, { token }),
  status: (token: string) => pathTo(apiPaths.status, { token }),
  unsubscribe: (token: string) => pathTo(apiPaths.unsubscribe, { token }),
  resubscribe: (token: string) => pathTo(apiPaths.resubscribe, { token }),
  export: (token: string) => pathTo(apiPaths.statusExport, { token }),
  invite: (token: string) => pathTo(apiPaths.invite, { token }),
};

/** Query keys hold the GET path first (docs/product.md §7). */
export const confirmQueryKey = (token: string) => [loopApiPaths.confirm(token)] as const;
export const statusQueryKey = (token: string) => [loopApiPaths.status(token)] as const;
export const inviteQueryKey = (token: string) => [loopApiPaths.invite(token)] as const;
/** Where a confirmation's answer is kept for the visit (not a GET: the POST's answer). */
export const confirmedQueryKey = (token: string) =>
  [loopApiPaths.confirm(token), 'confirmed'] as const;

/** GET /api/confirm/:token: whose place the link confirms; it changes nothing. */
export function fetchConfirmation(token: string): Promise<LinkPreview> {
  return apiJson<LinkPreview>('GET', loopApiPaths.confirm(token));
}

/** POST /api/confirm/:token: the visitor's button confirms the entry (a link works once). */
export function confirmEntry(token: string): Promise<ConfirmResponse> {
  return apiJson<ConfirmResponse>('POST', loopApiPaths.confirm(token));
}

export function fetchStatus(token: string): Promise<StatusResponse> {
  return apiJson<StatusResponse>('GET', loopApiPaths.status(token));
}

export function unsubscribe(token: string): Promise<UnsubscribeResponse> {
  return apiJson<UnsubscribeResponse>('POST', loopApiPaths.unsubscribe(token));
}

/** Only this page (the person's own link) subscribes an entry again; joining again never does. */
export function resubscribe(token: string): Promise<ResubscribeResponse> {
  return apiJson<ResubscribeResponse>('POST', loopApiPaths.resubscribe(token));
}

/** DELETE /api/status/:token: 204 whether or not the entry existed. */
export async function deleteMyData(token: string): Promise<void> {
  await apiRequest('DELETE', loopApiPaths.status(token));
}

/** GET /api/invite/:token: whose invite the link is; it changes nothing. */
export function fetchInvite(token: string): Promise<LinkPreview> {
  return apiJson<LinkPreview>('GET', loopApiPaths.invite(token));
}

/** POST /api/invite/:token: the visitor's button activates the entry; answers where to go next. */
export function activateInvite(token: string): Promise<InviteResponse> {
  return apiJson<InviteResponse>('POST', loopApiPaths.invite(token));
}

/** The public leaderboard's choice on the status page (issue 29). */
export const leaderboardChoiceKey = (token: string) =>
  [pathTo(apiPaths.statusLeaderboard, { token })] as const;

export function fetchLeaderboardChoice(token: string): Promise<LeaderboardChoice> {
  return apiJson<LeaderboardChoice>('GET', pathTo(apiPaths.statusLeaderboard, { token }));
}

/** Leaves the leaderboard (shown as "Anonymous") or comes back to it. */
export function setLeaderboardHidden(token: string, hidden: boolean): Promise<LeaderboardChoice> {
  return apiJson<LeaderboardChoice>('PUT', pathTo(apiPaths.statusLeaderboard, { token }), {
    hidden,
  });
}
