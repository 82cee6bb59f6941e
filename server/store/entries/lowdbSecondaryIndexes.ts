import { setImmediate as nextTurn } from 'node:timers';
import type { WaitlistEntry } from '../../../src/shared/index.js';
import { PeopleIndex } from '../people/lowdbPeopleIndex.js';
import { ReferralIndex } from '../referrals/lowdbReferralIndex.js';
import { MailboxIndex } from './lowdbMailboxIndex.js';

/**
 * Entries indexed per turn of the event loop while the indexes are built in the background: a
 * few milliseconds, so that the rest of the start (each await of a file read) and the first
 * requests wait for one slice at most (20,000 per turn held a million-entry start up by 6 s).
 */
const ENTRIES_PER_TURN = 2_000;
/**
 * While a change waits for the indexes (whenBuilt), a turn builds for this long instead: the
 * change is answered sooner, and other requests still get a turn every few milliseconds.
 */
const WAITED_TURN_MS = 12;

/** The indexes derived from the entries alone: each is a function of the entries stored now. */
export class SecondaryIndexes {
  /** Entries by canonical mailbox: one inbox is one entry (docs/product.md §24 "Growth"). */
  readonly mailboxes: MailboxIndex;
  readonly referrals: ReferralIndex;
  /** Referred entries and the launch's counts per day (issue 28): server/store/people/. */
  readonly people = new PeopleIndex();

  /** `entryOf`: the stored entry of an id; the indexes keep ids and read keys from entries. */
  constructor(referralDailyCap: number, entryOf: (id: number) => WaitlistEntry | undefined) {
    this.mailboxes = new MailboxIndex(entryOf);
    this.referrals = new ReferralIndex(referralDailyCap, entryOf);
  }

  add(entry: WaitlistEntry): void {
    this.mailboxes.add(entry);
    this.referrals.add(entry);
    this.people.add(entry);
  }

  remove(entry: WaitlistEntry): void {
    this.mailboxes.remove(entry);
    this.referrals.remove(entry);
    this.people.remove(entry);
  }
}

/**
 * The secondary indexes, built after a start instead of during it: at a million entries they
 * cost seconds (a million mailboxes and referral codes in maps), which the first count need not
 * wait for. Until they exist, a change leaves them alone (they are built from the entries as they
 * are then); a read, or a change while they are half built, finishes them at once. So every
 * answer is the one fully built indexes give; only the first join after a start may wait.
 */
export class LazyIndexes {
  private built: SecondaryIndexes | null = null;
  private building: { indexes: SecondaryIndexes; next: number } | null = null;
  /** Those waiting for the build (whenBuilt), answered when it is done. */
  private waiting: (() => void)[] = [];

  constructor(
    private readonly entries: () => readonly WaitlistEntry[],
    private readonly referralDailyCap: number,
    private readonly entryOf: (id: number) => WaitlistEntry | undefined,
  ) {}

  /** The indexes, built now if they are not yet. */
  get(): SecondaryIndexes {
    if (this.built) return this.built;
    const indexes =
      this.building?.indexes ?? new SecondaryIndexes(this.referralDailyCap, this.entryOf);
    const entries = this.entries();
    for (let index = this.building?.next ?? 0; index < entries.length; index += 1) {
      indexes.add(entries[index]!);
    }
    this.finished(indexes);
    return indexes;
  }

  /**
   * While the indexes are being built in the background: a promise answered once they are (the
   * build then takes longer slices of each turn of the event loop, and requests go on being
   * answered). Null when there is nothing to wait for: built, or not begun (a change leaves
   * indexes not begun alone). The store's changes wait for this instead of finishing the build
   * at once: at a million entries the first join after a start held every request up for 2.8 s
   * (issue 30).
   */
  whenBuilt(): Promise<void> | null {
    if (!this.building) return null;
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private finished(indexes: SecondaryIndexes): void {
    this.building = null;
    this.built = indexes;
    for (const resolve of this.waiting.splice(0)) resolve();
  }

  /**
   * Before the entries change: the indexes to keep up to date, or null when they are not begun
   * (their build will read the changed entries). Half-built indexes are finished first, since
   * the entries they have not read yet are about to move.
   */
  beforeChange(): SecondaryIndexes | null {
    return this.built ?? (this.building ? this.get() : null);
  }

  get isBuilt(): boolean {
    return this.built !== null;
  }

  /** Starts building them a slice of entries per turn of the event loop, if nothing has yet. */
  buildInBackground(): void {
    if (this.built || this.building) return;
    this.building = { indexes: new SecondaryIndexes(this.referralDailyCap, this.entryOf), next: 0 };
    const step = () => {
      const building = this.building;
      if (!building) return; // finished by a read or a change meanwhile
      const entries = this.entries();
      const until = this.waiting.length > 0 ? performance.now() + WAITED_TURN_MS : 0;
      do {
        const end = Math.min(entries.length, building.next + ENTRIES_PER_TURN);
        for (let index = building.next; index < end; index += 1)
          building.indexes.add(entries[index]!);
        building.next = end;
      } while (building.next < entries.length && performance.now() < until);
      if (building.next < entries.length) nextTurn(step);
      else this.finished(building.indexes);
    };
    nextTurn(step);
  }
}
