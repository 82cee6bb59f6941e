import type { WaitlistEntry } from '../../src/shared/index.js';

/**
 * The place in line (DECISIONS "The waitlist loop"): entries confirmed (or, with DOUBLE_OPT_IN
 * off, waiting), still subscribed, not yet invited, ordered by position minus REFERRAL_BOOST times
 * counted referrals, ties by position.  * Both stores order by this (lowdb: server/store/lowdb/entryLine.ts; PostgreSQL: placeInLine.ts).
 */
export function lineStatus(entry: WaitlistEntry): 'confirmed' | 'waiting' | null {
  // A held entry has no place until an admin approves it (issue 14).
  if (entry.unsubscribedAt !== null || entry.heldReason !== null) return null;
  return entry.status === 'confirmed' || entry.status === 'waiting' ? entry.status : null;
}

/** position - REFERRAL_BOOST x counted referrals; a tie goes to the earlier position. */
export function lineKey(
  entry: Pick<WaitlistEntry, 'position' | 'referralCount'>,
  referralBoost: number,
): { score: number; position: number } {
  return { score: entry.position - referralBoost * entry.referralCount, position: entry.position };
}

/** The statuses that stand in line. */
export function lineStatuses(includeWaiting: boolean): ('confirmed' | 'waiting')[] {
  return includeWaiting ? ['confirmed', 'waiting'] : ['confirmed'];
}
