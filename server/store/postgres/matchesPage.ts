import type { ListQuery, WaitlistEntry } from '../../../src/shared/index.js';
import { ENTRY_COLUMNS, toEntry, type EntryRow } from './entryRows.js';
import type { Query } from './readQuery.js';

/** A page of a search's matches and how many there are (at most the statement's cap). */
export interface MatchesPage {
  entries: WaitlistEntry[];
  matching: number;
}

/**
 * The page of the matches a statement finds (`matchesSql` selects their positions, at most `cap`
 * of them, with `values` as its parameters), newest first, and how many it found, in one round
 * trip: the positions and then their rows took two, and on a loaded machine each round trip to
 * PostgreSQL costs as much as the search itself (issue 30, item 3). When the statement finds
 * `cap` matches, more may exist: the page is left empty and the caller searches on. A statement
 * may decline to search by answering one NULL instead of positions: the answer is then null.
 */
export async function matchesPage(
  query: Query,
  matchesSql: string,
  values: unknown[],
  { offset, limit }: Pick<ListQuery, 'offset' | 'limit'>,
  cap: number,
): Promise<MatchesPage | null> {
  const next = values.length + 1;
  // Unnamed: planned with these values, which the indexes' ranges come from.
  const rows = await query<
    { matching: number; declined: boolean } & {
      [column in keyof EntryRow]: EntryRow[column] | null;
    }
  >(
    `WITH found AS MATERIALIZED (${matchesSql}),
          counted AS (SELECT count(position)::integer AS matching,
                             count(*) > count(position) AS declined FROM found)
     SELECT counted.matching, counted.declined, page.* FROM counted
     LEFT JOIN LATERAL (
       SELECT ${ENTRY_COLUMNS} FROM waitlist_entries
       WHERE counted.matching < $${next} AND position = ANY (ARRAY(
         SELECT position FROM found ORDER BY position DESC OFFSET $${next + 1} LIMIT $${next + 2}))
     ) AS page ON true
     ORDER BY page.position DESC`,
    [...values, cap, offset, limit],
  );
  if (rows[0]?.declined) return null;
  // No entry on the page: one row holding the count, its columns null.
  const entries = rows.filter((row) => row.id !== null).map((row) => toEntry(row as EntryRow));
  return { entries, matching: rows[0]?.matching ?? 0 };
}
