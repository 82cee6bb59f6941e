/**
 * Asking for the password again (issue 24): the server answers 403 with `reauth: true` when an
 * action needs the password given in the last 5 minutes. The fetch wrapper then asks whoever
 * registered here (the dashboard's dialog) and, once the password was given, sends the request
 * again. Calls that arrive while the dialog is open wait for the same answer.
 */
export interface ReauthRequest {
  /** The server's words: what to enter and why. */
  message: string;
  /** Two-factor is on: a code is asked too. */
  codeNeeded: boolean;
}

/** Answers true once the password was given again, false when the person cancelled. */
export type ReauthHandler = (request: ReauthRequest) => Promise<boolean>;

let handler: ReauthHandler | undefined;
let asking: Promise<boolean> | undefined;

/** Registers the dialog; answers how to unregister it (on unmount). */
export function setReauthHandler(next: ReauthHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = undefined;
  };
}

export function askForPassword(request: ReauthRequest): Promise<boolean> {
  if (!handler) return Promise.resolve(false);
  asking ??= handler(request).finally(() => {
    asking = undefined;
  });
  return asking;
}
