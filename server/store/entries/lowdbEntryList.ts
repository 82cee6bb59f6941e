import { searchWords, type ListQuery, type WaitlistEntry } from '../../../src/shared/index.js';
import type { EntryPage } from '../types.js';

/**
 * Hands the entries whose search text holds every word to `take`, by position (newest first if
 * asked), until it answers false; answers how many there are in all (lowdbSearchIndex.ts).
 */
interface EntrySearch {
  search(
    words: readonly string[],
    newestFirst: boolean,
    take: (entry: WaitlistEntry) => boolean,
  ): number;
}

/**
 * A page of the admin's list on lowdb: `entries` by position, in the order `sorted` gives (entry
 * indexes by a column, ascending) or by position when it is null; newest first unless `dir` says
 * otherwise. `searchIndex` walks the entries whose search text holds every word.
 */
export function listPage(
  entries: readonly WaitlistEntry[],
  searchIndex: EntrySearch,
  sorted: Uint32Array | null,
  { search, offset, limit, status, dir = 'desc' }: ListQuery,
  keep?: (entry: WaitlistEntry) => boolean,
): EntryPage {
  const words = searchWords(search);
  const page: WaitlistEntry[] = [];
  const total = entries.length;
  const at = order(total - 1, sorted, dir);
  if (words.length === 0 && !status && !keep) {
    // No search: the page is read straight off the order, whatever the list's size.
    for (let rank = offset; rank < total && page.length < limit; rank += 1) {
      page.push(entries[at(rank)]!);
    }
    return { entries: page, total, matching: total };
  }
  let matching = 0;
  const consider = (entry: WaitlistEntry) => {
    if (status && entry.status !== status) return;
    if (keep && !keep(entry)) return;
    if (matching >= offset && page.length < limit) page.push(entry);
    matching += 1;
  };
  if (words.length === 0) {
    for (let rank = 0; rank < total; rank += 1) consider(entries[at(rank)]!);
    return { entries: page, total, matching };
  }
  if (!sorted && !status && !keep) {
    // Only the page's entries are handed out; the others are counted where they are found.
    let seen = 0;
    const found = searchIndex.search(words, dir === 'desc', (entry) => {
      if (seen >= offset && page.length < limit) page.push(entry);
      seen += 1;
      return page.length < limit;
    });
    return { entries: page, total, matching: found };
  }
  if (!sorted) {
    searchIndex.search(words, dir === 'desc', (entry) => (consider(entry), true));
    return { entries: page, total, matching };
  }
  // By a column: mark the found entries' indexes (both lists are by position), then walk the order.
  const found: WaitlistEntry[] = [];
  searchIndex.search(words, false, (entry) => found.push(entry) > 0);
  const marks = new Uint8Array(total);
  for (let index = 0, hit = 0; index < total && hit < found.length; index += 1) {
    if (entries[index] === found[hit]) {
      marks[index] = 1;
      hit += 1;
    }
  }
  for (let rank = 0; rank < total; rank += 1) {
    const index = at(rank);
    if (marks[index] === 1) consider(entries[index]!);
  }
  return { entries: page, total, matching };
}

/** The index of the entry at each rank of the order. */
function order(
  last: number,
  sorted: Uint32Array | null,
  dir: 'asc' | 'desc',
): (rank: number) => number {
  if (!sorted) return dir === 'desc' ? (rank) => last - rank : (rank) => rank;
  return dir === 'asc' ? (rank) => sorted[rank]! : (rank) => sorted[last - rank]!;
}

/** Binary search in a list sorted by `keyOf`: the index of the first item whose key is above `value`. */
export function indexAbove<T>(
  items: readonly T[],
  value: number,
  keyOf: (item: T) => number,
): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keyOf(items[middle]!) <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

const positionOf = (entry: WaitlistEntry) => entry.position;

/** In a list held by position: the index of the first entry above `position`. */
export const indexAfterPosition = (entries: readonly WaitlistEntry[], position: number): number =>
  indexAbove(entries, position, positionOf);
