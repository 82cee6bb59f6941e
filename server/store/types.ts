import type { Store as SessionStoreBase } from 'express-session';
import type { Store as RateLimitStore } from 'express-rate-limit';
import type {
  EntrySource,
  ListQuery,
  WaitlistEntry,
  WaitlistStats,
} from '../../src/shared/index.js';

/** What a join asks the store to keep; the store assigns id, position and createdAt. */
export interface NewEntry {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  hasConsented: boolean;
  source: EntrySource;
}

export interface JoinResult {
  entry: WaitlistEntry;
  alreadyOnList: boolean;
}

export interface EntryPage {
  entries: WaitlistEntry[];
  total: number;
  matching: number;
}

export interface StoredUser {
  id: number;
  username: string;
  passwordHash: string;
  createdAt: string;
}

/** A session as express-session hands it over: plain JSON with an absolute expiry. */
export interface StoredSession {
  data: Record<string, unknown>;
  expiresAt: number;
}

/**
 * The one small interface every store implements: lowdb on a JSON file (embedded default)
 * or PostgreSQL (deployments that outgrow one process). Every write resolves only once it is durable.
 */
export interface Store {
  readonly kind: 'lowdb' | 'postgres';

  join(entry: NewEntry): Promise<JoinResult>;
  count(): Promise<number>;
  listEntries(query: ListQuery): Promise<EntryPage>;
  deleteEntry(id: number): Promise<boolean>;
  /** Every entry by position, streamed so that an export never holds a second copy of the list. */
  exportEntries(): AsyncIterable<WaitlistEntry>;
  stats(): Promise<WaitlistStats>;

  findUser(username: string): Promise<StoredUser | undefined>;
  /** Creates the user unless one with that name exists; answers whether it did. */
  createUser(username: string, passwordHash: string): Promise<boolean>;
  setPasswordHash(username: string, passwordHash: string): Promise<void>;

  getSession(sid: string): Promise<StoredSession | undefined>;
  setSession(sid: string, session: StoredSession): Promise<void>;
  destroySession(sid: string): Promise<void>;

  /** Rate-limit counters shared by every app process (PostgreSQL); unset: in-memory counters. */
  createRateLimitStore?(prefix: string): RateLimitStore;
  /** A session store of its own (PostgreSQL: connect-pg-simple); unset: the session methods above. */
  createSessionStore?(): SessionStoreBase;

  /** Flushes what is pending and releases files or connections. */
  close(): Promise<void>;
}

/** A write could not be made durable (disk full, read-only folder, database down). */
export class StoreUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('The waitlist is temporarily unavailable. Please try again in a moment.', { cause });
    this.name = 'StoreUnavailableError';
  }
}

/** The data file exists but cannot be read as data; it is never overwritten. */
export class CorruptDataFileError extends Error {
  constructor(
    readonly file: string,
    detail: string,
  ) {
    super(
      `The data file ${file} is not valid JSON (${detail}). It was left untouched; ` +
        'restore it from a backup or move it away, then start again.',
    );
    this.name = 'CorruptDataFileError';
  }
}
