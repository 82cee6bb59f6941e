import type { OutboxKind, OutboxQuery, WaitlistEntry } from '../../../src/shared/index.js';
import { outboxKindSchema } from '../../../src/shared/index.js';
import type {
  AttemptResult,
  EntryChange,
  EntrySelection,
  EntryUpdate,
  LoopStore,
  OutboxMessage,
  PlaceInLine,
} from './loopTypes.js';
import { planAttempt, planEntryUpdates, planRetry, type LoopEngine } from './lowdbLoopPlans.js';

/** The waitlist loop on lowdb (issue 13): entries' loop fields and the outbox. */
export class LowdbLoop implements LoopStore {
  /** Outbox messages this process's sender is delivering, until when. */
  private readonly leases = new Map<number, number>();

  constructor(private readonly engine: LoopEngine) {}

  async findEntry(id: number): Promise<WaitlistEntry | undefined> {
    return this.engine.state.findEntry(id);
  }

  updateEntries(selection: EntrySelection, change: EntryChange): Promise<EntryUpdate[]> {
    return this.engine.mutate((state) =>
      planEntryUpdates(state, selection, change, this.engine.now()),
    );
  }

  async placeInLine(entry: WaitlistEntry, includeWaiting: boolean): Promise<PlaceInLine> {
    return this.engine.state.placeInLine(entry, includeWaiting);
  }

  async outboxBacklog() {
    return this.engine.state.outbox.backlog();
  }

  async listOutbox(query: OutboxQuery): Promise<{ messages: OutboxMessage[]; total: number }> {
    return this.engine.state.outbox.list(query);
  }

  /** One process owns a data folder: a lease in memory keeps its own sender from sending twice. */
  async claimOutbox(
    now: Date,
    limit: number,
    leaseUntil: Date,
    kinds: readonly OutboxKind[] = outboxKindSchema.options,
  ): Promise<OutboxMessage[]> {
    const claimed: OutboxMessage[] = [];
    for (const kind of kinds) {
      let taken = 0;
      for (const message of this.engine.state.outbox.due(now, kind)) {
        if (taken >= limit) break;
        if ((this.leases.get(message.id) ?? 0) > now.getTime()) continue;
        claimed.push(message);
        taken += 1;
      }
    }
    const soonest = claimed
      .sort((a, b) => (a.nextAttemptAt ?? '').localeCompare(b.nextAttemptAt ?? '') || a.id - b.id)
      .slice(0, limit);
    for (const message of soonest) this.leases.set(message.id, leaseUntil.getTime());
    return soonest;
  }

  async recordAttempt(id: number, result: AttemptResult): Promise<void> {
    await this.engine.mutate((state) => planAttempt(state, id, result));
    this.leases.delete(id);
  }

  retryOutbox(id: number, now: Date): Promise<boolean> {
    return this.engine.mutate((state) => planRetry(state, id, now));
  }
}
