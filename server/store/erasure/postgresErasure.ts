import type { Query } from '../postgres/readQuery.js';
import type { EntryExternalId, ErasureStore } from './erasureTypes.js';

/** The erasure area on PostgreSQL: migration 33's erasure_tombstones, one row per hash. */
export class PostgresErasure implements ErasureStore {
  constructor(
    private readonly query: Query,
    private readonly now: () => Date,
  ) {}

  async externalIdsOf(entryId: number): Promise<EntryExternalId[]> {
    const rows = await this.query<{ api_key_id: number | null; external_id: string }>(
      'SELECT api_key_id, external_id FROM entry_external_ids WHERE entry_id = $1 ORDER BY seq',
      [entryId],
    );
    return rows.map((row) => ({ apiKeyId: row.api_key_id, externalId: row.external_id }));
  }

  async addTombstones(hashes: readonly string[]): Promise<void> {
    if (hashes.length === 0) return;
    await this.query(
      `INSERT INTO erasure_tombstones (hash, created_at) SELECT unnest($1::text[]), $2
       ON CONFLICT (hash) DO NOTHING`,
      [hashes, this.now()],
    );
  }

  async tombstonesAmong(hashes: readonly string[]): Promise<Set<string>> {
    if (hashes.length === 0) return new Set();
    const rows = await this.query<{ hash: string }>(
      'SELECT hash FROM erasure_tombstones WHERE hash = ANY ($1::text[])',
      [hashes],
    );
    return new Set(rows.map((row) => row.hash));
  }
}
