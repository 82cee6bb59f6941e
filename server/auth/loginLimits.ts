import { ipKeyGenerator, rateLimit, type Store as RateLimitStore } from 'express-rate-limit';
import type { Request } from 'express';
import { clientAddress } from '../http/clientAddress.js';
import { tooManyRequests } from '../http/rateLimits.js';
import { rateLimitStoreOf } from '../store/capabilities.js';
import type { Store } from '../store/types.js';
import { AUTH_TEXTS } from '../../src/shared/serverTexts.js';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const PASSWORD_CHANGE_FAILURES = 10;

function failureLimiter(
  limit: number,
  message: string,
  keyGenerator: (req: Request) => string,
  store: RateLimitStore | undefined,
) {
  return rateLimit({
    windowMs: LOGIN_WINDOW_MS,
    limit,
    // Only failures count: a successful answer gives its attempt back.
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator,
    ...(store ? { store } : {}),
    handler: tooManyRequests(message),
  });
}

function clientKey(req: Request): string {
  return ipKeyGenerator(clientAddress(req));
}

/** Wrong current passwords per logged-in user, so a stolen session cannot guess the password. */
export function passwordChangeLimiter(store: Store) {
  return failureLimiter(
    PASSWORD_CHANGE_FAILURES,
    AUTH_TEXTS.tooManyPasswordChanges,
    (req) => req.session?.username ?? clientKey(req),
    rateLimitStoreOf(store, 'password-change'),
  );
}

export const TWO_FACTOR_CHANGE_FAILURES = 10;

/** Wrong codes or passwords while switching two-factor on or off, per logged-in user. */
export function twoFactorChangeLimiter(store: Store, message: string) {
  return failureLimiter(
    TWO_FACTOR_CHANGE_FAILURES,
    message,
    (req) => req.session?.username ?? clientKey(req),
    rateLimitStoreOf(store, 'two-factor-change'),
  );
}

export const REAUTH_FAILURES = 10;

/** Wrong passwords or codes given again (issue 24), per logged-in user: no guessing from a session. */
export function reauthLimiter(store: Store, message: string) {
  return failureLimiter(
    REAUTH_FAILURES,
    message,
    (req) => req.session?.username ?? clientKey(req),
    rateLimitStoreOf(store, 'reauth'),
  );
}
