import type pg from 'pg';
import type { WaitlistEntry } from '../../../src/shared/index.js';
import { StoreUnavailableError, type NewEntry } from '../types.js';
import { ENTRY_COLUMNS, toEntry, type EntryRow } from './postgresEntryRows.js';

/**
 * One join inside the caller's transaction through migration 3's waitlist_join(): the entry
 * already stored for the address, or a new one with the loop columns' defaults.
 */
export async function joinEntry(
  client: pg.ClientBase,
  entry: NewEntry & { createdAt: string },
): Promise<{ entry: WaitlistEntry; inserted: boolean }> {
  const { rows } = await client.query<{ id: number; inserted: boolean }>(
    'SELECT id, inserted FROM waitlist_join($1, $2, $3, $4, $5, $6, $7)',
    [
      entry.firstName,
      entry.lastName,
      entry.email,
      entry.company,
      entry.hasConsented,
      entry.createdAt,
      entry.source,
    ],
  );
  const joined = rows[0];
  // Nothing came back: a concurrent join of the same address stored it first.
  const found = await client.query<EntryRow>(
    joined
      ? `SELECT ${ENTRY_COLUMNS} FROM waitlist_entries WHERE id = $1`
      : `SELECT ${ENTRY_COLUMNS} FROM waitlist_entries WHERE mailbox = synapse_mailbox($1)
         ORDER BY position LIMIT 1`,
    [joined ? joined.id : entry.email],
  );
  const row = found.rows[0];
  if (!row) throw new StoreUnavailableError(new Error(`join of ${entry.email} found no entry`));
  return { entry: toEntry(row), inserted: joined?.inserted ?? false };
}
