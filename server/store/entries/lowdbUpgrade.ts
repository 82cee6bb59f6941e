import type { WaitlistEntry } from '../../../src/shared/index.js';

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
    private readonly log: (line: string) => void = console.log,
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

/** The snapshot's entries by position: as written (already in order), or sorted. */
export function inPositionOrder(waitlist: readonly WaitlistEntry[]): readonly WaitlistEntry[] {
  for (let index = 1; index < waitlist.length; index += 1) {
    if (waitlist[index - 1]!.position >= waitlist[index]!.position) {
      return [...waitlist].sort((a, b) => a.position - b.position);
    }
  }
  return waitlist;
}
