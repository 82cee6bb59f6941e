import { HttpError } from '../http/errors.js';
import type { LinkTokens, TokenClaims, TokenPurpose } from './tokens.js';
import { LINK_TEXTS } from '../../src/shared/serverTexts.js';

export const LINK_MESSAGES = LINK_TEXTS;

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
