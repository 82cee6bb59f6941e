/** The web answered, but not with success. */
export class SyncHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly kind: 'status' | 'unexpected' = 'status',
  ) {
    super(`HTTP ${status}`);
    this.name = 'SyncHttpError';
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
    if (error.kind === 'unexpected') {
      return `The server at ${host} gave an answer this booth does not understand. Is the address right? ${KEPT}`;
    }
    if (error.status === 401 || error.status === 403) {
      return `The web site refused the API key (${error.status}).${said} Enter a valid key with the entries:write scope. ${KEPT}`;
    }
    if (error.status === 404) {
      return `There is no Synapse sync API at ${host} (404). Check the web address. ${KEPT}`;
    }
    if (error.status === 429) return `The web site asks this booth to slow down (429). ${KEPT}`;
    return `The web site answered with an error (${error.status}).${said} ${KEPT}`;
  }
  const name = (error as Error)?.name;
  if (name === 'TimeoutError') return `The web site at ${host} did not answer in time. ${KEPT}`;
  if (error instanceof SyntaxError) {
    return `The server at ${host} answered something that is not JSON. Is the address right? ${KEPT}`;
  }
  const cause = (error as { cause?: { code?: string } })?.cause?.code;
  const detail = cause ? ` (${cause})` : '';
  return `Cannot reach the web site at ${host}${detail}: no network, or the site is down. ${KEPT}`;
}
