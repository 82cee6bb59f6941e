import type {
  EntrySource,
  ListQuery,
  WaitlistEntry,
  WaitlistStats,
} from '../../../src/shared/index.js';
import { withLoopFields } from '../../loop/entryLifecycle.js';
import { generateReferralCode } from '../../loop/referralCode.js';
import { countsAsReferral } from '../../referrals/rules.js';
import type { PlaceInLine } from '../loop/loopTypes.js';
import { loopFieldsOf } from '../loop/lowdbLoopFields.js';
import type { PeopleIndex } from '../people/lowdbPeopleIndex.js';
import type { ReferralIndex } from '../referrals/lowdbReferralIndex.js';
import type { EntryPage } from '../types.js';
import { EntryLine } from './lowdbEntryLine.js';
import { indexAfterPosition, listPage } from './lowdbEntryList.js';
import { linePage, mostReferrals, reviewPage } from './lowdbLineReads.js';
import { SearchIndex } from './lowdbSearchIndex.js';
import { LazyIndexes } from './lowdbSecondaryIndexes.js';
import { SortedOrders } from './lowdbSortedOrder.js';
import { inPositionOrder, isOlderEntry, UpgradeProgress } from './lowdbUpgrade.js';
import { statsOf } from './statsWindow.js';

type Undo = () => void;

/**
 * The waitlist's entries in memory, with the indexes that keep a join, a count and a search
 * independent of the list's size: entries by position, by e-mail and by id, a lowercased search
 * text, the line and the referral indexes. The store's state (assembly/lowdbState.ts) builds on it.
 */
export class EntriesState {
  private entries: WaitlistEntry[] = [];
  /** Entries by mailbox, by referral code, the people area's: built after a start (lazily). */
  private readonly indexes: LazyIndexes;
  /** Entries by id: ids are the store's own counter, so an array holds them densely (a million). */
  private byId: (WaitlistEntry | undefined)[] = [];
  /** The entries in line (issue 13), in line order: a place costs O(log n). */
  readonly line: EntryLine;
  /** While a snapshot loads, the line is built once at the end instead of entry by entry. */
  private loading = false;
  /** Entries of an older data file were given the loop's fields: the next snapshot keeps them. */
  upgraded = false;
  /** The admin search's text, by blocks of positions. */
  private readonly searchIndex = new SearchIndex(() => this.entries);
  /** Moves on with every change, so that a sorted order built before it is rebuilt. */
  protected listVersion = 0;
  private readonly sortedOrders = new SortedOrders();
  private sourceCounts: Record<EntrySource, number> = { form: 0, terminal: 0, kiosk: 0, api: 0 };
  protected nextId = 1;
  protected nextPosition = 1;

  constructor(referralBoost: number, referralDailyCap: number) {
    this.line = new EntryLine(referralBoost, (id) => this.isFront(id));
    this.indexes = new LazyIndexes(
      () => this.entries,
      referralDailyCap,
      (id) => this.byId[id],
    );
  }

  /** Referred entries and the launch's counts per day (issue 28): server/store/people/. */
  get people(): PeopleIndex {
    return this.indexes.get().people;
  }

  protected get referrals(): ReferralIndex {
    return this.indexes.get().referrals;
  }

  /**
   * Builds the indexes by mailbox, referral code and the people area's, and the admin search's
   * text, a slice at a time after a start, so that the start does not wait for them; the first
   * read of one finishes it.
   */
  buildIndexesInBackground(): void {
    this.indexes.buildInBackground();
    this.searchIndex.warm();
  }

  /**
   * While the indexes are built in the background, a promise answered once they are; null when
   * they are built or not begun. The engine's changes wait for it (LazyIndexes.whenBuilt).
   */
  indexesBuilding(): Promise<void> | null {
    return this.indexes.whenBuilt();
  }

  /** Whether the indexes by mailbox, referral code and the people area's exist yet. */
  get indexesBuilt(): boolean {
    return this.indexes.isBuilt;
  }

