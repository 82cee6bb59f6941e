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

export interface BackgroundWork {
  /**
   * Starts what the store leaves until the server serves (lowdb: the indexes by mailbox,
   * referral code and the people area's, and the search's text, a slice per turn of the event
   * loop; a read before they are done finishes them at once).
   */
  startBackgroundWork(): void;
}

export interface ReadinessCheck {
  /**
   * Null when the store answers and its schema is current; else why not, in words a load
   * balancer's log may show (no address, no credential). /readyz (server/operations/) asks it.
   */
  readiness(): Promise<string | null>;
}

/** The store's own check, or ready: a store without one answers whenever the process does. */
export function storeReadiness(store: Store): Promise<string | null> {
  const capable = store as Store & Partial<ReadinessCheck>;
  return capable.readiness?.() ?? Promise.resolve(null);
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

/**
 * Called once the server listens: work begun earlier would take a slice at every await of the
 * rest of the start (at a million entries, a quarter of a second before the first answer).
 */
export function startBackgroundWork(store: Store): void {
  (store as Store & Partial<BackgroundWork>).startBackgroundWork?.();
}

/** The time of every durable commit, told to the metrics when METRICS_TOKEN is set (issue 41). */
export { observeCommits, type CommitObserver } from './commitTiming.js';
