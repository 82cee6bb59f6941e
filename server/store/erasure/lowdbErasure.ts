import type { ExternalRef } from '../sync/lowdbSyncState.js';
import type { ErasureChange, ErasureState } from './lowdbErasureState.js';
import type { EntryExternalId, ErasureStore } from './erasureTypes.js';

/** The lowdb store's group-committed write, seen from this area. */
export type ErasureMutate = <T>(
  plan: (erasure: ErasureState) => { change: ErasureChange | null; result: T },
) => Promise<T>;

/** The erasure area on lowdb: plans over ErasureState, written through the store's journal. */
export class LowdbErasure implements ErasureStore {
  constructor(
    private readonly mutate: ErasureMutate,
    private readonly read: () => { erasure: ErasureState; refs: () => readonly ExternalRef[] },
  ) {}

  async externalIdsOf(entryId: number): Promise<EntryExternalId[]> {
    // A scan: an erasure is rare, and the refs are kept by key, not by entry.
    return this.read()
      .refs()
      .filter((ref) => ref.entryId === entryId)
      .map((ref) => ({ apiKeyId: ref.apiKeyId ?? null, externalId: ref.externalId }));
  }

  async addTombstones(hashes: readonly string[]): Promise<void> {
    await this.mutate((erasure) => {
      const added = hashes.filter((hash) => !erasure.has(hash));
      return {
        change: added.length > 0 ? { type: 'erasureTombstones', hashes: added } : null,
        result: undefined,
      };
    });
  }

  async tombstonesAmong(hashes: readonly string[]): Promise<Set<string>> {
    const { erasure } = this.read();
    return new Set(hashes.filter((hash) => erasure.has(hash)));
  }
}
