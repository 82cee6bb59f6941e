import type { WaitlistEntry } from '../../../src/shared/index.js';
import { lineKey, lineStatus } from '../../loop/placeInLine.js';
import type { PlaceInLine } from '../loopTypes.js';
import { LineOrder, type LineKey } from './lineOrder.js';

/**
 * The entries in line, one order-statistic tree per status that can stand in line, so a place is
 * O(log n) whether or not waiting entries count (DOUBLE_OPT_IN off: confirmed and waiting alike).
 */
export class EntryLine {
  private readonly confirmed = new LineOrder();
  private readonly waiting = new LineOrder();

  private treeOf(entry: WaitlistEntry): LineOrder | null {
    const status = lineStatus(entry);
    return status === 'confirmed' ? this.confirmed : status === 'waiting' ? this.waiting : null;
  }

  add(entry: WaitlistEntry): void {
    this.treeOf(entry)?.insert(lineKey(entry));
  }

  remove(entry: WaitlistEntry): void {
    this.treeOf(entry)?.remove(lineKey(entry));
  }

  place(entry: WaitlistEntry, includeWaiting: boolean): PlaceInLine {
    const total = this.confirmed.size + (includeWaiting ? this.waiting.size : 0);
    const status = lineStatus(entry);
    if (status === null || (status === 'waiting' && !includeWaiting)) return { place: null, total };
    const key = lineKey(entry);
    const before = this.confirmed.rank(key) + (includeWaiting ? this.waiting.rank(key) : 0);
    return { place: before + 1, total };
  }

  /** The first `count` keys in line order (both trees merged when waiting entries count). */
  first(count: number, includeWaiting: boolean): LineKey[] {
    const confirmed = this.confirmed.slice(0, count);
    if (!includeWaiting) return confirmed;
    const waiting = this.waiting.slice(0, count);
    return [...confirmed, ...waiting]
      .sort((a, b) => a.score - b.score || a.position - b.position)
      .slice(0, count);
  }
}
