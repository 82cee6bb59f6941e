import type { WaitlistEntry } from '../../src/shared/index.js';

/**
 * Referrals and abuse in the store (issue 14): the held sign-ups an admin reviews, the referrers
 * with the most counted referrals, and the line in place order. None of them scans the list.
 */
export interface ReferralStore {
  /** How many places one more counted referral would move the entry up (0: no place, or off). */
  nextReferralGain(entry: WaitlistEntry, includeWaiting: boolean): Promise<number>;
  /** Held entries, oldest first, and how many there are. */
  listHeld(offset: number, limit: number): Promise<{ entries: WaitlistEntry[]; total: number }>;
  /** The entries with the most counted referrals (ties by position). */
  topReferrers(limit: number): Promise<WaitlistEntry[]>;
  /** Entries in line from `offset`, in place order, with the line's size. */
  listLine(
    offset: number,
    limit: number,
    includeWaiting: boolean,
  ): Promise<{ entries: WaitlistEntry[]; total: number }>;
}
