import type { WaitlistEntry } from '../../../src/shared/index.js';
import { countsAsReferral } from '../../referrals/rules.js';

/** The UTC day an entry joined: the first 10 characters of its ISO time (SQL: analytics_day()). */
export function joinDay(entry: Pick<WaitlistEntry, 'createdAt'>): string {
  return entry.createdAt.slice(0, 10);
}

/** What an entry's cohort is made of. */
export type CohortFields = Pick<
  WaitlistEntry,
  | 'source'
  | 'status'
  | 'confirmedAt'
  | 'invitedAt'
  | 'activatedAt'
  | 'referredBy'
  | 'referralFlag'
  | 'heldReason'
>;

/**
 * An entry's cohort in the launch's counts: its source, then one mark each for confirmed (c),
 * invited (i), activated (a), came through a referral link (r) and counts as a referral (k), a
 * dash where not. PostgreSQL's form is analytics_cohort() (postgresCohorts.sql);
 * cohorts.rule.test.ts feeds both forms the same entries.
 */
export function cohortValue(entry: CohortFields): string {
  const marks = [
    entry.confirmedAt !== null ? 'c' : '-',
    entry.invitedAt !== null ? 'i' : '-',
    entry.activatedAt !== null ? 'a' : '-',
    entry.referredBy !== null ? 'r' : '-',
    countsAsReferral(entry) ? 'k' : '-',
  ];
  return `${entry.source}|${marks.join('')}`;
}
