import type { ListSort, WaitlistEntry } from '../../../src/shared/index.js';

/** What each sortable column compares (issue 20, finding 7); PostgreSQL orders alike ("C"). */
const SORT_KEYS: Record<Exclude<ListSort, 'joined'>, (entry: WaitlistEntry) => string> = {
  email: (entry) => entry.email.toLowerCase(),
  // The NUL keeps "Ab Cd" apart from "Abc D", as PostgreSQL's two columns do.
  name: (entry) => `${entry.lastName.toLowerCase()}\u0000${entry.firstName.toLowerCase()}`,
  status: (entry) => entry.status,
};

/**
 * The lowdb list's orders other than by position: the entries' indexes sorted by a column (ties
 * by position), built once per version of the list and reused by every page until it changes.
 */
export class SortedOrders {
  private cached = new Map<string, { version: number; indexes: Uint32Array }>();

  indexes(
    sort: Exclude<ListSort, 'joined'>,
    entries: readonly WaitlistEntry[],
    version: number,
  ): Uint32Array {
    const hit = this.cached.get(sort);
    if (hit?.version === version) return hit.indexes;
    const keyOf = SORT_KEYS[sort];
    const keys = entries.map(keyOf);
    const indexes = Uint32Array.from(entries.keys()).sort((a, b) => {
      const left = keys[a]!;
      const right = keys[b]!;
      return left < right ? -1 : left > right ? 1 : a - b;
    });
    this.cached.set(sort, { version, indexes });
    return indexes;
  }
}
