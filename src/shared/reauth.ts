import './zodConfig.js';
import { z } from 'zod';
import { apiPaths } from './apiPaths.js';
import { LIMITS } from './schemas.js';
import { secondFactorCodeSchema, TWO_FACTOR_TEXT } from './twoFactor.js';

/**
 * Asking for the password again (docs/product.md §23, issue 24 item 2): actions that give
 * lasting access or export personal data need the password (and the two-factor code when
 * two-factor is on) given in the last 5 minutes; a sign-in counts as giving it.
 */
export const REAUTH_WINDOW_MS = 5 * 60 * 1000;

export const reauthPaths = {
  /** POST {password, code?}: the password given again; the session remembers when. */
  reauth: apiPaths.adminReauth,
  /** POST: ends every session of this admin (this one too) and revokes every API key. */
  signOutEverywhere: apiPaths.adminSignOutEverywhere,
} as const;

export const REAUTH_TEXT = {
  needed: 'Enter your password again to continue: this action needs it every 5 minutes.',
  neededWithCode:
    'Enter your password and a two-factor code again to continue: this action needs them every 5 minutes.',
  wrongPassword: TWO_FACTOR_TEXT.wrongPassword,
  tooMany: 'Too many wrong passwords or codes. Please wait 15 minutes and try again.',
} as const;

export const reauthSchema = z.object({
  password: z
    .string({ error: REAUTH_TEXT.wrongPassword })
    .min(1, { error: REAUTH_TEXT.wrongPassword })
    .max(LIMITS.passwordMax, { error: REAUTH_TEXT.wrongPassword }),
  code: secondFactorCodeSchema.optional(),
});
export type ReauthPayload = z.input<typeof reauthSchema>;

/** What "sign out everywhere" ended and revoked. */
export interface SignedOutEverywhere {
  sessionsEnded: number;
  apiKeysRevoked: number;
}
