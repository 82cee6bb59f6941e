import { allowingWasm, isWasmWorkerPath } from '../../src/shared/wasmWorkers';

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

/** The kiosk's policy for a response from `url`: the badge reader's worker may compile WebAssembly. */
function policyFor(url: string | undefined): string {
  const path = url === undefined ? '' : (URL.parse(url)?.pathname ?? '');
  return isWasmWorkerPath(path)
    ? allowingWasm(KIOSK_CONTENT_SECURITY_POLICY)
    : KIOSK_CONTENT_SECURITY_POLICY;
}

/** Adds the kiosk's policy beside whatever the response from `url` already carries. */
export function withContentSecurityPolicy(
  headers: ResponseHeaders | undefined,
  url?: string,
): ResponseHeaders {
  const result: ResponseHeaders = { ...headers };
  const key =
    Object.keys(result).find((name) => name.toLowerCase() === 'content-security-policy') ??
    'Content-Security-Policy';
  const existing = result[key];
  const values = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  result[key] = [...values, policyFor(url)];
  return result;
}
