import { canonicalMailbox, type ReferralFlag, type WaitlistEntry } from '../../src/shared/index.js';

/**
 * When a referral counts and what it is worth (issues 14 and 24, docs/product.md §17),
 * for both stores. PostgreSQL's form is SQL: synapse_counts_as_referral()
 * (server/store/referrals/postgresReferralRules.sql) and the flag waitlist_join_batch() sets
 * (server/store/entries/postgresJoinBatch.sql); server/store/referrals/referralRules.rule.test.ts
 * feeds both forms the same cases.
 */

/** Places each counted referral moves the referrer up, unless REFERRAL_BOOST says otherwise. */
export const DEFAULT_REFERRAL_BOOST = 5;

/** Referrals that count per referrer and UTC day, unless REFERRAL_DAILY_CAP says otherwise. */
export const DEFAULT_REFERRAL_DAILY_CAP = 10;

type ReferralFields = Pick<WaitlistEntry, 'referredBy' | 'referralFlag' | 'heldReason' | 'status'>;

/** A referral counts once the referred entry is confirmed (or further), not held and not flagged. */
export function countsAsReferral(entry: ReferralFields): boolean {
  return (
    entry.referredBy !== null &&
    entry.referralFlag === null &&
    entry.heldReason === null &&
    entry.status !== 'waiting'
  );
}

/**
 * A referral takes one of its referrer's daily places from its sign-up on, confirmed or not:
 * referred, not held and not flagged. Deleting it gives the place back.
 */
export function countsTowardDailyCap(
  entry: Pick<WaitlistEntry, 'referredBy' | 'referralFlag' | 'heldReason'>,
): boolean {
  return entry.referredBy !== null && entry.referralFlag === null && entry.heldReason === null;
}

/** The UTC day (YYYY-MM-DD) a referral is counted on: the day the referred person signed up. */
export function referralDay(createdAt: string): string {
  return createdAt.slice(0, 10);
}

/**
 * Why a new referral must not count without the admin's approval, or null when it counts:
 * the referrer's own inbox in another spelling, the referrer's own client network (at any time:
 * a referrer's network does not change its owner after an hour), or a referrer who already has
 * `cap` referrals that UTC day (0: no cap).
 */
export function referralFlag(
  referrer: Pick<WaitlistEntry, 'email' | 'networkHash'>,
  referred: { email: string; networkHash: string | null },
  day: { today: number; cap: number },
): ReferralFlag | null {
  if (canonicalMailbox(referred.email) === canonicalMailbox(referrer.email)) return 'same-mailbox';
  if (referrer.networkHash !== null && referred.networkHash === referrer.networkHash) {
    return 'self-referral';
  }
  if (day.cap > 0 && day.today >= day.cap) return 'daily-cap';
  return null;
}

/** The referral fields of an entry stored before referrals existed (an older data file). */
export const NO_REFERRAL = {
  referredBy: null,
  referralCount: 0,
  heldReason: null,
  referralFlag: null,
  networkHash: null,
} as const satisfies Partial<WaitlistEntry>;
