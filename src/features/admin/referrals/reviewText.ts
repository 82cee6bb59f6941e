import type { HoldReason, ReferralFlag, ReviewDecision, WaitlistEntry } from '../../../shared';

/** Why a sign-up was held, in the admin's words. */
export const HOLD_REASON_TEXT: Record<HoldReason, string> = {
  honeypot: 'Filled the hidden field bots fill',
  'too-fast': 'Sent faster than a person can type',
  'no-proof': "Sent without solving the page's proof-of-work check",
};

/** Why a referral does not count until approved (issue 24), in the admin's words. */
export const REFERRAL_FLAG_TEXT: Record<ReferralFlag, string> = {
  'self-referral': "Referral from the referrer's own network: may be the referrer",
  'same-mailbox': "Referral to the referrer's own inbox in another spelling",
  'daily-cap': 'Referral over the daily limit for its referrer: waits for you',
};

/** Every reason an entry is in the review queue, joined for one table cell. */
export function reviewReason(entry: Pick<WaitlistEntry, 'heldReason' | 'referralFlag'>): string {
  const reasons = [
    entry.heldReason ? HOLD_REASON_TEXT[entry.heldReason] : null,
    entry.referralFlag ? REFERRAL_FLAG_TEXT[entry.referralFlag] : null,
  ];
  return reasons.filter((reason) => reason !== null).join('; ');
}

/** What a decision did, for the toast: approved entries count, rejected ones are erased or kept. */
export function reviewOutcomeText(decision: ReviewDecision['decision'], reviewed: number): string {
  const entries = `${reviewed} ${reviewed === 1 ? 'entry' : 'entries'}`;
  return decision === 'approve'
    ? `${entries} approved: held sign-ups take their place in line, referrals count.`
    : `${entries} rejected: held sign-ups were erased; flagged referrals stay on the list and never count.`;
}
