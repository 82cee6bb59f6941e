import { searchWords, type ListQuery, type WaitlistEntry } from '../../../src/shared/index.js';
import type { EntryPage } from '../types.js';

/**
 * A page of the admin's list on lowdb: `entries` by position with their lowercased search texts
 * at the same index, in the order `sorted` gives (entry indexes by a column, ascending) or by
 * position when it is null; newest first unless `dir` says otherwise.
 */
export function listPage(
  entries: readonly WaitlistEntry[],
  searchTexts: readonly string[],
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
  for (let rank = 0; rank < total; rank += 1) {
    const index = at(rank);
    // A plain loop: this runs for every entry (a million), so it allocates nothing.
    if (!holdsEvery(searchTexts[index]!, words)) continue;
    const entry = entries[index]!;
    if (status && entry.status !== status) continue;
    if (keep && !keep(entry)) continue;
    if (matching >= offset && page.length < limit) page.push(entry);
    matching += 1;
  }
  return { entries: page, total, matching };
}

function holdsEvery(text: string, words: readonly string[]): boolean {
  for (let word = 0; word < words.length; word += 1) {
    if (!text.includes(words[word]!)) return false;
  }
  return true;
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
