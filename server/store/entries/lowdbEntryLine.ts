import type { WaitlistEntry } from '../../../src/shared/index.js';
import { lineKey, lineStatus } from '../../loop/placeInLine.js';
import type { PlaceInLine } from '../loop/loopTypes.js';
import { compareLineKeys, LineOrder, type LineKey } from './lowdbLineOrder.js';

const CONFIRMED = 1;
const WAITING = 2;

/** Keys of a line as they are found, put in line order and built into its tree. */
class SortedKeys {
  private readonly scores: Float64Array;
  private readonly positions: Float64Array;
  private count = 0;

  constructor(capacity: number) {
    this.scores = new Float64Array(capacity);
    this.positions = new Float64Array(capacity);
  }

  push(score: number, position: number): void {
    this.scores[this.count] = score;
    this.positions[this.count] = position;
    this.count += 1;
  }

  toLine(): LineOrder {
    const { scores, positions, count } = this;
    let sorted = true;
    for (let index = 1; index < count && sorted; index += 1) {
      sorted =
        (scores[index - 1]! - scores[index]! || positions[index - 1]! - positions[index]!) < 0;
    }
    if (sorted) return LineOrder.fromSortedValues(scores, positions);
    const key = (index: number) => ({ score: scores[index]!, position: positions[index]! });
    const order = Array.from({ length: count }, (_, index) => index).sort((a, b) =>
      compareLineKeys(key(a), key(b)),
    );
    return LineOrder.fromSortedValues(
      order.map((index) => scores[index]!),
      order.map((index) => positions[index]!),
    );
  }
}

/**
 * The entries in line, one order-statistic tree per status that can stand in line, so a place is
 * O(log n) whether or not waiting entries count (DOUBLE_OPT_IN off: confirmed and waiting alike).
 */
export class EntryLine {
  private confirmed = new LineOrder();
  private waiting = new LineOrder();

  /**
   * `referralBoost`: places each counted referral is worth (REFERRAL_BOOST); `movedToFront`: who
   * earned a reward that moves them to the front (the rewards area, issue 29).
   */
  constructor(
    readonly referralBoost: number,
    private readonly movedToFront: (entryId: number) => boolean = () => false,
  ) {}

  private keyOf(entry: WaitlistEntry): LineKey {
    return lineKey(entry, this.referralBoost, this.movedToFront(entry.id));
  }

  /**
   * Builds both trees at once from every entry (O(n) when the entries' keys come in line order, as
   * they do without referrals; O(n log n) otherwise): how a store opens. The keys go into arrays
   * of numbers, not one object each (a million at a start).
   */
  load(entries: readonly WaitlistEntry[]): void {
    const statuses = new Uint8Array(entries.length);
    let confirmedCount = 0;
    for (let index = 0; index < entries.length; index += 1) {
      const status = lineStatus(entries[index]!);
      statuses[index] = status === 'confirmed' ? CONFIRMED : status === 'waiting' ? WAITING : 0;
      if (status === 'confirmed') confirmedCount += 1;
    }
    const confirmed = new SortedKeys(confirmedCount);
    const waiting = new SortedKeys(entries.length - confirmedCount);
    for (let index = 0; index < entries.length; index += 1) {
      if (statuses[index] === 0) continue;
      const entry = entries[index]!;
      const { score } = this.keyOf(entry);
      (statuses[index] === CONFIRMED ? confirmed : waiting).push(score, entry.position);
    }
    this.confirmed = confirmed.toLine();
    this.waiting = waiting.toLine();
  }

  private treeOf(entry: WaitlistEntry): LineOrder | null {
    const status = lineStatus(entry);
    return status === 'confirmed' ? this.confirmed : status === 'waiting' ? this.waiting : null;
  }

  /** How many entries stand in line. */
  size(includeWaiting: boolean): number {
    return this.confirmed.size + (includeWaiting ? this.waiting.size : 0);
  }

  add(entry: WaitlistEntry): void {
    this.treeOf(entry)?.insert(this.keyOf(entry));
  }

  remove(entry: WaitlistEntry): void {
    this.treeOf(entry)?.remove(this.keyOf(entry));
  }

  place(entry: WaitlistEntry, includeWaiting: boolean): PlaceInLine {
    const total = this.confirmed.size + (includeWaiting ? this.waiting.size : 0);
    const status = lineStatus(entry);
    if (status === null || (status === 'waiting' && !includeWaiting)) return { place: null, total };
    const before = this.rank(this.keyOf(entry), includeWaiting);
    return { place: before + 1, total };
  }

  /**
   * How many places one more counted referral would move the entry up (issue 14: the status page
   * says what the next referral gains); 0 when it has no place or referrals are off.
   */
  nextReferralGain(entry: WaitlistEntry, includeWaiting: boolean): number {
    const status = lineStatus(entry);
    if (status === null || (status === 'waiting' && !includeWaiting) || this.referralBoost === 0)
      return 0;
    const key = this.keyOf(entry);
    const moved = { score: key.score - this.referralBoost, position: key.position };
    return this.rank(key, includeWaiting) - this.rank(moved, includeWaiting);
  }

  private rank(key: LineKey, includeWaiting: boolean): number {
    return this.confirmed.rank(key) + (includeWaiting ? this.waiting.rank(key) : 0);
  }

  /**
   * Up to `limit` keys in line order from 0-based `offset` (both trees merged when waiting entries
   * count), in O(limit log n + log² n): the keys before `offset` are never walked.
   */
  page(offset: number, limit: number, includeWaiting: boolean): LineKey[] {
    if (!includeWaiting) return this.confirmed.slice(offset, limit);
    const fromConfirmed = this.confirmedAmongFirst(offset);
    return [
      ...this.confirmed.slice(fromConfirmed, limit),
      ...this.waiting.slice(offset - fromConfirmed, limit),
    ]
      .sort(compareLineKeys)
      .slice(0, limit);
  }

  /**
   * How many of the first `count` keys of the merged line are confirmed ones: the least i for
   * which the i-th confirmed key is not before the last waiting key taken (a binary search, as
   * in selecting the k-th smallest of two sorted lists).
   */
  private confirmedAmongFirst(count: number): number {
    let low = Math.max(0, count - this.waiting.size);
    let high = Math.min(count, this.confirmed.size);
    while (low < high) {
      const taken = (low + high) >> 1;
      const nextConfirmed = this.confirmed.at(taken)!;
      const lastWaiting = this.waiting.at(count - taken - 1)!;
      if (compareLineKeys(nextConfirmed, lastWaiting) < 0) low = taken + 1;
      else high = taken;
    }
    return low;
  }
}
