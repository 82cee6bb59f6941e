import type session from 'express-session';
import type { Store as SessionStoreBase } from 'express-session';
import type { Store as RateLimitStore } from 'express-rate-limit';
import type { Store } from './types.js';

/**
 * What a store may offer beyond the core interface, for the HTTP layer. A store without them
 * keeps sessions through its session methods and rate limits in each process's memory.
 */
export interface SharedRateLimits {
  /** Rate-limit counters shared by every app process (PostgreSQL). */
  createRateLimitStore(prefix: string): RateLimitStore;
}

export interface OwnSessionStore {
  /**
   * A session store of its own (PostgreSQL: connect-pg-simple), on express-session as the HTTP
   * layer passes it in: the store names express-session only as types.
   */
  createSessionStore(expressSession: typeof session): SessionStoreBase;
}

/** The store's shared counters for `prefix`, or undefined: in-memory counters. */
export function rateLimitStoreOf(store: Store, prefix: string): RateLimitStore | undefined {
  const capable = store as Store & Partial<SharedRateLimits>;
  return capable.createRateLimitStore?.(prefix);
}

/** The store's own session store, or undefined: sessions go through the store's session methods. */
export function sessionStoreOf(
  store: Store,
  expressSession: typeof session,
): SessionStoreBase | undefined {
  const capable = store as Store & Partial<OwnSessionStore>;
  return capable.createSessionStore?.(expressSession);
}
