import { apiJson, ApiError } from '@lib/api';
import { isKioskMode } from '@lib/kiosk';
import { currentReferral } from '@lib/referral';
import { currentAttribution } from '@lib/attribution';
import { proofForJoin } from '@lib/botCheck/siteProofs';
import type { ConsoleJoinInput } from '@shared';
import type { EmailEndpoint, EmailOutcome } from './engine';

// The terminal's one API call: the console's sign-up (docs/product.md §7, issue 44).

/** Statuses that mean the server looked at the address and would not take it. */
const isRefusal = (status: number) => status >= 400 && status < 500;

/** What the console gathered: the address and the first name; it sends only with consent. */
export interface ConsoleSignUp {
  email: string;
  firstName: string;
}

/**
 * Sends a sign-up the console accepted, with the consent the visitor gave, and says what became
 * of it: stored (with the entry's status when the server tells it), refused with the server's
 * reason, or not reached at all.
 */
export async function sendEmail(
  endpoint: EmailEndpoint,
  { email, firstName }: ConsoleSignUp,
): Promise<EmailOutcome> {
  try {
    // The console solves its proof-of-work when it has an address to send (issue 29).
    const proof = await proofForJoin();
    const payload: ConsoleJoinInput = {
      email,
      firstName,
      hasConsented: true,
      ref: currentReferral(),
      attribution: currentAttribution(),
      ...(proof ? { proof } : {}),
    };
    const body = await apiJson<{ status?: unknown; referralUrl?: unknown } | null>(
      'POST',
      endpoint,
      payload,
    );
    const status = typeof body?.status === 'string' ? body.status : undefined;
    // A booth's shared screen shows no personal link: it comes in the confirmation e-mail.
    const referralUrl =
      typeof body?.referralUrl === 'string' && !isKioskMode() ? body.referralUrl : undefined;
    return {
      kind: 'stored',
      ...(status ? { status } : {}),
      ...(referralUrl ? { referralUrl } : {}),
    };
  } catch (error) {
    console.error('Terminal e-mail submission failed:', error);
    if (error instanceof ApiError && isRefusal(error.status)) {
      return { kind: 'refused', message: error.message };
    }
    return { kind: 'unreachable' };
  }
}
