import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store as RateLimitStore } from 'express-rate-limit';
import { clientAddress } from './clientAddress.js';
import { HttpError } from './errors.js';
import { RATE_LIMIT_TEXTS } from '../../src/shared/serverTexts.js';

export const JOIN_WINDOW_MS = 60_000;

/** A limiter's answer once the limit is reached: a 429 through the one error middleware. */
export function tooManyRequests(message: string): RequestHandler {
  return (_req, _res, next) => next(new HttpError(429, message));
}

/** Nothing to count: JOIN_RATE_LIMIT=0 turns the limit off, and no middleware runs for it. */
const noLimit: RequestHandler = (_req, _res, next) => next();

/** JOIN_RATE_LIMIT joins per minute per client IP, shared by the three join endpoints. */
export function joinRateLimiter(limit: number, store?: RateLimitStore): RequestHandler {
  if (limit === 0) return noLimit;
  return rateLimit({
    windowMs: JOIN_WINDOW_MS,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // Only a valid address is a key (and stored, on PostgreSQL): every forged X-Forwarded-For
    // that is not one shares the "invalid" counter instead of getting a fresh one each.
    keyGenerator: (req) => ipKeyGenerator(clientAddress(req)),
    ...(store ? { store } : {}),
    handler: tooManyRequests(RATE_LIMIT_TEXTS.tooManyJoins),
  });
}
