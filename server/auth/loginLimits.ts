import { ipKeyGenerator, rateLimit, type Store as RateLimitStore } from 'express-rate-limit';
import type { Request } from 'express';
import { tooManyRequests } from '../http/rateLimits.js';
import { rateLimitStoreOf } from '../store/capabilities.js';
import type { Store } from '../store/types.js';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURES_PER_USERNAME = 10;
export const LOGIN_FAILURES_PER_IP = 30;
export const PASSWORD_CHANGE_FAILURES = 10;
export const TOO_MANY_LOGINS = 'Too many login attempts. Please wait 15 minutes and try again.';
export const TOO_MANY_PASSWORD_CHANGES =
  'Too many failed password changes. Please wait 15 minutes and try again.';

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
  return ipKeyGenerator(req.ip ?? 'unknown');
}

function usernameKey(req: Request): string {
  const username = (req.body as { username?: unknown } | undefined)?.username;
  return typeof username === 'string' ? username.trim().toLowerCase().slice(0, 100) : '';
}

/** Failed logins per client IP and per username (DECISIONS "Admin"). */
export function loginLimiters(store: Store) {
  return [
    failureLimiter(
      LOGIN_FAILURES_PER_IP,
      TOO_MANY_LOGINS,
      clientKey,
      rateLimitStoreOf(store, 'login-ip'),
    ),
    failureLimiter(
      LOGIN_FAILURES_PER_USERNAME,
      TOO_MANY_LOGINS,
      usernameKey,
      rateLimitStoreOf(store, 'login-user'),
    ),
  ];
}

/** Wrong current passwords per logged-in user, so a stolen session cannot guess the password. */
export function passwordChangeLimiter(store: Store) {
  return failureLimiter(
    PASSWORD_CHANGE_FAILURES,
    TOO_MANY_PASSWORD_CHANGES,
    (req) => req.session?.username ?? clientKey(req),
    rateLimitStoreOf(store, 'password-change'),
  );
}
