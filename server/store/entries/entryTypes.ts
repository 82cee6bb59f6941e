import type {
  EntryAttribution,
  EntrySource,
  HoldReason,
  ListQuery,
  WaitlistEntry,
  WaitlistStats,
} from '../../../src/shared/index.js';

// A join's fields, in a module of their own: the Store interface (types.ts) and its slices
// (sync/syncTypes.ts: an imported entry is a join with an external id) both build on them.

/** What a join asks the store to keep; the store assigns id, position and createdAt. */
export interface NewEntry {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  hasConsented: boolean;
  source: EntrySource;
  /** DOUBLE_OPT_IN: false stores the entry confirmed and sends no confirmation (default true). */
  doubleOptIn?: boolean;
  /** The referral code of the link the visitor came through (issue 14); unknown codes are ignored. */
  ref?: string | undefined;
  /** Set when the sign-up looked scripted: stored, answered as usual, held for review. */
  heldReason?: HoldReason | null;
  /** The keyed hash of the client's network (server/abuse/clientNetwork.ts). */
  networkHash?: string | null;
  /** Where the sign-up came from (issue 29); kept only for a new entry. */
  attribution?: EntryAttribution | null;
}

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
