import type { Express } from 'express';
import type { Readiness } from './readiness.js';

export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;

/**
 * GET /healthz (the process serves) and GET /readyz (it should be sent requests). Mounted before
 * the request log, sessions and rate limits: a load balancer asks every few seconds, on every
 * worker, and needs no cookie.
 */
export function addHealthRoutes(app: Express, readiness: Readiness): void {
  // On the app itself, not in a router of their own that every other request would pass through.
  app.get(HEALTH_PATHS.live, (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  app.get(HEALTH_PATHS.ready, async (_req, res) => {
    const reason = await readiness.reason();
    res.set('Cache-Control', 'no-store');
    if (reason === null) res.json({ status: 'ok' });
    else res.status(503).json({ status: 'unready', reason });
  });
}