  /** Whether the entry moved to the front of the line (a reward, issue 29): the state knows. */
  protected isFront(_id: number): boolean {
    return false;
  }

  /** Loads a snapshot's entries (by position); the line is built once at the end. */
  protected loadEntries(waitlist: readonly WaitlistEntry[], nextId: number, nextPosition: number) {
    this.nextId = nextId;
    this.nextPosition = nextPosition;
    const { entries, older } = inPositionOrder(waitlist);
    const progress = new UpgradeProgress(older);
    this.loading = true;
    for (const stored of entries) {
      if (older > 0 && isOlderEntry(stored)) progress.step();
      // The snapshot's objects become the state's (it is read for this and dropped): no copies.
      const entry = this.upgrade(stored);
      // Referral counts are derived: recounted from the referred entries as they load.
      entry.referralCount = 0;
      // Equal times read as two strings: keep one (40 MB at a million entries).
      if (entry.consentAt === entry.createdAt) entry.consentAt = entry.createdAt;
      this.insertEntry(entry);
    }
    this.loading = false;
    this.line.load(this.entries);
  }

  /** An entry of an older data file or journal, with the loop's fields it lacks. */
  protected upgrade(entry: WaitlistEntry): WaitlistEntry {
    if (!isOlderEntry(entry)) return entry;
    this.upgraded = true;
    return withLoopFields(entry, () => this.uniqueReferralCode());
  }

  uniqueReferralCode(): string {
    for (;;) {
      const code = generateReferralCode();
      if (!this.referrals.hasCode(code)) return code;
    }
  }

  /** The entry whose referral code this is (codes are read case-insensitively). */
  referrerOf(code: string | undefined): WaitlistEntry | undefined {
    if (!code) return undefined;
    const id = this.referrals.idOfCode(code);
    return id === undefined ? undefined : this.byId[id];
  }

  /** The referrer's referrals toward the daily cap on the UTC day of `at`, and the cap. */
  referralsToday(referrerId: number, at: string): { today: number; cap: number } {
    return { today: this.referrals.referralsOn(referrerId, at), cap: this.referrals.dailyCap };
  }

  // ---- changes: applied live and on replay; each answers how to take it back ----

  protected applyJoin(entry: WaitlistEntry): Undo {
    const counters = { nextId: this.nextId, nextPosition: this.nextPosition };
    this.insertEntry(entry);
    this.nextId = Math.max(this.nextId, entry.id + 1);
    this.nextPosition = Math.max(this.nextPosition, entry.position + 1);
    return () => {
      this.removeEntry(entry.id);
      this.nextId = counters.nextId;
      this.nextPosition = counters.nextPosition;
    };
  }

  protected applyEntries(entries: readonly WaitlistEntry[]): Undo {
    const undos = entries.map((entry) => {
      const previous = this.removeEntry(entry.id);
      if (!previous) return () => undefined;
      this.insertEntry({ ...previous, ...loopFieldsOf(entry) });
      return () => {
        this.removeEntry(entry.id);
        this.insertEntry(previous);
      };
    });
    return () => undos.reverse().forEach((undo) => undo());
  }

  protected insertEntry(entry: WaitlistEntry): void {
    const indexes = this.indexes.beforeChange();
    const last = this.entries[this.entries.length - 1];
    if (!last || last.position < entry.position) {
      this.entries.push(entry);
    } else {
      this.entries.splice(indexAfterPosition(this.entries, entry.position), 0, entry);
    }
    this.searchIndex.changed(entry.position);
    this.byId[entry.id] = entry;
    if (!this.loading) this.line.add(entry);
    indexes?.add(entry);
    this.sourceCounts[entry.source] += 1;
    if (countsAsReferral(entry)) this.countReferral(entry.referredBy!, 1);
  }

