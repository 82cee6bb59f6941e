import session from 'express-session';
import type { Request, RequestHandler } from 'express';
import type { AppConfig } from '../config.js';
import { sessionStoreOf } from '../store/capabilities.js';
import type { Store } from '../store/types.js';
import { DEVICE_COOKIE, type DeviceCookieOptions } from './deviceCookie.js';
import { StoreSessionAdapter } from './sessionStore.js';
import { loadAccount } from './signedInAccount.js';
import { apiPaths } from '../../src/shared/apiPaths.js';

export const SESSION_COOKIE = 'synapse.sid';
/** The absolute limit: a session ends 8 hours after its sign-in, however busy. */
export const SESSION_MAX_AGE_MS = 8 * 60 * 60 * 1000;
/** The idle limit (issue 20, finding 3): 30 minutes without an admin call end a session. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** Activity is written down at most this often, not on every call. */
const TOUCH_AFTER_MS = 60 * 1000;
/** The `__Host-` prefix: Secure, Path=/ and no Domain, enforced by the browser. */
const HOST_PREFIX = '__Host-';

declare module 'express-session' {
  interface SessionData {
    username: string;
    /** Epoch milliseconds of the sign-in: the absolute timeout counts from it. */
    signedInAt: number;
    /** Epoch milliseconds of the last admin call (the session poll does not count). */
    lastSeenAt: number;
  }
}

/** The cookie attributes, shared by the session and by clearing it at logout. */
export const sessionCookie = {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
} as const;

/**
 * In production behind HTTPS (PUBLIC_URL https://...) the cookies are `__Host-` prefixed and
 * always Secure; elsewhere Secure whenever the request came over HTTPS (directly or via a
 * trusted proxy), so that plain-HTTP development and the kiosk keep working.
 */
export function cookieNaming(config: Pick<AppConfig, 'production' | 'publicUrl'>) {
  const httpsOnly = config.production && (config.publicUrl ?? '').startsWith('https://');
  const prefix = httpsOnly ? HOST_PREFIX : '';
  return {
    session: `${prefix}${SESSION_COOKIE}`,
    device: `${prefix}${DEVICE_COOKIE}`,
    secure: httpsOnly ? true : ('auto' as const),
  };
}

/** The sessions' clock: the config's (tests move it) or the wall clock. */
export function sessionClock(req: Request): number {
  const now = req.app.get('sessionClock') as (() => number) | undefined;
  return now ? now() : Date.now();
}

const isSessionPoll = (req: Request) => req.method === 'GET' && req.originalUrl === apiPaths.user;

/**
 * Cookie sessions kept in the Store (or the store's own session store, e.g. PostgreSQL), that
 * end 30 minutes after the last admin call or 8 hours after the sign-in, whichever comes first.
 */
export function sessionMiddleware(config: AppConfig, store: Store): RequestHandler {
  const naming = cookieNaming(config);
  const cookieSessions = session({
    name: naming.session,
    secret: config.sessionSecret,
    store: sessionStoreOf(store, session) ?? new StoreSessionAdapter(store),
    resave: false,
    saveUninitialized: false,
    rolling: false,
    unset: 'destroy',
    cookie: { ...sessionCookie, secure: naming.secure, maxAge: SESSION_MAX_AGE_MS },
  });
  return (req, res, next) =>
    cookieSessions(req, res, (error?: unknown) => {
      if (error) return next(error);
      const data = req.session;
      if (!data?.username) return next();
      const now = sessionClock(req);
      // Sessions from before these fields existed count from now.
      const signedInAt = data.signedInAt ?? now;
      const lastSeenAt = data.lastSeenAt ?? signedInAt;
      if (now - signedInAt >= SESSION_MAX_AGE_MS || now - lastSeenAt >= SESSION_IDLE_MS) {
        // Over: a fresh, empty session takes its place (and is never stored unless used).
        data.regenerate((failure: unknown) => next(failure));
        return;
      }
      if (!isSessionPoll(req) && now - lastSeenAt >= TOUCH_AFTER_MS) data.lastSeenAt = now;
      loadAccount(req, store).then((known) => {
        // A person removed from the team: their session ends at its next call.
        if (!known) data.regenerate((failure: unknown) => next(failure));
        else next();
      }, next);
    });
}

/** The device cookie (deviceCookie.ts) beside the session cookie, signed with the same secret. */
export function deviceCookieOptions(config: AppConfig): DeviceCookieOptions {
  const naming = cookieNaming(config);
  return { name: naming.device, secret: config.sessionSecret, secure: naming.secure };
}
