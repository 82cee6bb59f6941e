/** The growth area's journal records (lowdb). */
export type GrowthChange = { type: 'leaderboardHidden'; entryId: number; hidden: boolean };

/** What db.json keeps of the area; absent in data files written before issue 29. */
export interface GrowthSnapshot {
  leaderboardHidden: number[];
}

export function isGrowthChange(change: { type: string }): change is GrowthChange {
  return change.type === 'leaderboardHidden';
}

type Undo = () => void;

/** Who left the public leaderboard (the entries' attribution is kept on the entries themselves). */
export class GrowthState {
  private readonly hidden = new Set<number>();

  load(snapshot: GrowthSnapshot | undefined): void {
    for (const id of snapshot?.leaderboardHidden ?? []) this.hidden.add(id);
  }

  toSnapshot(): GrowthSnapshot {
    return { leaderboardHidden: [...this.hidden] };
  }

  apply(change: GrowthChange): Undo {
    return this.setHidden(change.entryId, change.hidden);
  }

  /** An erased entry takes its choice with it. */
  dropEntry(entryId: number): Undo {
    return this.setHidden(entryId, false);
  }

  isHidden(entryId: number): boolean {
    return this.hidden.has(entryId);
  }

  private setHidden(entryId: number, hidden: boolean): Undo {
    const was = this.hidden.has(entryId);
    if (hidden) this.hidden.add(entryId);
    else this.hidden.delete(entryId);
    return () => {
      if (was) this.hidden.add(entryId);
      else this.hidden.delete(entryId);
    };
  }
}
