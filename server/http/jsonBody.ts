import express, { type Request, type RequestHandler } from 'express';

/** The Content-Types read directly: JSON in UTF-8, as the site, the widget and the terminals send it. */
const PLAIN_JSON = /^application\/json(?:\s*;\s*charset=utf-8)?$/i;
const DECLARED_LENGTH = /^\d{1,9}$/;
/** Space, tab, line feed, carriage return: what JSON allows before its first value. */
const JSON_WHITESPACE = [0x20, 0x09, 0x0a, 0x0d];

/** An error the one error middleware (http/errors.ts) maps as it maps body-parser's of that type. */
function bodyError(type: 'entity.parse.failed' | 'request.aborted', message: string): Error {
  return Object.assign(new Error(message), { status: 400, expose: true, type });
}

/**
 * express.json({ limit }) with its common case read directly: a UTF-8 JSON body of a declared
 * length within the limit, not compressed. That is every join, and body-parser's general path
 * (content-type parsing, raw-body's stream handling, iconv's decoder) cost a join about as much as
 * the store did. It answers the same: the BOM dropped, an empty body is {}, only an object or an
 * array at the top (strict), a body that is not JSON is body-parser's 'entity.parse.failed'.
 * Anything else (another charset, gzip, no length, too large) goes to express.json itself. A
 * request without a body (a GET: the count, a status page) goes on at once, as body-parser lets it.
 */
export function jsonBody(limitBytes: number): RequestHandler {
  const general = express.json({ limit: limitBytes });
  return (req, res, next) => {
    if (!hasBody(req)) return next();
    const length = declaredLength(req);
    if (length <= 0 || length > limitBytes || !readsDirectly(req)) return general(req, res, next);
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
    };
    const finish = (error: Error | null) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onAborted);
      req.off('close', onAborted);
      if (error) return next(error);
      try {
        req.body = parseStrict(
          (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received)).toString('utf8'),
        );
      } catch (parseError) {
        return next(bodyError('entity.parse.failed', (parseError as Error).message));
      }
      next();
    };
    const onEnd = () => finish(null);
    const onAborted = () => finish(bodyError('request.aborted', 'request aborted'));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onAborted);
    req.on('close', onAborted);
  };
}

/** type-is's hasBody, which body-parser asks first: a Transfer-Encoding or a Content-Length. */
function hasBody(req: Request): boolean {
  return (
    req.headers['transfer-encoding'] !== undefined || req.headers['content-length'] !== undefined
  );
}

/** Content-Length as a number, or -1 when there is none (or it is not a plain number). */
function declaredLength(req: Request): number {
  const declared = req.headers['content-length'];
  return declared !== undefined && DECLARED_LENGTH.test(declared) ? Number(declared) : -1;
}

function readsDirectly(req: Request): boolean {
  const encoding = req.headers['content-encoding'];
  return (
    !(req.complete && !req.readable) && // already read (body-parser skips it too)
    req.headers['transfer-encoding'] === undefined &&
    (encoding === undefined || encoding.toLowerCase() === 'identity') &&
    PLAIN_JSON.test(req.headers['content-type'] ?? '')
  );
}

/** body-parser's strict JSON: BOM dropped, '' is {}, the top is an object or an array. */
function parseStrict(decoded: string): unknown {
  const text = decoded.charCodeAt(0) === 0xfeff ? decoded.slice(1) : decoded;
  if (text.length === 0) return {};
  let at = 0;
  while (at < text.length && JSON_WHITESPACE.includes(text.charCodeAt(at))) at += 1;
  if (text[at] !== '{' && text[at] !== '[') throw new SyntaxError('strict violation');
  return JSON.parse(text) as unknown;
}
