import type { EntryAttribution, ListQuery, WaitlistEntry } from '../../../src/shared/index.js';
import { toAttribution, type AttributionRow } from '../growth/postgresGrowth.js';
import { COUNT_SQL, ENTRY_COLUMNS, toEntry, type EntryRow } from './postgresEntryRows.js';
import type { Query } from '../postgres/readQuery.js';

/** A page of a search's matches, how many there are (at most the statement's cap), the list's size. */
export interface MatchesPage {
  entries: WaitlistEntry[];
  matching: number;
  total: number;
  /** The page's entries' attributions (an entry without one is not in it), read with the page. */
  attributions: Map<number, EntryAttribution>;
}

/** The statement declined to search (one NULL): the caller searches on, knowing the list's size. */
export interface Declined {
  declined: true;
  total: number;
}

type PageRow = { matching: number; declined: boolean; total: number; attributed: boolean } & {
  [column in keyof EntryRow | keyof Omit<AttributionRow, 'entry_id'>]: unknown;
};

/**
 * The page of the matches a statement finds (the SQL of `matches` selects their positions, at most `cap`
 * of them, with `values` as its parameters), newest first, how many it found, the list's size
 * (migration 2's counters) and the page's attributions, in one round trip: the positions, their
 * rows, the count and the attributions took four, and on a loaded machine each round trip to
 * PostgreSQL costs as much as the search itself (issue 30, item 3). When the statement finds
 * `cap` matches, more may exist: the page is left empty and the caller searches on. A statement
 * may decline to search by answering one NULL instead of positions: the answer is then Declined.
 */
export async function matchesPage(
  query: Query,
  matches: { name: string; sql: string },
  values: unknown[],
  { offset, limit }: Pick<ListQuery, 'offset' | 'limit'>,
  cap: number,
): Promise<MatchesPage | Declined> {
  const next = values.length + 1;
  // Named (prepared): the SQL of `matches` calls a function whose own statements are planned once (migration
  // 31), so this statement's plan does not depend on the values and is parsed and planned once
  // per connection (1 ms a call when unnamed).
  const rows = await query<PageRow>({
    name: matches.name,
    text: `WITH found AS MATERIALIZED (${matches.sql}),
          counted AS (SELECT count(position)::integer AS matching,
                             count(*) > count(position) AS declined,
                             (${COUNT_SQL}) AS total FROM found)
     SELECT counted.matching, counted.declined, counted.total, page.* FROM counted
     LEFT JOIN LATERAL (
       SELECT ${ENTRY_COLUMNS}, attribution.entry_id IS NOT NULL AS attributed,
              utm_source, utm_medium, utm_campaign, referrer_host, embed_origin
       FROM waitlist_entries
       LEFT JOIN entry_attributions AS attribution ON attribution.entry_id = waitlist_entries.id
       WHERE counted.matching < $${next} AND position = ANY (ARRAY(
         SELECT position FROM found ORDER BY position DESC OFFSET $${next + 1} LIMIT $${next + 2}))
     ) AS page ON true
     ORDER BY page.position DESC`,
    values: [...values, cap, offset, limit],
  });
  const total = rows[0]?.total ?? 0;
  if (rows[0]?.declined) return { declined: true, total };
  // No entry on the page: one row holding the counts, its columns null.
  const found = rows.filter((row) => row.id !== null);
  const entries = found.map((row) => toEntry(row as unknown as EntryRow));
  const attributions = new Map(
    found
      .filter((row) => row.attributed)
      .map((row) => [
        Number(row.id),
        toAttribution(row as unknown as Omit<AttributionRow, 'entry_id'>),
      ]),
  );
  return { entries, matching: rows[0]?.matching ?? 0, total, attributions };
}
