import type { EntryAttribution, WaitlistEntry } from '../../../src/shared/index.js';
import type { GrowthStore } from './growthStore.js';
import type { GrowthChange, GrowthState } from './lowdbGrowthState.js';

/** What the growth area reads of the waitlist in memory. */
export interface EntryLookup {
  findEntry(id: number): WaitlistEntry | undefined;
}

/** The lowdb store's group-committed write, seen from this area: plan a change, get the result. */
export type GrowthMutate = <T>(
  plan: (growth: GrowthState, entries: EntryLookup) => { change: GrowthChange | null; result: T },
) => Promise<T>;

/** Solved challenges remembered before expired ones are swept out of memory. */
const SWEEP_AT = 10_000;

/** The growth area on lowdb: one process, so used challenges are remembered in its memory. */
export class LowdbGrowth implements GrowthStore {
  private readonly usedProofs = new Map<string, number>();

  constructor(
    private readonly mutate: GrowthMutate,
    private readonly read: () => { growth: GrowthState; entries: EntryLookup },
    private readonly now: () => Date,
  ) {}

  async claimProof(id: string, expiresAt: Date): Promise<boolean> {
    const now = this.now().getTime();
    if (this.usedProofs.size >= SWEEP_AT) {
      for (const [used, until] of this.usedProofs) if (until < now) this.usedProofs.delete(used);
    }
    const until = this.usedProofs.get(id);
    if (until !== undefined && until >= now) return false;
    this.usedProofs.set(id, expiresAt.getTime());
    return true;
  }

  async attributionsOf(ids: readonly number[]): Promise<Map<number, EntryAttribution>> {
    const { entries } = this.read();
    const found = new Map<number, EntryAttribution>();
    for (const id of ids) {
      const attribution = entries.findEntry(id)?.attribution;
      if (attribution) found.set(id, attribution);
    }
    return found;
  }

  setLeaderboardHidden(entryId: number, hidden: boolean): Promise<void> {
    return this.mutate((growth, entries) => {
      const unchanged = !entries.findEntry(entryId) || growth.isHidden(entryId) === hidden;
      return {
        change: unchanged ? null : { type: 'leaderboardHidden', entryId, hidden },
        result: undefined,
      };
    });
  }

  async leaderboardHidden(ids: readonly number[]): Promise<Set<number>> {
    const { growth } = this.read();
    return new Set(ids.filter((id) => growth.isHidden(id)));
  }
}
