import type { ListQuery } from '../../../src/shared/index.js';
import type { EntryPage } from '../types.js';
import type { Query } from '../postgres/readQuery.js';
import {
  COUNT_SQL,
  ENTRY_COLUMNS,
  searchCondition,
  toEntry,
  type EntryRow,
} from './postgresEntryRows.js';

/**
 * The admin's list filtered by lifecycle status (issue 13), newest first by migration 8's
 * (status, position) index, with the search when there is one; the matches counted exactly
 * (migration 10's counter of the status when there is no search).
 */
export async function statusPage(
  query: Query,
  { search, offset, limit, status }: ListQuery,
): Promise<EntryPage> {
  const needle = search.trim();
  const values: unknown[] = [status];
  let searchFilter = '';
  if (needle) {
    const condition = searchCondition(needle, values.length + 1);
    searchFilter = `AND ${condition.sql}`;
    values.push(...condition.values);
  }
  const filter = `WHERE status = $1 ${searchFilter}`;
  const [page, [counted], [count]] = await Promise.all([
    query<EntryRow>(
      `SELECT ${ENTRY_COLUMNS} FROM waitlist_entries ${filter}
       ORDER BY position DESC OFFSET $${values.length + 1} LIMIT $${values.length + 2}`,
      [...values, offset, limit],
    ),
    // Without a search, migration 10's counter of the status; with one, the matches counted.
    needle
      ? query<{ matching: number }>(
          `SELECT count(*)::integer AS matching FROM waitlist_entries ${filter}`,
          values,
        )
      : query<{ matching: number }>({
          name: 'waitlist_status_count',
          text: `SELECT coalesce(sum(entries), 0)::integer AS matching FROM waitlist_counters
                 WHERE name = 'status:' || $1`,
          values: [status],
        }),
    query<{ count: number }>(COUNT_SQL),
  ]);
  return { entries: page.map(toEntry), total: count!.count, matching: counted!.matching };
}
