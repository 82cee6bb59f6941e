import type pg from 'pg';

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
