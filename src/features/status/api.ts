import { apiJson, apiRequest } from '@lib/api';
import {
  apiPaths,
  pathTo,
  type ConfirmResponse,
  type InviteResponse,
  type StatusResponse,
  type UnsubscribeResponse,
} from '@shared';

/** The API paths of LOOP-CONTRACT "API" (src/shared/apiPaths.ts); a token is one path segment. */
export const loopApiPaths = {
  confirm: (token: string) => pathTo(apiPaths.confirm, { token }),
  status: (token: string) => pathTo(apiPaths.status, { token }),
  unsubscribe: (token: string) => pathTo(apiPaths.unsubscribe, { token }),
  export: (token: string) => pathTo(apiPaths.statusExport, { token }),
  invite: (token: string) => pathTo(apiPaths.invite, { token }),
};

/** Query keys hold the GET path first (SPEC section 7). */
export const confirmQueryKey = (token: string) => [loopApiPaths.confirm(token)] as const;
export const statusQueryKey = (token: string) => [loopApiPaths.status(token)] as const;
export const inviteQueryKey = (token: string) => [loopApiPaths.invite(token)] as const;

/** GET /api/confirm/:token: confirms the entry (a link works once). */
export function confirmEntry(token: string): Promise<ConfirmResponse> {
  return apiJson<ConfirmResponse>('GET', loopApiPaths.confirm(token));
}

export function fetchStatus(token: string): Promise<StatusResponse> {
  return apiJson<StatusResponse>('GET', loopApiPaths.status(token));
}

export function unsubscribe(token: string): Promise<UnsubscribeResponse> {
  return apiJson<UnsubscribeResponse>('POST', loopApiPaths.unsubscribe(token));
}

/** DELETE /api/status/:token: 204 whether or not the entry existed. */
export async function deleteMyData(token: string): Promise<void> {
  await apiRequest('DELETE', loopApiPaths.status(token));
}

/** GET /api/invite/:token: marks the entry activated and answers where to go next. */
export function activateInvite(token: string): Promise<InviteResponse> {
  return apiJson<InviteResponse>('GET', loopApiPaths.invite(token));
}
