import express, { Router, type ErrorRequestHandler } from 'express';
import { apiKeyRateLimiter } from '../../apiKeys/requireApiKey.js';
import { HttpError } from '../../http/errors.js';
import { rateLimitStoreOf } from '../../store/capabilities.js';
import type { Store } from '../../store/types.js';
import { entriesRouter } from './entries.js';
import { boothConfigRouter } from '../../booth/routes/v1BoothRoutes.js';
import { openApiDocument } from './openapi.js';
import type { VisitorLinksOf } from '../../booth/devices/visitorLinks.js';
import { HTTP_TEXTS } from '../../../src/shared/serverTexts.js';

/** A batch of 500 entries fits with room to spare. */
export const V1_BODY_LIMIT = '1mb';
/** Requests per minute per API key unless API_RATE_LIMIT says otherwise. */
export const DEFAULT_API_RATE_LIMIT = 600;

const tooLarge: ErrorRequestHandler = (error, _req, _res, next) => {
  if ((error as { type?: string }).type === 'entity.too.large') {
    return next(new HttpError(413, HTTP_TEXTS.tooLargeBatch));
  }
  next(error);
};

/**
 * /api/v1: the versioned API for booths and integrations, authenticated by API key (no
 * cookies, so no same-origin check) and described by its own OpenAPI document.
 */
export function v1Router(
  store: Store,
  apiRateLimit = DEFAULT_API_RATE_LIMIT,
  doubleOptIn: boolean,
  tombstoneKey: Buffer,
  visitorLinks?: VisitorLinksOf,
): Router {
  const router = Router();
  const document = openApiDocument();
  router.get('/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(document);
  });
  router.use(express.json({ limit: V1_BODY_LIMIT }), tooLarge);
  const limiter = apiKeyRateLimiter(apiRateLimit, rateLimitStoreOf(store, 'api-key'));
  router.use(entriesRouter(store, limiter, doubleOptIn, tombstoneKey, visitorLinks));
  router.use(boothConfigRouter(store, limiter));
  return router;
}
