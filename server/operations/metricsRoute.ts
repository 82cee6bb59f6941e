import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { HttpError, notFound } from '../http/errors.js';
import type { Scrape } from './scrape.js';

export const METRICS_PATH = '/metrics';
export const METRICS_TEXTS = {
  unauthorized: 'GET /metrics needs the header "Authorization: Bearer <METRICS_TOKEN>".',
} as const;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The bearer token compared in constant time: both sides hashed first, so lengths leak nothing. */
function hasToken(req: Request, expected: Buffer): boolean {
  const [scheme, token] = (req.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) return false;
  return timingSafeEqual(digest(token), expected);
}

/**
 * GET /metrics in Prometheus's text format. Without METRICS_TOKEN it does not exist (404, as any
 * unknown path); with it, only that bearer token is answered (401 otherwise).
 */
export function metricsRoute(
  token: string | undefined,
  scrape: Scrape | undefined,
): RequestHandler {
  if (!token || !scrape) return notFound;
  const expected = digest(token);
  return async (req, res) => {
    if (!hasToken(req, expected)) {
      res.set('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new HttpError(401, METRICS_TEXTS.unauthorized);
    }
    const { contentType, text } = await scrape();
    res.type(contentType).send(text);
  };
}
