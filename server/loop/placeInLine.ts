import type { WaitlistEntry } from '../../src/shared/index.js';

/**
 * The place in line (docs/product.md §16): entries confirmed (or, with DOUBLE_OPT_IN
 * off, waiting), still subscribed, not yet invited, ordered by position minus REFERRAL_BOOST times
 * counted referrals, ties by position. Both stores order by it: lowdb through
 * server/store/entries/lowdbEntryLine.ts, PostgreSQL through the loop's SQL (IN_LINE and LINE_ORDER
 * in server/store/loop/postgresLoop.ts) and server/store/rewards/postgresLineKey.ts.
 *
 * PostgreSQL's form is synapse_line_status() (server/store/loop/postgresLineStatus.sql), which the
 * line's counters follow; server/store/loop/lineStatus.rule.test.ts feeds both the same entries.
 */
export function lineStatus(entry: WaitlistEntry): 'confirmed' | 'waiting' | null {
  // A held entry has no place until an admin approves it (issue 14).
  if (entry.unsubscribedAt !== null || entry.heldReason !== null) return null;
  return entry.status === 'confirmed' || entry.status === 'waiting' ? entry.status : null;
}

/**
 * What a reward that moves its earner to the front takes off the score (issue 29, item 3): more
 * than any ticket number, so everyone who earned it stands before everyone else, in the usual
 * order among themselves. PostgreSQL adds the same to referral_bonus (migration 28).
 */
export const FRONT_BONUS = 2 ** 40;

/**
 * position - REFERRAL_BOOST x counted referrals (- FRONT_BONUS once moved to the front); a tie
 * goes to the earlier position.
 */
export function lineKey(
  entry: Pick<WaitlistEntry, 'position' | 'referralCount'>,
  referralBoost: number,
  movedToFront = false,
): { score: number; position: number } {
  return {
    score: entry.position - referralBoost * entry.referralCount - (movedToFront ? FRONT_BONUS : 0),
    position: entry.position,
  };
}

/** The statuses that stand in line. */
export function lineStatuses(includeWaiting: boolean): ('confirmed' | 'waiting')[] {
  return includeWaiting ? ['confirmed', 'waiting'] : ['confirmed'];
}
