import type {
  EntryAttribution,
  ListQuery,
  WaitlistEntry,
  WaitlistStats,
} from '../../../src/shared/index.js';
import type { NewEntry } from '../../loop/entryLifecycle.js';

// A join's fields (NewEntry) belong to the loop's rules (server/loop/entryLifecycle.ts); the Store
// interface (types.ts) and its slices (sync/syncTypes.ts: an imported entry is a join with an
// external id) build on them.
export type { NewEntry };

export interface JoinResult {
  entry: WaitlistEntry;
  alreadyOnList: boolean;
}

export interface EntryPage {
  entries: WaitlistEntry[];
  total: number;
  matching: number;
  /** Set when `matching` is an estimate (a broad search on a big list): "about N". */
  estimated?: true;
  /**
   * The page's entries' attributions (an entry without one is not in it), when the store read them
   * with the page (PostgreSQL's address search: issue 30, item 3); else the caller asks
   * growth.attributionsOf.
   */
  attributions?: ReadonlyMap<number, EntryAttribution>;
}

/** The entries' slice of the Store interface: the join, the list, the export, the stats. */
export interface EntryStore {
  join(entry: NewEntry): Promise<JoinResult>;
  count(): Promise<number>;
  listEntries(query: ListQuery): Promise<EntryPage>;
  deleteEntry(id: number): Promise<boolean>;
  /** Every entry by position, streamed so that an export never holds a second copy of the list. */
  exportEntries(): AsyncIterable<WaitlistEntry>;
  stats(): Promise<WaitlistStats>;
}
