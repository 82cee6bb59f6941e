import { apiJson } from '@lib/api';
import { apiPaths, type ResendConfirmationResponse } from '@shared';

/** POST /api/confirmation/resend with the join's resend token or the status page's token. */
export function resendConfirmation(token: string): Promise<ResendConfirmationResponse> {
  return apiJson<ResendConfirmationResponse>('POST', apiPaths.resendConfirmation, { token });
}
