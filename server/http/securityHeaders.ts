import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { permissionsPolicyFor } from './permissionsPolicy.js';
import { wasmWorkerPolicy } from './wasmWorkerPolicy.js';

/** helmet's value, which the pages keep: a year, subdomains included. */
const STRICT_TRANSPORT = 'max-age=31536000; includeSubDomains';

/**
 * The headers every API answer carries: OWASP's list for a REST API (its "Security Headers").
 * JSON is never rendered as a page, so the page's policies (scripts, styles, features, referrers,
 * opener) do not apply to it: the answer loads nothing, may not be framed or sniffed into
 * something else, is not cached unless its route says so, and is not readable by another site's
 * page without CORS (the widget's calls add theirs). Set in one pass from one list: an API call
 * pays for six headers, not for helmet's thirteen middlewares (issue 42, item 1).
 */
export function apiHeaders(production: boolean): RequestHandler {
  const headers: [string, string][] = [
    ['Content-Security-Policy', "default-src 'none'; base-uri 'none'; frame-ancestors 'none'"],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Cache-Control', 'no-store'],
    ...(production ? [['Strict-Transport-Security', STRICT_TRANSPORT] as [string, string]] : []),
  ];
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/**
 * The pages' and files' headers: helmet's, with the site's CSP (scripts strictly 'self'), the
 * badge reader's worker allowed its WebAssembly, and the features the site never uses turned off.
 */
export function documentHeaders(production: boolean, boothServer: boolean): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'script-src': ["'self'"],
          // xterm.js and React set styles at run time; scripts stay strictly 'self'.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'connect-src': ["'self'"],
          'upgrade-insecure-requests': null,
        },
      },
      strictTransportSecurity: production ? undefined : false,
    }),
    wasmWorkerPolicy,
    permissionsPolicyFor(boothServer),
  ];
}
