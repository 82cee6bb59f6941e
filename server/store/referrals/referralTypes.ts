import type { SharedMailbox, WaitlistEntry } from '../../../src/shared/index.js';

/**
 * Referrals and abuse in the store (issues 14 and 24): the held sign-ups and flagged referrals an
 * admin reviews, the referrers with the most counted referrals, the line in place order, and the
 * inboxes an older version stored more than once. None of them scans the list.
 */
export interface ReferralStore {
  /** How many places one more counted referral would move the entry up (0: no place, or off). */
  nextReferralGain(entry: WaitlistEntry, includeWaiting: boolean): Promise<number>;
  /** The review queue by position (held sign-ups, flagged referrals), and how many there are. */
  listReview(offset: number, limit: number): Promise<{ entries: WaitlistEntry[]; total: number }>;
  /** Inboxes held by more than one entry (stored before the canonical mailbox), earliest first. */
  listSharedMailboxes(
    offset: number,
    limit: number,
  ): Promise<{ groups: SharedMailbox[]; total: number }>;
  /** The entries with the most counted referrals (ties by position). */
  topReferrers(limit: number): Promise<WaitlistEntry[]>;
  /** Entries in line from `offset`, in place order, with the line's size. */
  listLine(
    offset: number,
    limit: number,
    includeWaiting: boolean,
  ): Promise<{ entries: WaitlistEntry[]; total: number }>;
}
