import type { Request, RequestHandler } from 'express';
import { REAUTH_TEXT, REAUTH_WINDOW_MS } from '../../src/shared/index.js';
import { HttpError } from '../http/errors.js';
import type { AdminSecurityStore } from '../store/adminSecurity/adminSecurityStore.js';
import { sessionClock } from './session.js';

declare module 'express-session' {
  interface SessionData {
    /** Epoch milliseconds (the sessions' clock) when this session last gave the password. */
    passwordGivenAt: number;
  }
}

/** The session has just been given the password (a sign-in, a password change, a re-auth). */
export function notePasswordGiven(req: Request): void {
  req.session.passwordGivenAt = sessionClock(req);
}

export function passwordGivenRecently(req: Request): boolean {
  const givenAt = req.session?.passwordGivenAt;
  return givenAt !== undefined && sessionClock(req) - givenAt < REAUTH_WINDOW_MS;
}

/**
 * Mounted after requireUser on actions that give lasting access or export personal data
 * (docs/product.md §23): a stolen session cookie alone cannot mint an API key, add a
 * webhook, switch two-factor, point booth sync elsewhere or download the list. The 403 says
 * `reauth: true`, so the dashboard asks for the password (and code) and retries.
 */
export function requireRecentPassword(store: AdminSecurityStore): RequestHandler {
  return async (req, _res, next) => {
    if (passwordGivenRecently(req)) return next();
    const codeNeeded = (await store.getTwoFactor(req.session.username!)) !== undefined;
    const message = codeNeeded ? REAUTH_TEXT.neededWithCode : REAUTH_TEXT.needed;
    next(new HttpError(403, message, undefined, { reauth: true, codeNeeded }));
  };
}
