import type { WaitlistEntry } from '../../src/shared/index.js';

/**
 * The place in line (DECISIONS "The waitlist loop"): entries confirmed (or, with DOUBLE_OPT_IN
 * off, waiting), still subscribed, not yet invited, ordered by position minus REFERRAL_BOOST times
 * counted referrals, ties by position. Referrals (issue 14) are not counted yet: score = position.
 * Both stores order by this (lowdb: server/store/lowdb/entryLine.ts; PostgreSQL: placeInLine.ts).
 */
export function lineStatus(entry: WaitlistEntry): 'confirmed' | 'waiting' | null {
  if (entry.unsubscribedAt !== null) return null;
  return entry.status === 'confirmed' || entry.status === 'waiting' ? entry.status : null;
}

export function lineKey(entry: WaitlistEntry): { score: number; position: number } {
  return { score: entry.position, position: entry.position };
}

/** The statuses that stand in line. */
export function lineStatuses(includeWaiting: boolean): ('confirmed' | 'waiting')[] {
  return includeWaiting ? ['confirmed', 'waiting'] : ['confirmed'];
}
