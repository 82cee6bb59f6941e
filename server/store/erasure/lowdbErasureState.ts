/** The erasure area's journal record (lowdb): tombstones kept. */
export type ErasureChange = { type: 'erasureTombstones'; hashes: string[] };

/** What db.json keeps of the area; absent in data files written before issue 38. */
export type ErasureSnapshot = string[];

export function isErasureChange(change: { type: string }): change is ErasureChange {
  return change.type === 'erasureTombstones';
}

/** The tombstones of erased entries in memory. */
export class ErasureState {
  private readonly tombstones = new Set<string>();

  load(snapshot: ErasureSnapshot | undefined): void {
    for (const hash of snapshot ?? []) this.tombstones.add(hash);
  }

  toSnapshot(): ErasureSnapshot {
    return [...this.tombstones];
  }

  has(hash: string): boolean {
    return this.tombstones.has(hash);
  }

  apply(change: ErasureChange): () => void {
    const added = change.hashes.filter((hash) => !this.tombstones.has(hash));
    for (const hash of added) this.tombstones.add(hash);
    return () => {
      for (const hash of added) this.tombstones.delete(hash);
    };
  }
}
