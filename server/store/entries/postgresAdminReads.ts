import {
  ENTRY_SOURCES,
  searchWords,
  type EntrySource,
  type ListQuery,
  type WaitlistEntry,
  type WaitlistStats,
} from '../../../src/shared/index.js';
import { perDayCounts, statsDays } from './statsWindow.js';
import type { EntryPage } from '../types.js';
import { addressMatchPage, isAddressSearch, localPartStartPage } from './postgresAddressSearch.js';
import { severalWordsPage } from './postgresSearchWords.js';
import { statusPage } from './postgresStatusPage.js';
import type { Query } from '../postgres/readQuery.js';
import {
  COUNT_SQL,
  plannedMatches,
  ENTRY_COLUMNS,
  searchTextLike,
  substringPattern,
  toEntry,
  type EntryRow,
} from './postgresEntryRows.js';

/**
 * The admin's reads at any list size, none of which scans the list: stats from migration 6's
 * counters, pages by the position index, and a search that counts its matches exactly only up to
 * EXACT_MATCH_LIMIT and estimates past it from a sample of the table.
 */

const SOURCES: readonly EntrySource[] = ENTRY_SOURCES;

/** Matches counted one by one at most; a search matching more answers an estimate. */
export const EXACT_MATCH_LIMIT = 500;
/** About this many rows are sampled for an estimate, whatever the list's size. */
export const SAMPLE_ROWS = 5_000;
/** Matches this share of the list or more are paged through the position index. */
const COMMON_MATCH_SHARE = 0.05;
/** Newest entries a search of middling matches walks for a page before it sorts them all. */
const RECENT_WALK = 20_000;
/** An estimate keeps this many significant digits ("about 12,400"). */
const ESTIMATE_DIGITS = 3;

export async function counterStats(query: Query, now: Date): Promise<WaitlistStats> {
  const days = statsDays(now);
  const names = [
    ...SOURCES.map((source) => `source:${source}`),
    ...days.map((day) => `day:${day}`),
  ];
  const rows = await query<{ name: string; count: number }>({
    name: 'waitlist_counter_stats',
    text: `SELECT name, sum(entries)::integer AS count FROM waitlist_counters
           WHERE name = ANY($1::text[]) GROUP BY name`,
    values: [names],
  });
  const counts = new Map(rows.map((row) => [row.name, row.count]));
  const bySource = Object.fromEntries(
    SOURCES.map((source) => [source, counts.get(`source:${source}`) ?? 0]),
  ) as WaitlistStats['bySource'];
  const perDay = perDayCounts(
    days,
    new Map(days.map((day) => [day, counts.get(`day:${day}`) ?? 0])),
  );
  const total = SOURCES.reduce((sum, source) => sum + bySource[source], 0);
  return { total, bySource, perDay };
}

/** Rounds an estimate to ESTIMATE_DIGITS significant digits. */
export function roundEstimate(value: number): number {
  if (value <= 0) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(value)) + 1 - ESTIMATE_DIGITS);
  return Math.round(value / step) * step;
}

/**
 * One page newest first, the list's total from the counters, and the number of matches: exact up
 * to EXACT_MATCH_LIMIT, past it an estimate flagged as one. First the positions of at most
 * EXACT_MATCH_LIMIT + 1 matches (migration 12: the trigram index for a rare needle, a scan stopping
 * early for a common one); when that is all of them, the page is those positions sorted; when there are more,
 * matches are common enough to page through the position index, read backwards.
 */
