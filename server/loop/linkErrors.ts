import { HttpError } from '../http/errors.js';
import type { LinkTokens, TokenClaims, TokenPurpose } from './tokens.js';

/** What a visitor reads when a link does not work: what happened, and what to do. */
export const LINK_MESSAGES = {
  forged:
    'This link is not valid. Check that you opened the whole link from the e-mail, ' +
    'or join again with your address to get a new one.',
  expired: 'This link has expired. Join again with the same address to get a new one.',
  confirmUsed: 'This confirmation link has already been used: your address is confirmed.',
  inviteUsed: 'This invite link has already been used or replaced by a newer invite.',
  gone: 'There is no waitlist entry for this link any more.',
} as const;

/** The claims of a valid token, or the HttpError a visitor reads (410 for an expired link). */
export function checkToken(
  tokens: LinkTokens,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): TokenClaims {
  const check = tokens.verify(token, purpose, now);
  if (check.ok) return check.claims;
  if (check.reason === 'expired') throw new HttpError(410, LINK_MESSAGES.expired);
  throw new HttpError(400, LINK_MESSAGES.forged);
}
