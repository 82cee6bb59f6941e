import type { AuditEvent, WaitlistEntry } from '../../../src/shared/index.js';
import type { PeopleListQuery } from '../../../src/shared/people.js';
import type { OutboxMessage } from '../loop/loopTypes.js';

/**
 * The people area (issue 28): what the admin app reads about people that no other area keeps
 * ready. A person's referred entries, messages and admin actions; and the launch's numbers per
 * UTC day, kept up to date as entries change (lowdb: in-memory counts; PostgreSQL: a table of
 * counts its triggers keep), so that no read counts the entries one by one.
 */

/** What a count is broken down by. */
export const COUNT_DIMENSIONS = [
  'cohort',
  'utmSource',
  'utmCampaign',
  'referrer',
  'event',
] as const;
export type CountDimension = (typeof COUNT_DIMENSIONS)[number];

/**
 * Entries that joined on `day` (UTC, YYYY-MM-DD) with one value of a dimension. A cohort's value is
 * the source and five marks (cohortValue): confirmed, invited, activated, referred, referral counts.
 */
export interface DayCount {
  day: string;
  dimension: CountDimension;
  value: string;
  entries: number;
}

/** A page of the list as the store's own listEntries answers it (types.ts's EntryPage). */
export interface PeoplePage {
  entries: WaitlistEntry[];
  total: number;
  matching: number;
  /** `matching` is a floor: more match than the store counted one by one. */
  estimated?: true;
}

export interface PeopleStore {
  /** The entries this one referred, newest first, at most `limit`, and how many there are. */
  referralsOf(id: number, limit: number): Promise<{ entries: WaitlistEntry[]; total: number }>;
  /** The messages about this entry (its e-mails and webhook deliveries), oldest first. */
  messagesOf(id: number): Promise<OutboxMessage[]>;
  /** Audit events whose detail names this entry ("entry 12", "entries 4, 12"), newest first. */
  auditOf(id: number, limit: number): Promise<AuditEvent[]>;
  /**
   * A page of the list with the admin app's filters (source, booth event, held, lead rating)
   * besides the search and the status, in the order asked for, and how many match.
   */
  listEntries(query: PeopleListQuery): Promise<PeoplePage>;
  /** The counts of every dimension for the days from `fromDay` to `toDay`, both included. */
  dayCounts(fromDay: string, toDay: string): Promise<DayCount[]>;
}

/** A cohort's value read back (cohorts.ts writes it): its source and its five marks. */
export function parseCohort(value: string) {
  const [source = '', marks = '-----'] = value.split('|');
  return {
    source,
    confirmed: marks[0] === 'c',
    invited: marks[1] === 'i',
    activated: marks[2] === 'a',
    referred: marks[3] === 'r',
    counted: marks[4] === 'k',
  };
}
