import type { RequestHandler } from 'express';
import type { Readiness } from './readiness.js';

export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;

/**
 * GET /healthz (the process serves) and GET /readyz (it should be sent requests), answered before
 * the request log, sessions and rate limits: a load balancer asks every few seconds, on every
 * worker, and needs no cookie. Every other request goes on.
 */
export function healthProbes(readiness: Readiness): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === HEALTH_PATHS.live) {
      return void res.set('Cache-Control', 'no-store').json({ status: 'ok' });
    }
    if (req.path !== HEALTH_PATHS.ready) return next();
    readiness
      .reason()
      .then((reason) => {
        res.set('Cache-Control', 'no-store');
        if (reason === null) res.json({ status: 'ok' });
        else res.status(503).json({ status: 'unready', reason });
      })
      .catch(next);
  };
}
