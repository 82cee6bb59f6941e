import type { WaitlistEntry } from '../../../src/shared/index.js';

/** The fields an 'entries' change may set: the loop's, never names, address or position. */
export function loopFieldsOf(entry: WaitlistEntry): Partial<WaitlistEntry> {
  return {
    status: entry.status,
    confirmedAt: entry.confirmedAt,
    invitedAt: entry.invitedAt,
    activatedAt: entry.activatedAt,
    consentAt: entry.consentAt,
    unsubscribedAt: entry.unsubscribedAt,
    linkSentAt: entry.linkSentAt,
    // The review's decisions: an approved referral loses its flag, a rejected one its referrer.
    // Absent from journal records written before referrals existed: kept as they were then.
    ...(entry.heldReason !== undefined ? { heldReason: entry.heldReason } : {}),
    ...(entry.referralFlag !== undefined ? { referralFlag: entry.referralFlag } : {}),
    ...(entry.referredBy !== undefined ? { referredBy: entry.referredBy } : {}),
    ...(entry.updatedAt ? { updatedAt: entry.updatedAt } : {}),
  };
}
