import { randomUUID } from 'node:crypto';
import type { Express, Request, RequestHandler } from 'express';
import { requestLog } from './logger.js';

/** An X-Request-Id kept as it comes: a short token that cannot forge or break a line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The matched route and the path its router was mounted at, as they were when it matched. */
const MATCHED_ROUTE = Symbol('matchedRoute');
const MATCHED_BASE = Symbol('matchedBase');

interface Matched {
  [MATCHED_ROUTE]?: { path?: unknown };
  [MATCHED_BASE]?: string;
}

/** Where a request's match is kept: its answer's locals, made for each request by Express. */
function matchOf(req: Request): Matched {
  return (req.res?.locals ?? {}) as Matched;
}

/** The caller's X-Request-Id when it is a safe token, else a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * The matched route's pattern (`/api/status/:token`), never the URL it matched: a URL carries
 * link tokens and query strings. Null when no route answered (a static file, a refusal by a
 * middleware, a 404).
 */
export function routeOf(req: Request): string | null {
  const matched = matchOf(req);
  const route = matched[MATCHED_ROUTE];
  if (route?.path === undefined) return null;
  return `${matched[MATCHED_BASE] ?? ''}${String(route.path)}`;
}

/**
 * Express sets req.route when a route matches, and sets req.baseUrl back as an error leaves each
 * router: by the time a failed answer finishes, the router's mount path is gone. The app's request
 * prototype keeps both from the moment of the match (a setter, no work for a request that needs
 * none), in the answer's locals: a property added to the request itself (Node's, with Express's
 * own on it) cost a count 2.5 KB of garbage and a few µs (issue 42, item 1).
 */
function keepMatchedRoutes(request: Request): void {
  Object.defineProperty(request, 'route', {
    configurable: true,
    get(this: Request) {
      return matchOf(this)[MATCHED_ROUTE];
    },
    set(this: Request, route: { path?: unknown }) {
      const matched = matchOf(this);
      matched[MATCHED_ROUTE] = route;
      matched[MATCHED_BASE] = this.baseUrl;
    },
  });
}

/** Told of every finished request, with the same route pattern as its line (the metrics). */
export type RequestObserver = (
  method: string,
  route: string | null,
  status: number,
  seconds: number,
) => void;

/**
 * One line per request when its answer is finished (or the client went away): the request id,
 * method, route pattern, status and milliseconds. The id goes back in X-Request-Id and stays in
 * res.locals for the error middleware's line.
 */
function requestLines(observe: RequestObserver): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(req.headers['x-request-id']);
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    // 'close' comes once, after 'finish' on every answer, and alone when the client went away.
    res.on('close', () => {
      const elapsed = performance.now() - started;
      const ms = Math.round(elapsed * 10) / 10;
      const route = routeOf(req);
      const status = res.statusCode;
      observe(req.method, route, status, elapsed / 1000);
      const aborted = res.writableFinished ? {} : { aborted: true };
      requestLog.info(
        { requestId, method: req.method, route, status, ms, ...aborted },
        `${req.method} ${route ?? '-'} ${status} ${ms} ms`,
      );
    });
    next();
  };
}

/**
 * The middleware that gives every request of `app` a request id and a line in the log, and tells
 * `observe` of it: the app's first but the health probes.
 */
export function logRequests(
  app: Express,
  observe: RequestObserver = () => undefined,
): RequestHandler {
  keepMatchedRoutes(app.request);
  return requestLines(observe);
}
