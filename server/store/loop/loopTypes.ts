import type {
  OutboxKind,
  OutboxQuery,
  OutboxStatus,
  WaitlistEntry,
} from '../../../src/shared/index.js';
import type { EntryChange, OutboxDraft } from '../../loop/messages.js';

// The loop's rules own the drafts and changes they make (server/loop/messages.ts); the store
// keeps them and gives them ids.
export type { EntryChange, OutboxDraft };

/**
 * The waitlist loop's part of the store (issue 13): entry lifecycle changes and the durable outbox.
 * A message is always enqueued in the same durable write as the change that causes it.
 */

/** One delivery attempt, kept with the message. */
export interface OutboxAttempt {
  at: string;
  /** null: accepted by the receiving server. */
  error: string | null;
  /** The receiving side's answer when it gave one: a webhook endpoint's HTTP status (issue 15). */
  code?: number | null;
}

export interface OutboxMessage extends OutboxDraft {
  id: number;
  status: OutboxStatus;
  attempts: number;
  /** The latest attempts, oldest first (at most OUTBOX_HISTORY_MAX). */
  history: OutboxAttempt[];
  lastError: string | null;
  /** When the sender may try it next (pending only). */
  nextAttemptAt: string | null;
  createdAt: string;
  sentAt: string | null;
}

export const OUTBOX_HISTORY_MAX = 20;

/** The outcome of one attempt, as the sender records it. */
export type AttemptResult = (
  { sent: true; at: Date } | { sent: false; at: Date; error: string; nextAttemptAt: Date | null }
) & { code?: number | null };

/** Which entries an update applies to: these ids, or the next ones in line. */
export type EntrySelection =
  { ids: readonly number[] } | { nextInLine: number; includeWaiting: boolean };

export interface EntryUpdate {
  before: WaitlistEntry;
  after: WaitlistEntry;
  queued: number;
}

export interface PlaceInLine {
  /** null: the entry has no place (invited, activated, unsubscribed, or not yet confirmed). */
  place: number | null;
  total: number;
}

/** The messages waiting to go out (issue 41: what /metrics shows and an alert watches). */
export interface OutboxBacklog {
  pending: number;
  /** When the oldest pending message was queued; null when none waits. */
  oldestCreatedAt: string | null;
}

export interface LoopStore {
  findEntry(id: number): Promise<WaitlistEntry | undefined>;
  /** Applies `change` to each selected entry with the messages it enqueues, all in one durable write. */
  updateEntries(selection: EntrySelection, change: EntryChange): Promise<EntryUpdate[]>;
  /**
   * Where the entry stands among those in line: confirmed (and, with `includeWaiting`, waiting),
   * still subscribed, ordered by position (issue 14 adds referrals: server/loop/placeInLine.ts).
   */
  placeInLine(entry: WaitlistEntry, includeWaiting: boolean): Promise<PlaceInLine>;

  listOutbox(query: OutboxQuery): Promise<{ messages: OutboxMessage[]; total: number }>;
  /**
   * Up to `limit` pending messages due at `now`, leased until `leaseUntil`: no other sender
   * (PostgreSQL: no other process) claims them meanwhile. With `kinds`, only messages of those
   * kinds: a sender never leases what it cannot deliver (e-mail without SMTP_URL).
   */
  claimOutbox(
    now: Date,
    limit: number,
    leaseUntil: Date,
    /** The kinds the sender delivers; every kind when left out. */
    kinds?: readonly OutboxKind[],
  ): Promise<OutboxMessage[]>;
  /** Records an attempt: sent, retried at nextAttemptAt, or parked (nextAttemptAt null). */
  recordAttempt(id: number, result: AttemptResult): Promise<void>;
  /** A parked (or pending) message is due again now; answers false when there is none. */
  retryOutbox(id: number, now: Date): Promise<boolean>;
  /** How many messages are pending and since when the oldest waits. */
  outboxBacklog(): Promise<OutboxBacklog>;
}
