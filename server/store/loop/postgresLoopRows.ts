import type pg from 'pg';
import type { WaitlistEntry } from '../../../src/shared/index.js';
import { ENTRY_COLUMNS, toEntry, type EntryRow } from '../entries/postgresEntryRows.js';

/**
 * Writes the loop's fields of entries (status, dates, consent, link throttle) and the review's
 * (held, referral flag, referrer) inside the caller's transaction, many rows in one statement: a
 * join's batch or an admin's invite batch. Answers the stored rows, in no particular order.
 */
export async function writeLoopFields(
  client: pg.ClientBase,
  entries: readonly WaitlistEntry[],
): Promise<WaitlistEntry[]> {
  if (entries.length === 0) return [];
  const column = <K extends keyof WaitlistEntry>(key: K) => entries.map((entry) => entry[key]);
  const { rows } = await client.query<EntryRow>(
    `UPDATE waitlist_entries AS e SET
       status = u.status, confirmed_at = u.confirmed_at, invited_at = u.invited_at,
       activated_at = u.activated_at, consent_version = u.consent_version,
       consent_at = u.consent_at, unsubscribed_at = u.unsubscribed_at, link_sent_at = u.link_sent_at,
       held_reason = u.held_reason, referral_flag = u.referral_flag, referred_by = u.referred_by
     FROM unnest($1::bigint[], $2::text[], $3::timestamptz[], $4::timestamptz[], $5::timestamptz[],
                 $6::text[], $7::timestamptz[], $8::timestamptz[], $9::timestamptz[], $10::text[],
                 $11::text[], $12::bigint[])
       AS u (id, status, confirmed_at, invited_at, activated_at, consent_version, consent_at,
             unsubscribed_at, link_sent_at, held_reason, referral_flag, referred_by)
     WHERE e.id = u.id
     RETURNING ${ENTRY_COLUMNS.split(', ')
       .map((name) => `e.${name}`)
       .join(', ')}`,
    [
      column('id'),
      column('status'),
      column('confirmedAt'),
      column('invitedAt'),
      column('activatedAt'),
      column('consentVersion'),
      column('consentAt'),
      column('unsubscribedAt'),
      column('linkSentAt'),
      column('heldReason'),
      column('referralFlag'),
      column('referredBy'),
    ],
  );
  return rows.map(toEntry);
}
