import connectPgSimple from 'connect-pg-simple';
import type session from 'express-session';
import type pg from 'pg';
import { StoreUnavailableError } from '../errors.js';

/**
 * connect-pg-simple whose database failures answer 503 like the rest of the store, built on
 * express-session as the HTTP layer hands it over (the store imports no HTTP code).
 */
function guardedSessionStore(expressSession: typeof session) {
  const PGStore = connectPgSimple(expressSession);
  type Callback = (error?: unknown, value?: session.SessionData | null) => void;
  const guard =
    (callback?: Callback): Callback =>
    (error, value) =>
      callback?.(error ? new StoreUnavailableError(error) : error, value);
  return class GuardedPGStore extends PGStore {
    override get(sid: string, callback: Callback): void {
      super.get(sid, guard(callback));
    }
    override set(sid: string, data: session.SessionData, callback?: Callback): void {
      super.set(sid, data, guard(callback));
    }
    override destroy(sid: string, callback?: Callback): void {
      super.destroy(sid, guard(callback));
    }
  };
}

/** The admin's sessions for express-session, in the session table (migration 1). */
export function postgresSessionStore(
  expressSession: typeof session,
  pool: pg.Pool,
): connectPgSimple.PGStore {
  return new (guardedSessionStore(expressSession))({
    pool,
    tableName: 'session',
    createTableIfMissing: false,
    // The session's end is kept in its data (signedInAt, lastSeenAt: server/auth/session.ts),
    // and its row's expiry moves on whenever that data is saved (lastSeenAt, every few minutes
    // of use): a touch would add one durable write per admin call and decide nothing.
    disableTouch: true,
    errorLog: (...args: unknown[]) => console.error('Session store:', ...args),
  });
}
