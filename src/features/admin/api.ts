import { apiJson } from '@lib/api';
import {
  apiPaths,
  AUDIT_PAGE_SIZE,
  pathTo,
  type AuditPage,
  type BoothsOverview,
  type AdminListResponse,
  type ChangePasswordPayload,
  type ListSort,
  type SessionUser,
  type TwoFactorChallenge,
  type TwoFactorLoginPayload,
  type WaitlistStats,
} from '@shared';
import type { BulkDeleteResponse, PeopleFilters } from '@shared/people';

/**
 * Query keys hold the GET path first, as the shared query function expects (docs/product.md §7).
 */
export const USER_QUERY_KEY = [apiPaths.user] as const;
export const WAITLIST_QUERY_KEY = [apiPaths.adminWaitlist] as const;
export const STATS_QUERY_KEY = [apiPaths.adminStats] as const;

/** A session, or with two-factor on and a new browser, the request for a code. */
export type LoginAnswer = SessionUser | TwoFactorChallenge;

export function login(payload: TwoFactorLoginPayload): Promise<LoginAnswer> {
  return apiJson<LoginAnswer>('POST', apiPaths.login, payload);
}

export const needsSecondFactor = (answer: LoginAnswer | undefined): answer is TwoFactorChallenge =>
  answer !== undefined && 'twoFactorRequired' in answer;

export function logout(): Promise<void> {
  return apiJson<void>('POST', apiPaths.logout);
}

export function fetchWaitlist(
  search: string,
  offset: number,
  limit: number,
  status = '',
  order?: { sort: ListSort; dir: 'asc' | 'desc' },
  filters: PeopleFilters = {},
) {
  const query = new URLSearchParams({ search, offset: String(offset), limit: String(limit) });
  if (status) query.set('status', status);
  if (order) query.set('sort', order.sort);
  if (order) query.set('dir', order.dir);
  // The admin app's filters (issue 28): source, booth event, held, lead rating.
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  return apiJson<AdminListResponse>('GET', `${apiPaths.adminWaitlist}?${query}`);
}

export function fetchStats(): Promise<WaitlistStats> {
  return apiJson<WaitlistStats>('GET', apiPaths.adminStats);
}

export const AUDIT_QUERY_KEY = [apiPaths.adminAudit] as const;

/** A page of the audit log, of one person (their sign-in name) when `actor` is given. */
export function fetchAudit(offset: number, actor = ''): Promise<AuditPage> {
  const query = new URLSearchParams({ offset: String(offset), limit: String(AUDIT_PAGE_SIZE) });
  if (actor) query.set('actor', actor);
  return apiJson<AuditPage>('GET', `${apiPaths.adminAudit}?${query}`);
}

export function deleteEntry(id: number): Promise<void> {
  return apiJson<void>('DELETE', pathTo(apiPaths.adminEntry, { id }));
}

export function changePassword(payload: ChangePasswordPayload): Promise<void> {
  return apiJson<void>('POST', apiPaths.changePassword, payload);
}

/** The booths' events (issue 27), for the list's event filter. */
export const BOOTHS_QUERY_KEY = [apiPaths.adminBooths] as const;
export function fetchBooths(): Promise<BoothsOverview> {
  return apiJson<BoothsOverview>('GET', apiPaths.adminBooths);
}

/** POST /api/admin/waitlist/delete: several entries at once (issue 28). */
export function deleteEntries(ids: number[]): Promise<BulkDeleteResponse> {
  return apiJson<BulkDeleteResponse>('POST', apiPaths.adminBulkDelete, { ids });
}
