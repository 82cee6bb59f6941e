import type pg from 'pg';
import type { ApiEntry } from '../../../src/shared/index.js';
import { ENTRY_COLUMNS, toEntry, type EntryRow } from '../entries/postgresEntryRows.js';
import type { Query } from '../postgres/readQuery.js';
import type { EntrySyncStore, ImportedEntry, ImportOutcome } from './syncTypes.js';
import { importBatch } from './postgresImport.js';
import { apiEntry } from './apiEntry.js';

type ApiEntryRow = EntryRow & {
  external_id: string | null;
  event: string | null;
  updated_at: Date;
};

const API_ENTRY_SELECT = `
  SELECT ${ENTRY_COLUMNS.split(', ')
    .map((column) => `e.${column}`)
    .join(', ')}, e.updated_at, x.external_id, x.event
  FROM waitlist_entries e
  LEFT JOIN LATERAL (
    SELECT external_id, event, received_at FROM entry_external_ids
    WHERE entry_id = e.id ORDER BY seq LIMIT 1
  ) x ON true`;

/** The key's ($1) externalIds ($2) that name an entry one of its batches created (migration 32). */
const CREATED_BY_KEY = `
  SELECT x.external_id, x.entry_id FROM entry_external_ids x
  WHERE x.api_key_id = $1 AND x.external_id = ANY($2::text[]) AND EXISTS (
    SELECT 1 FROM entry_external_ids c
    WHERE c.entry_id = x.entry_id AND c.api_key_id = $1 AND c.created)`;

function toApiEntry(row: ApiEntryRow): ApiEntry {
  const ref =
    row.external_id === null ? null : { externalId: row.external_id, event: row.event ?? '' };
  return apiEntry(toEntry(row), ref, row.updated_at.toISOString());
}

/** Synced entries in PostgreSQL (issue 15): the v1 import and the v1 API's reads. */
export class PostgresEntrySync implements EntrySyncStore {
  constructor(
    private readonly query: Query,
    /** The store's one transaction (postgres/transaction.ts): the batch commits whole or not at all. */
    private readonly transaction: <T>(work: (client: pg.PoolClient) => Promise<T>) => Promise<T>,
    private readonly now: () => Date,
  ) {}

  importEntries(entries: ImportedEntry[], apiKeyId: number): Promise<ImportOutcome[]> {
    const receivedAt = this.now();
    return this.transaction((client) => importBatch(client, entries, apiKeyId, receivedAt));
  }

  async entriesCreatedByKey(apiKeyId: number, externalIds: readonly string[]) {
    if (externalIds.length === 0) return new Map<string, number>();
    const rows = await this.query<{ external_id: string; entry_id: string | number }>(
      CREATED_BY_KEY,
      [apiKeyId, externalIds],
    );
    return new Map(rows.map((row) => [row.external_id, Number(row.entry_id)]));
  }

  async getApiEntry(id: number): Promise<ApiEntry | undefined> {
    const [row] = await this.query<ApiEntryRow>(`${API_ENTRY_SELECT} WHERE e.id = $1`, [id]);
    return row ? toApiEntry(row) : undefined;
  }

  async listApiEntries({
    afterId,
    limit,
    updatedSince,
  }: Parameters<EntrySyncStore['listApiEntries']>[0]): ReturnType<
    EntrySyncStore['listApiEntries']
  > {
    // Migration 17's updated_at, kept by a row trigger, and its index.
    const since = updatedSince ? 'AND e.updated_at >= $3' : '';
    const rows = await this.query<ApiEntryRow>(
      `${API_ENTRY_SELECT} WHERE e.id > $1 ${since} ORDER BY e.id LIMIT $2`,
      [afterId, limit + 1, ...(updatedSince ? [updatedSince] : [])],
    );
    const entries = rows.slice(0, limit).map(toApiEntry);
    return {
      entries,
      lastId: rows.length > limit ? entries[entries.length - 1]!.id : null,
    };
  }
}
