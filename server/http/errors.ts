import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { z } from 'zod';
import { fieldErrors, type ApiErrorBody } from '../../src/shared/index.js';
import { log } from '../logging/logger.js';
import { routeOf } from '../logging/requestLog.js';
import { StoreUnavailableError } from '../store/types.js';
import { HTTP_TEXTS } from '../../src/shared/serverTexts.js';

/** An error with a status and a message meant for the person who caused it. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** Machine-readable flags beside the message, e.g. `reauth` (issue 24, item 2). */
    readonly flags?: Omit<ApiErrorBody, 'message' | 'errors'>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * Validates a request body with a shared schema; a failure becomes a 400 with the messages of
 * docs/product.md §5.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, HTTP_TEXTS.bodyNotObject);
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const errors = fieldErrors(result.error);
    const first = Object.values(errors)[0] ?? HTTP_TEXTS.invalidRequest;
    throw new HttpError(400, first, errors);
  }
  return result.data;
}

/** Unknown /api paths answer JSON, never the site. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, HTTP_TEXTS.noApi(req.method, `${req.baseUrl}${req.path}`)));
};

/** Whatever neither the API nor the site answers (e.g. a POST to a page): JSON, not Express's HTML. */
export const notFound: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, HTTP_TEXTS.nothingHere(req.method)));
};

interface BodyParserError {
  type?: string;
  status?: number;
}

function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof StoreUnavailableError) return new HttpError(503, error.message);
  const parserError = error as BodyParserError;
  switch (parserError?.type) {
    case 'entity.parse.failed':
      return new HttpError(400, HTTP_TEXTS.notJson);
    case 'entity.too.large':
      return new HttpError(413, HTTP_TEXTS.tooLarge);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError(415, HTTP_TEXTS.notUtf8Json);
    case 'request.aborted':
      return new HttpError(400, HTTP_TEXTS.aborted);
  }
  if (
    typeof parserError?.status === 'number' &&
    parserError.status >= 400 &&
    parserError.status < 500
  ) {
    return new HttpError(parserError.status, HTTP_TEXTS.unreadable);
  }
  return undefined;
}

/** The one middleware that maps every failure to `{ message, errors? }`; no stack leaves the server. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const known = toHttpError(error);
  if (!known || known.status >= 500) {
    // The route's pattern, not the URL: a URL carries link tokens and query strings.
    log.error(
      { err: error, requestId: res.locals.requestId, method: req.method, route: routeOf(req) },
      'A request failed',
    );
  }
  const status = known?.status ?? 500;
  const body: ApiErrorBody = {
    message: known?.message ?? HTTP_TEXTS.serverFailed,
  };
  if (known?.errors) body.errors = known.errors;
  if (known?.flags) Object.assign(body, known.flags);
  if (res.headersSent) {
    res.end();
    return;
  }
  // A file or an export may have typed the answer already; the error is JSON, not a download.
  res.removeHeader('Content-Disposition');
  res.status(status).type('application/json').json(body);
};
