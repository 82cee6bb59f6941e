import session from 'express-session';
import type { RequestHandler } from 'express';
import type { AppConfig } from '../config.js';
import { sessionStoreOf } from '../store/capabilities.js';
import type { Store } from '../store/types.js';
import { DEVICE_COOKIE, type DeviceCookieOptions } from './deviceCookie.js';
import { StoreSessionAdapter } from './sessionStore.js';

export const SESSION_COOKIE = 'synapse.sid';
export const SESSION_MAX_AGE_MS = 8 * 60 * 60 * 1000;

declare module 'express-session' {
  interface SessionData {
    username: string;
    /** Epoch milliseconds of the sign-in: the absolute timeout counts from it. */
    signedInAt: number;
  }
}

/** The cookie attributes, shared by the session and by clearing it at logout. */
export const sessionCookie = {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
} as const;

/** Cookie sessions kept in the Store (or the store's own session store, e.g. PostgreSQL). */
export function sessionMiddleware(config: AppConfig, store: Store): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store: sessionStoreOf(store) ?? new StoreSessionAdapter(store),
    resave: false,
    saveUninitialized: false,
    rolling: false,
    unset: 'destroy',
    // Secure whenever the request arrived over HTTPS (directly or via a trusted proxy).
    cookie: { ...sessionCookie, secure: 'auto', maxAge: SESSION_MAX_AGE_MS },
  });
}

/** The device cookie (deviceCookie.ts) beside the session cookie, signed with the same secret. */
export function deviceCookieOptions(config: AppConfig): DeviceCookieOptions {
  return { name: DEVICE_COOKIE, secret: config.sessionSecret, secure: 'auto' };
}
