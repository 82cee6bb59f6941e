import { searchWords } from '../../../src/shared/index.js';
import type { Query } from '../postgres/readQuery.js';
import type {
  EntrySource,
  EntryStatus,
  HoldReason,
  ReferralFlag,
  WaitlistEntry,
} from '../../../src/shared/index.js';

/** The columns of waitlist_entries in the order every query selects them. */
export const ENTRY_COLUMNS =
  'id, first_name, last_name, email, company, has_consented, position, created_at, source, ' +
  'status, confirmed_at, invited_at, activated_at, referral_code, consent_version, consent_at, ' +
  'unsubscribed_at, link_sent_at, referred_by, referral_count, held_reason, referral_flag, ' +
  'network_hash';

/**
 * The SQL condition that the entry's names, e-mail or company hold a LIKE pattern, in any letter
 * case: migration 18's lower-cased search_text column, which the trigram index covers. `pattern`
 * is a parameter ("$1") or any text expression.
 */
export const searchTextLike = (pattern: string) => `search_text LIKE lower(${pattern})`;

export interface EntryRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  has_consented: boolean;
  position: number;
  created_at: Date;
  source: EntrySource;
  status: EntryStatus;
  confirmed_at: Date | null;
  invited_at: Date | null;
  activated_at: Date | null;
  referral_code: string;
  consent_version: string;
  consent_at: Date | null;
  unsubscribed_at: Date | null;
  link_sent_at: Date | null;
  referred_by: number | null;
  referral_count: number;
  held_reason: HoldReason | null;
  referral_flag: ReferralFlag | null;
  network_hash: string | null;
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function toEntry(row: EntryRow): WaitlistEntry {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    company: row.company,
    hasConsented: row.has_consented,
    position: row.position,
    createdAt: row.created_at.toISOString(),
    source: row.source,
    status: row.status,
    confirmedAt: iso(row.confirmed_at),
    invitedAt: iso(row.invited_at),
    activatedAt: iso(row.activated_at),
    referralCode: row.referral_code,
    consentVersion: row.consent_version,
    consentAt: iso(row.consent_at),
    unsubscribedAt: iso(row.unsubscribed_at),
    linkSentAt: iso(row.link_sent_at),
    referredBy: row.referred_by === null ? null : Number(row.referred_by),
    referralCount: row.referral_count,
    heldReason: row.held_reason,
    referralFlag: row.referral_flag,
    networkHash: row.network_hash,
  };
}

/** A LIKE pattern matching the search as a plain substring (its %, _ and \ taken literally). */
export function substringPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * A search's SQL condition with its values, parameters from `$first` on: every word must be found
 * (a full name, words in any order); the longest word goes through the trigram index, the rest
 * are checked on the rows it finds.
 */
export function searchCondition(search: string, first: number): { sql: string; values: unknown[] } {
  const patterns = searchWords(search).map(substringPattern);
  const longest = [...patterns].sort((a, b) => b.length - a.length)[0] ?? '%%';
  return {
    sql:
      `${searchTextLike(`$${first}`)} AND search_text LIKE ` +
      `ALL (ARRAY(SELECT lower(word) FROM unnest($${first + 1}::text[]) AS word))`,
    values: [longest, patterns],
  };
}

/** migration 2's counter rows: the same answer as count(*), without the scan. */
export const COUNT_SQL = 'SELECT sum(entries)::integer AS count FROM waitlist_count_shards';

/** PostgreSQL's own estimate of a pattern's matches (EXPLAIN's row count): no row is read. */
export async function plannedMatches(query: Query, pattern: string): Promise<number> {
  const [row] = await query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM waitlist_entries WHERE ${searchTextLike('$1')}`,
    [pattern],
  );
  return row!['QUERY PLAN'][0].Plan['Plan Rows'];
}
