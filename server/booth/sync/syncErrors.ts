import { BOOTH_SYNC_MESSAGES } from '../../../src/shared/index.js';
import { WebhookTargetError } from '../../webhooks/targetCheck.js';

/** The web answered, but not with success (a redirect included: it is never followed). */
export class SyncHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly kind: 'status' | 'unexpected' | 'redirect' = 'status',
    readonly location?: string,
  ) {
    super(`HTTP ${status}`);
    this.name = 'SyncHttpError';
  }
}

/** The saved address may not get the key: plain http to another computer (an older setting). */
export class SyncAddressError extends Error {
  constructor(readonly reason: 'https') {
    super(BOOTH_SYNC_MESSAGES.https);
    this.name = 'SyncAddressError';
  }
}

function serverMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // not JSON: described by its status alone
  }
  return '';
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

const KEPT = 'Sign-ups stay on this booth and are sent as soon as it works again.';

/** A sync failure in words an operator can act on. */
export function describeSyncFailure(error: unknown, url: string): string {
  const host = hostOf(url);
  if (error instanceof SyncHttpError) {
    const message = serverMessage(error.body);
    const said = message ? ` It said: "${message}"` : '';
    if (error.kind === 'redirect') {
      const to = error.location ? ` to ${error.location.slice(0, 200)}` : '';
      return `The web site at ${host} answered with a redirect (${error.status})${to}. This booth does not follow redirects, so the API key goes only to the address you entered: enter the site's final https:// address and its key. ${KEPT}`;
    }
    if (error.kind === 'unexpected') {
      return `The server at ${host} gave an answer this booth does not understand. Is the address right? ${KEPT}`;
    }
    if (error.status === 401 || error.status === 403) {
      return `The web site refused the API key (${error.status}).${said} Enter a valid key with the entries:sync scope. ${KEPT}`;
    }
    if (error.status === 404) {
      return `There is no Synapse sync API at ${host} (404). Check the web address. ${KEPT}`;
    }
    if (error.status === 429) return `The web site asks this booth to slow down (429). ${KEPT}`;
    return `The web site answered with an error (${error.status}).${said} ${KEPT}`;
  }
  if (error instanceof SyncAddressError || error instanceof WebhookTargetError) {
    return `${error.message} ${KEPT}`;
  }
  const { name, code, cause } = (error ?? {}) as {
    name?: string;
    code?: string;
    cause?: { name?: string; code?: string };
  };
  if (name === 'TimeoutError' || cause?.name === 'TimeoutError') {
    return `The web site at ${host} did not answer in time. ${KEPT}`;
  }
  if (error instanceof SyntaxError) {
    return `The server at ${host} answered something that is not JSON. Is the address right? ${KEPT}`;
  }
  const errorCode = code ?? cause?.code;
  const detail = errorCode && errorCode !== 'ABORT_ERR' ? ` (${errorCode})` : '';
  return `Cannot reach the web site at ${host}${detail}: no network, or the site is down. ${KEPT}`;
}
