import { askForPassword, type ReauthRequest } from './reauth';

/**
 * The one fetch wrapper (docs/architecture.md#the-layer-rules, 9): credentials on every request, a
 * JSON content type with a body, no retries (but one after the password was given again, issue 24),
 * and docs/product.md §8's three error-text rules.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** Set when the server asks for the password again before this action. */
    readonly reauth?: ReauthRequest,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function errorFrom(response: Response): Promise<ApiError> {
  const statusLine = `${response.status} ${response.statusText}`.trim();
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    console.error('Reading the error response failed:', error);
    return new ApiError(response.status, statusLine);
  }
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  if (isJson) {
    try {
      const body = JSON.parse(text) as {
        message?: unknown;
        errors?: Record<string, string>;
        reauth?: unknown;
        codeNeeded?: unknown;
      };
      if (typeof body.message === 'string' && body.message) {
        const reauth =
          body.reauth === true
            ? { message: body.message, codeNeeded: body.codeNeeded === true }
            : undefined;
        return new ApiError(response.status, body.message, body.errors, reauth);
      }
      return new ApiError(response.status, statusLine);
    } catch {
      // falls through to the non-JSON rule
    }
  }
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`);
}

function send(method: string, url: string, body?: unknown): Promise<Response> {
  return fetch(url, {
    method,
    credentials: 'include',
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : undefined,
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
}

/**
 * Sends a request and answers the Response; any non-OK status becomes an ApiError. When the
 * server asks for the password again, the registered dialog asks for it and the request is sent
 * once more; a cancelled dialog leaves the server's answer as the error.
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  let response = await send(method, url, body);
  if (!response.ok) {
    let error = await errorFrom(response);
    if (error.reauth && (await askForPassword(error.reauth))) {
      response = await send(method, url, body);
      if (response.ok) return response;
      error = await errorFrom(response);
    }
    console.error(`${method} ${url} failed:`, error.message);
    throw error;
  }
  return response;
}

/** A JSON call: answers the parsed body (or null for an empty one). */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** react-query's default read: a GET to the path held in the query key (docs/product.md §7). */
export function getQueryFn<T>({ on401 }: { on401: 'returnNull' | 'throw' }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    try {
      return await apiJson<T>('GET', queryKey.join('/'));
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/**
 * A call to /api/v1 with an API key instead of the session (a tablet booth's device key, issue
 * 27): no cookies, the key in the Authorization header, the same error rules as every call. A
 * network failure rejects with the browser's TypeError: the caller keeps its work for later.
 */
export async function apiKeyJson<T>(
  method: string,
  url: string,
  key: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'omit',
    cache: 'no-store',
    headers: {
      Authorization: `Bearer ${key}`,
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw await errorFrom(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * A call from a page on another site (the embeddable widget, issue 29) to this server at `url`:
 * no cookies, JSON, the same error rules as every call; answers the Response of a 2xx.
 */
export async function widgetRequest(
  method: string,
  url: string,
  body?: unknown,
): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'omit',
    cache: 'no-store',
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : undefined,
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw await errorFrom(response);
  return response;
}
