import type { EntryChange } from '../loop/messages.js';

/**
 * The admin's decisions on the review queue (issues 14 and 24): held sign-ups and flagged
 * referrals. A rejected held sign-up is erased by the route; these are the changes that keep the
 * entry.
 */

/** Approved: a held sign-up takes its place in line, a flagged referral counts. */
export const approveReview: EntryChange = (entry) =>
  entry.heldReason === null && entry.referralFlag === null
    ? null
    : { entry: { ...entry, heldReason: null, referralFlag: null }, messages: [] };

/**
 * A flagged referral rejected: the sign-up stays (a real person may stand behind it) and leaves
 * the queue, but no longer names a referrer, so it can never count. Held entries are not touched:
 * rejecting them erases them.
 */
export const rejectReferral: EntryChange = (entry) =>
  entry.heldReason !== null || entry.referralFlag === null
    ? null
    : { entry: { ...entry, referredBy: null, referralFlag: null }, messages: [] };
