import type { Request, RequestHandler } from 'express';
import { HttpError } from './errors.js';
import { HTTP_TEXTS } from '../../src/shared/serverTexts.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin of a URL (scheme, host, port), or undefined for an opaque or malformed one. */
export function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The origin this request was addressed to, scheme included: the Host header and the connection's
 * scheme, or X-Forwarded-Host and X-Forwarded-Proto when TRUST_PROXY trusts the proxy (Express's
 * req.host and req.protocol read them only then).
 */
export function ownOrigin(req: Request): string | undefined {
  const host = req.host;
  return host ? originOf(`${req.protocol}://${host}`) : undefined;
}

/**
 * Refuses state-changing calls that a browser sends from another origin (docs/product.md §12):
 * the Origin must be the server's own (as the proxy forwarded it, when trusted), PUBLIC_URL or
 * one of ALLOWED_ORIGINS, scheme and port included. Calls without an Origin header come from
 * non-browser clients and carry no ambient cookie risk beyond what SameSite=Lax already blocks.
 */
export function sameOriginOnly(
  extraOrigins: readonly string[],
  publicUrl?: string | null,
  /** WIDGET_ORIGINS (issue 29): let through on these full API paths only (the widget's calls). */
  widget: { origins: () => readonly string[]; paths: readonly string[] } = {
    origins: () => [],
    paths: [],
  },
): RequestHandler {
  const allowed = new Set(
    [...extraOrigins, ...(publicUrl ? [publicUrl] : [])].flatMap((url) => originOf(url) ?? []),
  );
  const widgetPaths = new Set(widget.paths);
  return (req, _res, next) => {
    const given = req.get('origin');
    if (SAFE_METHODS.has(req.method) || given === undefined) return next();
    const origin = originOf(given);
    if (origin !== undefined && (allowed.has(origin) || origin === ownOrigin(req))) return next();
    const widgetCall = widgetPaths.has(`${req.baseUrl}${req.path}`.replace(/\/$/, ''));
    if (origin !== undefined && widgetCall && widget.origins().includes(origin)) return next();
    next(new HttpError(403, HTTP_TEXTS.otherOrigin));
  };
}
