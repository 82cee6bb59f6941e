/**
 * The one fetch wrapper (STYLE "Errors and boundaries"): credentials on every request, a JSON
 * content type with a body, no retries, and SPEC section 8's three error-text rules.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
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
      const body = JSON.parse(text) as { message?: unknown; errors?: Record<string, string> };
      if (typeof body.message === 'string' && body.message) {
        return new ApiError(response.status, body.message, body.errors);
      }
      return new ApiError(response.status, statusLine);
    } catch {
      // falls through to the non-JSON rule
    }
  }
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`);
}

/** Sends a request and answers the Response; any non-OK status becomes an ApiError. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : undefined,
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) {
    const error = await errorFrom(response);
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

/** react-query's default read: a GET to the path held in the query key (SPEC section 7). */
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
