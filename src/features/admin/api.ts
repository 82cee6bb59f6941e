import { apiJson } from '@lib/api';
import type {
  AdminListResponse,
  ChangePasswordPayload,
  LoginPayload,
  SessionUser,
  WaitlistStats,
} from '@shared';

/** Query keys hold the GET path first, as the shared query function expects (SPEC section 7). */
export const USER_QUERY_KEY = ['/api/user'] as const;
export const WAITLIST_QUERY_KEY = ['/api/admin/waitlist'] as const;
export const STATS_QUERY_KEY = ['/api/admin/stats'] as const;
export const EXPORT_URL = '/api/admin/waitlist/export';

export function login(payload: LoginPayload): Promise<SessionUser> {
  return apiJson<SessionUser>('POST', '/api/login', payload);
}

export function logout(): Promise<void> {
  return apiJson<void>('POST', '/api/logout');
}

export function fetchWaitlist(search: string, offset: number, limit: number) {
  const query = new URLSearchParams({ search, offset: String(offset), limit: String(limit) });
  return apiJson<AdminListResponse>('GET', `/api/admin/waitlist?${query}`);
}

export function fetchStats(): Promise<WaitlistStats> {
  return apiJson<WaitlistStats>('GET', '/api/admin/stats');
}

export function deleteEntry(id: number): Promise<void> {
  return apiJson<void>('DELETE', `/api/admin/waitlist/${id}`);
}

export function changePassword(payload: ChangePasswordPayload): Promise<void> {
  return apiJson<void>('POST', '/api/admin/change-password', payload);
}
