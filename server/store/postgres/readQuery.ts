import type pg from 'pg';
import { searchTextLike } from './entryRows.js';

/**
 * What the admin's reads run their statements through: the store's guarded query, given a text
 * or a named statement. Its own module, below adminReads.ts and the pages it delegates to
 * (searchWords.ts, statusPage.ts), so that none of them imports another back.
 */
export type Query = <R extends pg.QueryResultRow>(
  config: string | pg.QueryConfig,
  values?: unknown[],
) => Promise<R[]>;

/** migration 2's counter rows: the same answer as count(*), without the scan. */
export const COUNT_SQL = 'SELECT sum(entries)::integer AS count FROM waitlist_count_shards';

/** PostgreSQL's own estimate of a pattern's matches (EXPLAIN's row count): no row is read. */
export async function plannedMatches(query: Query, pattern: string): Promise<number> {
  const [row] = await query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM waitlist_entries WHERE ${searchTextLike('$1')}`,
    [pattern],
  );
  return row!['QUERY PLAN'][0].Plan['Plan Rows'];
}