  protected removeEntry(id: number): WaitlistEntry | undefined {
    const entry = this.byId[id];
    if (!entry) return undefined;
    const indexes = this.indexes.beforeChange();
    const index = indexAfterPosition(this.entries, entry.position) - 1;
    this.entries.splice(index, 1);
    this.searchIndex.changed(entry.position);
    this.byId[id] = undefined;
    this.line.remove(entry);
    indexes?.remove(entry);
    this.sourceCounts[entry.source] -= 1;
    if (countsAsReferral(entry)) this.countReferral(entry.referredBy!, -1);
    return entry;
  }

  /**
   * A referred entry started or stopped counting: its referrer moves in line. Derived from the
   * referred entries, so a replay of the journal arrives at the same counts.
   */
  private countReferral(referrerId: number, delta: 1 | -1): void {
    const referrer = this.byId[referrerId];
    if (!referrer) return;
    if (!this.loading) this.line.remove(referrer);
    referrer.referralCount += delta;
    if (!this.loading) this.line.add(referrer);
    this.indexes.beforeChange()?.referrals.recount(referrer);
  }

  // ---- reads ----

  get count(): number {
    return this.entries.length;
  }

  hasEntry(id: number): boolean {
    return this.byId[id] !== undefined;
  }

  findEntry(id: number): WaitlistEntry | undefined {
    return this.byId[id];
  }

  /** The entry of the address's inbox (its canonical mailbox), the earliest if there are several. */
  findByEmail(email: string): WaitlistEntry | undefined {
    return this.indexes.get().mailboxes.find(email);
  }

  /** Inboxes an older data file holds more than once, for the admin to decide (never merged). */
  listSharedMailboxes(offset: number, limit: number) {
    return this.indexes.get().mailboxes.listShared(offset, limit);
  }

  /** The id and position the next stored entry gets. */
  nextNumbers(): { id: number; position: number } {
    return { id: this.nextId, position: this.nextPosition };
  }

  /** The next `count` entries in line, in line order. */
  nextInLine(count: number, includeWaiting: boolean): WaitlistEntry[] {
    return this.line.page(0, count, includeWaiting).map((key) => this.entryAt(key.position));
  }

  placeInLine(entry: WaitlistEntry, includeWaiting: boolean): PlaceInLine {
    return this.line.place(entry, includeWaiting);
  }

  /** Held sign-ups and flagged referrals by position: the admin's review queue (issue 14). */
  listReview(offset: number, limit: number): { entries: WaitlistEntry[]; total: number } {
    return reviewPage(this.referrals.reviewIds(), (id) => this.byId[id]!, offset, limit);
  }

  /** The entries with the most counted referrals, ties by position. */
  topReferrers(limit: number): WaitlistEntry[] {
    return mostReferrals(this.referrals.referrerIds(), (id) => this.byId[id]!, limit);
  }

  /** Entries in line from `offset`, in place order, with the line's size. */
  listLine(offset: number, limit: number, includeWaiting: boolean) {
    return linePage(this.line, (position) => this.entryAt(position), offset, limit, includeWaiting);
  }

  private entryAt(position: number): WaitlistEntry {
    return this.entries[indexAfterPosition(this.entries, position) - 1]!;
  }

  /**
   * Newest first unless another order is asked for (issue 20), a page of what matches; `keep`
   * narrows it further (issue 28: the people area's filters).
   */
  list(query: ListQuery, keep?: (entry: WaitlistEntry) => boolean): EntryPage {
    const { sort = 'joined' } = query;
    const sorted =
      sort === 'joined' ? null : this.sortedOrders.indexes(sort, this.entries, this.listVersion);
    return listPage(this.entries, this.searchIndex, sorted, query, keep);
  }

  /** The journal is replayed: the admin search's blocks are built now, so its first search is quick. */
  replayed(): void {
    this.searchIndex.buildAll();
  }

  /** A copy of the entries by position, safe to iterate while joins go on. */
  entriesByPosition(): readonly WaitlistEntry[] {
    return this.entries.slice();
  }

  stats(now: Date): WaitlistStats {
    return statsOf(this.entries, this.sourceCounts, now);
  }
}