export async function searchPage(query: Query, listQuery: ListQuery): Promise<EntryPage> {
  if (listQuery.status) return statusPage(query, listQuery);
  const { search, offset, limit } = listQuery;
  const needle = search.trim();
  if (!needle) {
    const [page, total] = await Promise.all([
      query<EntryRow>({
        name: 'waitlist_page',
        text: `SELECT ${ENTRY_COLUMNS} FROM waitlist_entries ORDER BY position DESC OFFSET $1 LIMIT $2`,
        values: [offset, limit],
      }),
      countEntries(query),
    ]);
    return { entries: page.map(toEntry), total, matching: total };
  }
  if (searchWords(needle).length > 1) {
    return severalWordsPage(query, listQuery, countEntries(query), EXACT_MATCH_LIMIT);
  }
  const pattern = substringPattern(needle);
  // An address, whole or its start (with its '@' or not), through the address's indexes
  // (postgresAddressSearch.ts): its page, the count, the list's size and the attributions in one statement.
  const byAddress = isAddressSearch(needle)
    ? await addressMatchPage(query, needle, listQuery, EXACT_MATCH_LIMIT + 1)
    : await localPartStartPage(query, needle, listQuery, EXACT_MATCH_LIMIT + 1);
  if (byAddress && !('declined' in byAddress) && byAddress.matching <= EXACT_MATCH_LIMIT) {
    return byAddress;
  }
  const [total, plannedFirst] = await Promise.all([
    byAddress?.total ?? countEntries(query),
    byAddress ? null : plannedMatches(query, pattern),
  ]);
  const planned = plannedFirst ?? (await plannedMatches(query, pattern));
  if (planned > EXACT_MATCH_LIMIT && planned >= total * COMMON_MATCH_SHARE) {
    return commonMatchesPage(query, listQuery, pattern, total, planned);
  }
  // Statements whose plan depends on the pattern are never named: a named (prepared) statement
  // soon runs a generic plan, blind to how common the pattern is, and may sort every match.
  const found = await query<{ position: number }>(
    'SELECT position FROM waitlist_match_positions($1, $2) AS position',
    [pattern, EXACT_MATCH_LIMIT + 1],
  );
  if (found.length <= EXACT_MATCH_LIMIT) {
    return positionsPage(
      query,
      found.map((row) => row.position),
      listQuery,
      total,
    );
  }
  // More than the planner thought (its statistics predate the newest entries): a sample tells
  // how many. Common ones: the position index read backwards meets a page of them at once. Rarer
  // ones: all of them from the trigram index, sorted (position + 0 keeps the planner off the index).
  const matching = await estimateMatches(query, pattern, total);
  if (matching >= total * COMMON_MATCH_SHARE) {
    return commonMatchesPage(query, listQuery, pattern, total, matching);
  }
  // The day's sign-ups may hold a whole page of them: a short walk tells, before the sort.
  const recent = await newestMatches(query, pattern, listQuery, RECENT_WALK);
  if (recent.length === limit) return { entries: recent, total, matching, estimated: true };
  const page = await query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM waitlist_entries WHERE ${searchTextLike('$1')}
     ORDER BY position + 0 DESC OFFSET $2 LIMIT $3`,
    [pattern, offset, limit],
  );
  return { entries: page.map(toEntry), total, matching, estimated: true };
}

/** The page of every match, given their positions (all of them): the count is exact. */
async function positionsPage(
  query: Query,
  found: number[],
  { offset, limit }: ListQuery,
  total: number,
): Promise<EntryPage> {
  const positions = [...found].sort((a, b) => b - a).slice(offset, offset + limit);
  const rows = await query<EntryRow>({
    name: 'waitlist_entries_at',
    text: `SELECT ${ENTRY_COLUMNS} FROM waitlist_entries WHERE position = ANY($1::bigint[])
           ORDER BY position DESC`,
    values: [positions],
  });
  return { entries: rows.map(toEntry), total, matching: found.length };
}

/**
 * A needle matching a good share of the list: the newest matches through the position index read
 * backwards, which meets a page of them after a few rows each; the count is the estimate (the
 * planner's own, or a sample's), unless the first page holds every match.
 */
async function commonMatchesPage(
  query: Query,
  { offset, limit }: ListQuery,
  pattern: string,
  total: number,
  estimate: number,
): Promise<EntryPage> {
  const entries = await newestMatches(query, pattern, { offset, limit });
  // A first page that is not full holds every match: that count is exact.
  if (offset === 0 && entries.length < limit) return { entries, total, matching: entries.length };
  const matching = Math.min(total, Math.max(EXACT_MATCH_LIMIT + 1, roundEstimate(estimate)));
  return { entries, total, matching, estimated: true };
}

/**
 * A page of the newest matches by migration 20's walk of the position index (never the planner's
 * choice, which may take the needle for a rare one), among the newest `newest` entries or all.
 */
async function newestMatches(
  query: Query,
  pattern: string,
  { offset, limit }: Pick<ListQuery, 'offset' | 'limit'>,
  newest: number | null = null,
): Promise<WaitlistEntry[]> {
  const rows = await query<EntryRow>({
    name: 'waitlist_newest_matches',
    text: `SELECT ${ENTRY_COLUMNS} FROM waitlist_entries
           WHERE position = ANY (ARRAY(SELECT waitlist_newest_matches($1, $2, $3, $4)))
           ORDER BY position DESC`,
    values: [pattern, offset, limit, newest],
  });
  return rows.map(toEntry);
}

async function countEntries(query: Query): Promise<number> {
  const [row] = await query<{ count: number }>({ name: 'waitlist_count', text: COUNT_SQL });
  return row!.count;
}

/** Matches in a sample of about SAMPLE_ROWS rows, scaled to the list: never below the exact limit. */
async function estimateMatches(query: Query, pattern: string, total: number): Promise<number> {
  const percent = Math.min(100, (SAMPLE_ROWS / Math.max(total, 1)) * 100);
  const [sample] = await query<{ sampled: number; matching: number }>({
    name: 'waitlist_search_estimate',
    text: `SELECT count(*)::integer AS sampled,
                  (count(*) FILTER (WHERE ${searchTextLike('$1')}))::integer AS matching
           FROM waitlist_entries TABLESAMPLE SYSTEM ($2)`,
    values: [pattern, percent],
  });
  const scaled = sample!.sampled > 0 ? (sample!.matching / sample!.sampled) * total : 0;
  return Math.min(total, Math.max(EXACT_MATCH_LIMIT + 1, roundEstimate(scaled)));
}
