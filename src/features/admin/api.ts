import { apiJson } from '@lib/api';
import {
  apiPaths,
  AUDIT_PAGE_SIZE,
  pathTo,
  type AuditPage,
  type AdminListResponse,
  type ChangePasswordPayload,
  type LoginPayload,
  type SessionUser,
  type WaitlistStats,
} from '@shared';

/** Query keys hold the GET path first, as the shared query function expects (SPEC section 7). */
export const USER_QUERY_KEY = [apiPaths.user] as const;
export const WAITLIST_QUERY_KEY = [apiPaths.adminWaitlist] as const;
export const STATS_QUERY_KEY = [apiPaths.adminStats] as const;
export const EXPORT_URL = apiPaths.adminExport;

export function login(payload: LoginPayload): Promise<SessionUser> {
  return apiJson<SessionUser>('POST', apiPaths.login, payload);
}

export function logout(): Promise<void> {
  return apiJson<void>('POST', apiPaths.logout);
}

export function fetchWaitlist(search: string, offset: number, limit: number, status = '') {
  const query = new URLSearchParams({ search, offset: String(offset), limit: String(limit) });
  if (status) query.set('status', status);
  return apiJson<AdminListResponse>('GET', `${apiPaths.adminWaitlist}?${query}`);
}

export function fetchStats(): Promise<WaitlistStats> {
  return apiJson<WaitlistStats>('GET', apiPaths.adminStats);
}

export const AUDIT_QUERY_KEY = [apiPaths.adminAudit] as const;

export function fetchAudit(offset: number): Promise<AuditPage> {
  const query = new URLSearchParams({ offset: String(offset), limit: String(AUDIT_PAGE_SIZE) });
  return apiJson<AuditPage>('GET', `${apiPaths.adminAudit}?${query}`);
}

export function deleteEntry(id: number): Promise<void> {
  return apiJson<void>('DELETE', pathTo(apiPaths.adminEntry, { id }));
}

export function changePassword(payload: ChangePasswordPayload): Promise<void> {
  return apiJson<void>('POST', apiPaths.changePassword, payload);
}
