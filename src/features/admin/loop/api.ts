import { apiJson } from '@lib/api';
import { LOOP_API, type OutboxListResponse, type OutboxStatus, type QueuedResponse } from '@shared';

/**
 * Query keys hold the GET path first, as the shared query function expects (docs/product.md §7).
 */
export const OUTBOX_QUERY_KEY = [LOOP_API.adminOutbox] as const;

/** POST /api/admin/invites {count}: the next N by place in line. */
export function inviteNext(count: number, includeUnconfirmed: boolean): Promise<QueuedResponse> {
  return apiJson<QueuedResponse>('POST', LOOP_API.adminInvites, { count, includeUnconfirmed });
}

/** POST /api/admin/invites {ids}: the entries the admin ticked. */
export function inviteSelected(ids: number[]): Promise<QueuedResponse> {
  return apiJson<QueuedResponse>('POST', LOOP_API.adminInvites, { ids });
}

export function resendConfirmation(id: number): Promise<QueuedResponse> {
  return apiJson<QueuedResponse>('POST', LOOP_API.adminResendConfirmation(id));
}

export function fetchOutbox(status: OutboxStatus | '', offset: number, limit: number) {
  const query = new URLSearchParams({ offset: String(offset), limit: String(limit) });
  if (status) query.set('status', status);
  return apiJson<OutboxListResponse>('GET', `${LOOP_API.adminOutbox}?${query}`);
}

export function retryOutboxMessage(id: number): Promise<QueuedResponse> {
  return apiJson<QueuedResponse>('POST', LOOP_API.adminOutboxRetry(id));
}
