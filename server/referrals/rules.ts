import type { ReferralFlag, WaitlistEntry } from '../../src/shared/index.js';

/**
 * When a referral counts and what it is worth (issue 14, DECISIONS "Referrals and abuse"), written
 * once for both stores (PostgreSQL keeps the same rule in migration 13's trigger).
 */

/** Places each counted referral moves the referrer up, unless REFERRAL_BOOST says otherwise. */
export const DEFAULT_REFERRAL_BOOST = 5;

/** A sign-up from the referrer's own network this soon after the referrer's is not counted. */
export const SELF_REFERRAL_WINDOW_MS = 60 * 60 * 1000;

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

/** Flags a referral from the referrer's own network within the hour after the referrer joined. */
export function referralFlag(
  referrer: Pick<WaitlistEntry, 'networkHash' | 'createdAt'>,
  referred: { networkHash: string | null; createdAt: Date },
): ReferralFlag | null {
  if (referrer.networkHash === null || referred.networkHash !== referrer.networkHash) return null;
  const sinceReferrer = referred.createdAt.getTime() - Date.parse(referrer.createdAt);
  return sinceReferrer < SELF_REFERRAL_WINDOW_MS ? 'self-referral' : null;
}

/** The referral fields of an entry stored before referrals existed (an older data file). */
export const NO_REFERRAL = {
  referredBy: null,
  referralCount: 0,
  heldReason: null,
  referralFlag: null,
  networkHash: null,
} as const satisfies Partial<WaitlistEntry>;
