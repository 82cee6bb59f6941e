import type { OutboxQuery } from '../../../src/shared/index.js';
import type { OutboxDraft, OutboxMessage } from '../loopTypes.js';

type Undo = () => void;

/**
 * The lowdb store's outbox in memory: every message by id, the pending ones apart (what the sender
 * looks through), and each entry's messages (what "delete my data" erases).
 */
export class OutboxState {
  private messages = new Map<number, OutboxMessage>();
  private pending = new Set<number>();
  private byEntry = new Map<number, Set<number>>();
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
    return {
      ...draft,
      id: this.nextId + offset,
      status: 'pending',
      attempts: 0,
      history: [],
      lastError: null,
      nextAttemptAt: at,
      createdAt: at,
      sentAt: null,
    };
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
    if (message.status === 'pending') this.pending.add(message.id);
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
    this.pending.delete(id);
    if (message.entryId !== null) this.byEntry.get(message.entryId)?.delete(id);
  }

  /** Pending messages due at `now`, soonest first. */
  due(now: Date): OutboxMessage[] {
    const at = now.toISOString();
    return [...this.pending]
      .map((id) => this.messages.get(id)!)
      .filter((message) => (message.nextAttemptAt ?? '') <= at)
      .sort((a, b) => (a.nextAttemptAt ?? '').localeCompare(b.nextAttemptAt ?? '') || a.id - b.id);
  }

  nextDue(): string | null {
    let soonest: string | null = null;
    for (const id of this.pending) {
      const at = this.messages.get(id)!.nextAttemptAt;
      if (at && (soonest === null || at < soonest)) soonest = at;
    }
    return soonest;
  }

  /** Newest first, optionally one status only. */
  list({ status, offset, limit }: OutboxQuery): { messages: OutboxMessage[]; total: number } {
    const matching = [...this.messages.values()]
      .filter((message) => !status || message.status === status)
      .reverse();
    return { messages: matching.slice(offset, offset + limit), total: matching.length };
  }
}
