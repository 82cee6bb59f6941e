import type { ListQuery } from '../../../src/shared/index.js';
import type { EntryPage } from '../types.js';
import type { Query } from '../postgres/readQuery.js';
import { ENTRY_COLUMNS, searchCondition, toEntry, type EntryRow } from './postgresEntryRows.js';

/**
 * A search of several words (a full name, "ada analytical"; issue 20): every word must be found,
 * in any order. Such searches are narrow, so the matches are counted up to `exactLimit` and past
 * it flagged as an estimate; the longest word goes through the trigram index.
 */
export async function severalWordsPage(
  query: Query,
  { search, offset, limit }: ListQuery,
  total: Promise<number>,
  exactLimit: number,
): Promise<EntryPage> {
  const condition = searchCondition(search, 1);
  const [page, counted, entries] = await Promise.all([
    // Unnamed statements: planned for these words, never a generic plan (postgresAdminReads.ts).
    query<EntryRow>(
      `SELECT ${ENTRY_COLUMNS} FROM waitlist_entries WHERE ${condition.sql}
       ORDER BY position DESC OFFSET $3 LIMIT $4`,
      [...condition.values, offset, limit],
    ),
    query<{ matching: number }>(
      `SELECT count(*)::integer AS matching
       FROM (SELECT 1 FROM waitlist_entries WHERE ${condition.sql} LIMIT $3) AS found`,
      [...condition.values, exactLimit + 1],
    ),
    total,
  ]);
  const matching = counted[0]!.matching;
  return {
    entries: page.map(toEntry),
    total: entries,
    matching,
    ...(matching > exactLimit ? { estimated: true } : {}),
  };
}
