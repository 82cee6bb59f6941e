/**
 * The kiosk's content security policy, set again by the main process on every response
 * (defence in depth: the embedded server already sends helmet's). Both are enforced, so this
 * one only narrows: the same sources as server/app.ts, nothing from any other origin.
 */
export const KIOSK_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "frame-src 'none'",
  "worker-src 'self' blob:",
].join('; ');

export type ResponseHeaders = Record<string, string[] | string>;

/** Adds the kiosk's policy beside whatever the response already carries. */
export function withContentSecurityPolicy(headers: ResponseHeaders | undefined): ResponseHeaders {
  const result: ResponseHeaders = { ...headers };
  const key =
    Object.keys(result).find((name) => name.toLowerCase() === 'content-security-policy') ??
    'Content-Security-Policy';
  const existing = result[key];
  const values = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  result[key] = [...values, KIOSK_CONTENT_SECURITY_POLICY];
  return result;
}
