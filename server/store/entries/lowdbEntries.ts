import type { ListQuery, WaitlistEntry, WaitlistStats } from '../../../src/shared/index.js';
import type { AreaEngine } from '../lowdb/engineTypes.js';
import type { EntryPage, JoinResult, NewEntry } from '../types.js';
import type { EntriesChange, JoinState } from './lowdbEntryChanges.js';
import { planDelete, planJoin } from './lowdbJoinPlans.js';

/** The waitlist's entries on lowdb: the join, the delete and the list's reads. */
export class LowdbEntries {
  constructor(private readonly engine: AreaEngine<JoinState, EntriesChange>) {}

  join(entry: NewEntry): Promise<JoinResult> {
    return this.engine.mutate((state) => {
      const planned = planJoin(state, entry, this.engine.now());
      return {
        change: planned.change,
        result: { entry: planned.entry, alreadyOnList: planned.alreadyOnList },
      };
    });
  }

  /**
   * Answers once the entry is in no file of the data folder (the engine folds after the delete);
   * an earlier delete whose fold failed is finished by the next call, even one for no entry.
   */
  async deleteEntry(id: number): Promise<boolean> {
    const deleted = await this.engine.mutate((state) => {
      const change = planDelete(state, id, this.engine.now());
      return { change, result: change !== null };
    });
    await this.engine.eraseFromDisk();
    return deleted;
  }

  async count(): Promise<number> {
    return this.engine.state.count;
  }

  async listEntries(query: ListQuery): Promise<EntryPage> {
    return this.engine.state.list(query);
  }

  async *exportEntries(): AsyncIterable<WaitlistEntry> {
    yield* this.engine.state.entriesByPosition();
  }

  async stats(): Promise<WaitlistStats> {
    return this.engine.state.stats(this.engine.now());
  }
}
