import connectPgSimple from 'connect-pg-simple';
import type session from 'express-session';
import type pg from 'pg';
import { log } from '../../logging/logger.js';
import { StoreUnavailableError } from '../errors.js';

/**
 * connect-pg-simple's read of a session, as a named statement: every admin call reads its session,
 * and a prepared statement is parsed and planned once per connection, not on every call (a third
 * of the read's time on a loaded 2-core machine, issue 30, item 3). Same text, so the same answer:
 * an ended, revoked or expired session is not found.
 */
export const SESSION_READ = {
  name: 'session_read',
  text: 'SELECT sess FROM "session" WHERE sid = $1 AND expire >= to_timestamp($2)',
};

/**
 * connect-pg-simple whose database failures answer 503 like the rest of the store, built on
 * express-session as the HTTP layer hands it over (the store imports no HTTP code).
 */
function guardedSessionStore(expressSession: typeof session, pool: pg.Pool) {
  const PGStore = connectPgSimple(expressSession);
  type Callback = (error?: unknown, value?: session.SessionData | null) => void;
  const guard =
    (callback?: Callback): Callback =>
    (error, value) =>
      callback?.(error ? new StoreUnavailableError(error) : error, value);
  return class GuardedPGStore extends PGStore {
    override get(sid: string, callback: Callback): void {
      // connect-pg-simple's clock: whole seconds, rounded up.
      const values = [sid, Math.ceil(Date.now() / 1000)];
      // The callback runs outside the promise, as connect-pg-simple's does: what the request does
      // next is not this read's rejection.
      pool.query<{ sess: session.SessionData | string }>({ ...SESSION_READ, values }).then(
        ({ rows: [row] }) => process.nextTick(() => this.found(sid, row?.sess, callback)),
        (error: unknown) => process.nextTick(guard(callback), error),
      );
    }
    private found(sid: string, sess: session.SessionData | string | undefined, callback: Callback) {
      if (sess === undefined) return callback(null, null);
      let data: session.SessionData;
      try {
        data = typeof sess === 'string' ? (JSON.parse(sess) as session.SessionData) : sess;
      } catch {
        // As connect-pg-simple does: a row that is not a session is deleted, and none is found.
        return this.destroy(sid, callback);
      }
      callback(null, data);
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
  return new (guardedSessionStore(expressSession, pool))({
    pool,
    tableName: 'session',
    createTableIfMissing: false,
    // The session's end is kept in its data (signedInAt, lastSeenAt: server/auth/session.ts),
    // and its row's expiry moves on whenever that data is saved (lastSeenAt, every few minutes
    // of use): a touch would add one durable write per admin call and decide nothing.
    disableTouch: true,
    errorLog: (...args: unknown[]) =>
      log.error({ err: args.find((arg) => arg instanceof Error) }, 'Session store failed'),
  });
}
