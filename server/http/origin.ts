import type { RequestHandler } from 'express';
import { HttpError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing calls that a browser sends from another origin (DECISIONS "Admin").
 * Calls without an Origin header come from non-browser clients and carry no ambient cookie risk
 * beyond what SameSite=Lax already blocks.
 */
export function sameOriginOnly(extraOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(extraOrigins);
  return (req, _res, next) => {
    const origin = req.get('origin');
    if (SAFE_METHODS.has(req.method) || origin === undefined) return next();
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      host = undefined;
    }
    if (allowed.has(origin) || (host !== undefined && host === req.get('host'))) return next();
    next(new HttpError(403, 'This request came from another site and was refused.'));
  };
}
