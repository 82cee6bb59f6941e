import type { RequestHandler, Response } from 'express';
import { rateLimit, type Store as RateLimitStore } from 'express-rate-limit';
import { API_KEY_PREFIX, type ApiKeyScope } from '../../src/shared/index.js';
import { keyWasRight } from '../abuse/guessLimits.js';
import { HttpError } from '../http/errors.js';
import { log } from '../logging/logger.js';
import type { StoredApiKey } from '../store/sync/syncTypes.js';
import type { Store } from '../store/types.js';
import { hashApiKey } from './apiKeys.js';
import { API_KEY_TEXTS } from '../../src/shared/serverTexts.js';

export const API_KEY_MESSAGES = API_KEY_TEXTS;

export const API_WINDOW_MS = 60_000;

/** The key a request was authenticated with (set by requireApiKey). */
export function apiKeyOf(res: Response): StoredApiKey {
  return res.locals.apiKey as StoredApiKey;
}

/**
 * `Authorization: Bearer KEY`: a missing, wrong or revoked key is 401, a key with neither the
 * scope nor one of the alternatives 403 (naming the scope). Every accepted use is counted (last
 * used, count) without holding up the answer.
 */
export function requireApiKey(
  store: Store,
  scope: ApiKeyScope,
  ...alternatives: ApiKeyScope[]
): RequestHandler {
  const allowed = [scope, ...alternatives];
  return async (req, res, next) => {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    res.set('WWW-Authenticate', 'Bearer realm="synapse"');
    if (!match) return next(new HttpError(401, API_KEY_MESSAGES.missing));
    const key = match[1]!;
    const stored = key.startsWith(API_KEY_PREFIX)
      ? await store.findApiKeyByHash(hashApiKey(key))
      : undefined;
    if (!stored) return next(new HttpError(401, API_KEY_MESSAGES.invalid));
    if (stored.revokedAt) return next(new HttpError(401, API_KEY_MESSAGES.revoked));
    await keyWasRight(res);
    res.removeHeader('WWW-Authenticate');
    if (!allowed.some((granted) => stored.scopes.includes(granted)))
      return next(new HttpError(403, API_KEY_MESSAGES.scope(scope)));
    res.locals.apiKey = stored;
    store.recordApiKeyUse(stored.id, new Date()).catch((error: unknown) => {
      log.error({ err: error }, `Counting a use of API key ${stored.id} failed`);
    });
    next();
  };
}

/** API_RATE_LIMIT requests per minute per key (0: off), counted where the join limits are. */
export function apiKeyRateLimiter(limit: number, store?: RateLimitStore): RequestHandler {
  return rateLimit({
    windowMs: API_WINDOW_MS,
    limit,
    skip: () => limit === 0,
    keyGenerator: (_req, res) => `key:${apiKeyOf(res).id}`,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...(store ? { store } : {}),
    handler: (_req, res) => {
      res.status(429).json({ message: API_KEY_MESSAGES.tooMany });
    },
  });
}
