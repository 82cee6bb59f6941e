import type { OutboxKind, OutboxQuery } from '../../../src/shared/index.js';
import type { OutboxDraft, OutboxMessage } from './loopTypes.js';
import { LineOrder, type LineKey } from '../entries/lowdbLineOrder.js';

type Undo = () => void;

/** The outbox's journal record: a message queued, tried or due again. */
export type OutboxChange = { type: 'outbox'; message: OutboxMessage };

/** A pending message's place in its kind's queue: when it is due, ties by id. */
function dueKey(message: OutboxMessage): LineKey {
  return { score: Date.parse(message.nextAttemptAt ?? '') || 0, position: message.id };
}

/**
 * The lowdb store's outbox in memory: every message by id, the pending ones in one queue per kind
 * ordered by when they are due (what the sender reads: the soonest due in O(log n), however many
 * wait, e.g. e-mails kept while SMTP is not set up), and each entry's messages (what "delete my
 * data" erases).
 */
export class OutboxState {
  private messages = new Map<number, OutboxMessage>();
  private pending = new Map<OutboxKind, LineOrder>();
  private byEntry = new Map<number, Set<number>>();
  /** No pending message has a smaller id: where backlog() starts looking for the oldest. */
  private oldestPending = Number.MAX_SAFE_INTEGER;
  nextId = 1;

  load(messages: readonly OutboxMessage[], nextId: number): void {
    for (const message of messages) this.put(message);
    this.nextId = Math.max(nextId, this.nextId);
  }

  all(): OutboxMessage[] {
    return [...this.messages.values()];
  }

  /** A draft as a stored message with the next id (applying the change that holds it takes the id). */
  plan(draft: OutboxDraft, now: Date, offset: number): OutboxMessage {
    const at = now.toISOString();
    // Object.assign, not `{ ...draft, id, ... }`: on Node 20 each field written after a spread
    // takes a slow path (about a microsecond each), and every join plans a message.
    const message: OutboxMessage = Object.assign({}, draft, {
      id: this.nextId + offset,
      status: 'pending' as const,
      attempts: 0,
      history: [],
      lastError: null,
      nextAttemptAt: at,
      createdAt: at,
      sentAt: null,
    });
    return message;
  }

  get(id: number): OutboxMessage | undefined {
    return this.messages.get(id);
  }

  /** Adds or replaces a message. */
  apply(message: OutboxMessage): Undo {
    const previous = this.messages.get(message.id);
    const previousNextId = this.nextId;
    this.put(message);
    this.nextId = Math.max(this.nextId, message.id + 1);
    return () => {
      this.drop(message.id);
      if (previous) this.put(previous);
      this.nextId = previousNextId;
    };
  }

  /** An endpoint's latest webhook deliveries, newest first (the dashboard's delivery log). */
  webhookDeliveries(endpointId: number, limit: number): OutboxMessage[] {
    const found: OutboxMessage[] = [];
    const ids = [...this.messages.keys()].sort((a, b) => b - a);
    for (const id of ids) {
      if (found.length >= limit) break;
      const message = this.messages.get(id)!;
      if (message.kind === 'webhook' && message.payload.endpointId === endpointId) {
        found.push(message);
      }
    }
    return found;
  }

  /** An entry's messages (e-mails and webhook deliveries), oldest first: a person's timeline. */
  forEntry(entryId: number): OutboxMessage[] {
    return [...(this.byEntry.get(entryId) ?? [])]
      .sort((a, b) => a - b)
      .map((id) => this.messages.get(id)!);
  }

  /** Erases an entry's messages (its data is deleted). */
  removeForEntry(entryId: number): Undo {
    const removed = [...(this.byEntry.get(entryId) ?? [])].map((id) => this.messages.get(id)!);
    for (const message of removed) this.drop(message.id);
    return () => {
      for (const message of removed) this.put(message);
    };
  }

  private put(message: OutboxMessage): void {
    this.drop(message.id);
    this.messages.set(message.id, message);
    if (message.status === 'pending') {
      this.queueOf(message.kind).insert(dueKey(message));
      this.oldestPending = Math.min(this.oldestPending, message.id);
    }
    if (message.entryId !== null) {
      let ids = this.byEntry.get(message.entryId);
      if (!ids) this.byEntry.set(message.entryId, (ids = new Set()));
      ids.add(message.id);
    }
  }

  private drop(id: number): void {
    const message = this.messages.get(id);
    if (!message) return;
    this.messages.delete(id);
    if (message.status === 'pending') this.queueOf(message.kind).remove(dueKey(message));
    if (message.entryId !== null) this.byEntry.get(message.entryId)?.delete(id);
  }

  private queueOf(kind: OutboxKind): LineOrder {
    let queue = this.pending.get(kind);
    if (!queue) this.pending.set(kind, (queue = new LineOrder()));
    return queue;
  }

  /** Pending messages of one kind due at `now`, soonest first, read lazily from the front. */
  *due(now: Date, kind: OutboxKind): Generator<OutboxMessage> {
    const queue = this.pending.get(kind);
    if (!queue) return;
    const at = now.getTime();
    for (let index = 0; index < queue.size; index += 1) {
      const key = queue.at(index)!;
      if (key.score > at) return;
      yield this.messages.get(key.position)!;
    }
  }

  /**
   * The pending messages' count and the oldest one's time (ids grow with time: the smallest
   * pending id), each scrape moving on from where the last one found it: amortised O(1), however
   * many e-mails wait for SMTP.
   */
  backlog(): { pending: number; oldestCreatedAt: string | null } {
    let pending = 0;
    for (const queue of this.pending.values()) pending += queue.size;
    if (pending === 0) return { pending, oldestCreatedAt: null };
    while (
      this.oldestPending < this.nextId &&
      this.messages.get(this.oldestPending)?.status !== 'pending'
    ) {
      this.oldestPending += 1;
    }
    return { pending, oldestCreatedAt: this.messages.get(this.oldestPending)?.createdAt ?? null };
  }

  /** Newest first, optionally one status or one kind only. */
  list({ status, kind, offset, limit }: OutboxQuery): {
    messages: OutboxMessage[];
    total: number;
  } {
    const matching = [...this.messages.values()]
      .filter(
        (message) => (!status || message.status === status) && (!kind || message.kind === kind),
      )
      .reverse();
    return { messages: matching.slice(offset, offset + limit), total: matching.length };
  }
}
