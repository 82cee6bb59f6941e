import type { WaitlistEntry } from '../../../src/shared/index.js';
import { log as serverLog } from '../../logging/logger.js';

/** Upgraded entries between two progress lines. */
const LOG_EVERY = 100_000;

/** An entry stored before the waitlist loop (issue 13) or referrals (issue 14): it lacks their fields. */
export function isOlderEntry(entry: WaitlistEntry): boolean {
  return entry.referralCode === undefined || entry.referredBy === undefined;
}

/**
 * The one-time upgrade of a data file's older entries says how far it is: at a million entries it
 * takes a while, and a silent start looks like a hung one. Nothing is logged when there are none.
 */
export class UpgradeProgress {
  private done = 0;

  constructor(
    private readonly total: number,
    private readonly log: (line: string) => void = (line) => serverLog.info(line),
  ) {
    if (total > 0) {
      log(`Upgrading ${total.toLocaleString('en')} entries of an older data file (once)…`);
    }
  }

  /** One more entry upgraded. */
  step(): void {
    this.done += 1;
    if (this.done === this.total) {
      const total = this.total.toLocaleString('en');
      this.log(`Upgraded ${total} of ${total} entries; the next snapshot keeps them.`);
    } else if (this.done % LOG_EVERY === 0) {
      const done = this.done.toLocaleString('en');
      this.log(`Upgraded ${done} of ${this.total.toLocaleString('en')} entries…`);
    }
  }
}

/**
 * The snapshot's entries by position (as written, already in order, or sorted) and how many are
 * older entries, in one pass: at a million entries each pass over them costs a tenth of a second
 * of a start, most of it fetching the entries from memory.
 */
export function inPositionOrder(waitlist: readonly WaitlistEntry[]): {
  entries: readonly WaitlistEntry[];
  older: number;
} {
  let sorted = true;
  let older = 0;
  for (let index = 0; index < waitlist.length; index += 1) {
    const entry = waitlist[index]!;
    if (isOlderEntry(entry)) older += 1;
    if (index > 0 && waitlist[index - 1]!.position >= entry.position) sorted = false;
  }
  return {
    entries: sorted ? waitlist : [...waitlist].sort((a, b) => a.position - b.position),
    older,
  };
}
