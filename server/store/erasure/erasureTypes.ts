/** One externalId that named an entry, with the key it belongs to (externalIds are per key). */
export interface EntryExternalId {
  apiKeyId: number | null;
  externalId: string;
}

/**
 * The erasure area (issue 38, item 5): tombstones of erased entries, each a keyed hash (never an
 * address nor an externalId as sent; server/loop/erasureTombstones.ts makes them), so that a
 * booth re-sending an erased sign-up is answered "erased" instead of bringing the person back.
 */
export interface ErasureStore {
  /** Every externalId, of every key, that names the entry. */
  externalIdsOf(entryId: number): Promise<EntryExternalId[]>;
  /** Keeps the tombstones; one kept already stays as it is. */
  addTombstones(hashes: readonly string[]): Promise<void>;
  /** Which of `hashes` are tombstones. */
  tombstonesAmong(hashes: readonly string[]): Promise<Set<string>>;
}
