import type { ListQuery, ListSort } from '../../../src/shared/index.js';
import type { EntryPage } from '../types.js';
import type { Query } from '../postgres/readQuery.js';
import { ENTRY_COLUMNS, searchCondition, toEntry, type EntryRow } from './postgresEntryRows.js';

/**
 * The ORDER BY of each sortable column (issue 20, finding 7), ties by position: byte order ("C"),
 * as the lowdb store compares, over migration 16's indexes (status: migration 8's).
 */
export const ORDER_BY: Record<ListSort, (dir: 'ASC' | 'DESC') => string> = {
  joined: (dir) => `position ${dir}`,
  email: (dir) => `lower(email) COLLATE "C" ${dir}, position ${dir}`,
  name: (dir) =>
    `lower(last_name) COLLATE "C" ${dir}, lower(first_name) COLLATE "C" ${dir}, position ${dir}`,
  status: (dir) => `status ${dir}, position ${dir}`,
};

/** Whether a list query asks for another order than the default (joined, newest first). */
export function isSorted({ sort = 'joined', dir = 'desc' }: ListQuery): boolean {
  return sort !== 'joined' || dir !== 'desc';
}

/**
 * A page in the order asked for: the index of the column walked from the page's start, the
 * filters (status, search words) applied on the way. The counts are those of the default order's
 * answer (`counted`), which does not depend on the order.
 */
export async function sortedPage(
  query: Query,
  listQuery: ListQuery,
  counted: Promise<EntryPage>,
): Promise<EntryPage> {
  const { search, offset, limit, status, sort = 'joined', dir = 'desc' } = listQuery;
  const values: unknown[] = [];
  const filters: string[] = [];
  if (status) {
    values.push(status);
    filters.push(`status = $${values.length}`);
  }
  if (search.trim()) {
    const condition = searchCondition(search, values.length + 1);
    values.push(...condition.values);
    filters.push(condition.sql);
  }
  const where = filters.length > 0 ? `WHERE ${filters.join(' AND ')}` : '';
  const [rows, counts] = await Promise.all([
    query<EntryRow>(
      `SELECT ${ENTRY_COLUMNS} FROM waitlist_entries ${where}
       ORDER BY ${ORDER_BY[sort](dir === 'asc' ? 'ASC' : 'DESC')}
       OFFSET $${values.length + 1} LIMIT $${values.length + 2}`,
      [...values, offset, limit],
    ),
    counted,
  ]);
  // The counts only: the first page's attributions are not this page's.
  const { total, matching, estimated } = counts;
  return { total, matching, ...(estimated ? { estimated } : {}), entries: rows.map(toEntry) };
}
