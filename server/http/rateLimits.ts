import { rateLimit, type Store as RateLimitStore } from 'express-rate-limit';

export const JOIN_WINDOW_MS = 60_000;

/** JOIN_RATE_LIMIT joins per minute per client IP, shared by the three join endpoints. */
export function joinRateLimiter(limit: number, store?: RateLimitStore) {
  return rateLimit({
    windowMs: JOIN_WINDOW_MS,
    limit,
    skip: () => limit === 0,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...(store ? { store } : {}),
    handler: (_req, res) => {
      res.status(429).json({
        message: 'Too many sign-ups from your network. Please wait a minute and try again.',
      });
    },
  });
}
