import type { NextFunction, RequestHandler } from 'express';

/**
 * Middlewares run one after the other as one, as Express's router runs a list of them, without
 * its path matching and bookkeeping at every step: a few µs each on every API call (issue 42,
 * item 1). An error, thrown or passed on or a handler's rejected promise, ends the sequence and
 * goes on to Express's error handling.
 */
export function inSequence(handlers: readonly RequestHandler[]): RequestHandler {
  return (req, res, done) => {
    let index = 0;
    const next = ((error?: unknown) => {
      if (error) return done(error);
      const handler = handlers[index++];
      if (handler === undefined) return done();
      try {
        const result: unknown = handler(req, res, next);
        if (result instanceof Promise) result.catch(done);
      } catch (thrown) {
        done(thrown);
      }
    }) as NextFunction;
    next();
  };
}

/** `handler` on these paths (of the router it runs in, any case, a trailing "/" allowed) only. */
export function onPaths(paths: readonly string[], handler: RequestHandler): RequestHandler {
  const exact = new Set(paths.map((path) => path.toLowerCase()));
  return (req, res, next) => {
    const path = req.path.toLowerCase();
    if (exact.has(path.endsWith('/') ? path.slice(0, -1) : path)) return handler(req, res, next);
    next();
  };
}

/**
 * `handler` on `prefix` and the paths under it (any case), as `app.use(prefix, handler)` but
 * without the mount: the handler sees the whole path, and a request off it pays one comparison.
 */
export function underPath(prefix: string, handler: RequestHandler): RequestHandler {
  const start = prefix.toLowerCase();
  return (req, res, next) => {
    const path = req.path;
    const under =
      (path.length === start.length || path[start.length] === '/') &&
      path.slice(0, start.length).toLowerCase() === start;
    if (under) return handler(req, res, next);
    next();
  };
}
