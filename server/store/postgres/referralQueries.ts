import type pg from 'pg';
import type { WaitlistEntry } from '../../../src/shared/index.js';
import { lineStatuses } from '../../loop/placeInLine.js';
import type { ReferralStore } from '../referralTypes.js';
import { ENTRY_COLUMNS, toEntry, type EntryRow } from './entryRows.js';
import { IN_LINE, LINE_ORDER, lineStatusIs } from './postgresLoop.js';

type Query = <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<R[]>;

/**
 * Makes the stored referral bonuses match REFERRAL_BOOST (migration 13 keeps bonus = boost x
 * counted referrals): rewritten only when the boost changed, and only for entries with referrals.
 */
export async function applyReferralBoost(client: pg.ClientBase, boost: number): Promise<void> {
  const { rows } = await client.query<{ boost: number }>('SELECT boost FROM referral_settings');
  if (rows[0]?.boost === boost) return;
  await client.query('BEGIN');
  try {
    await client.query('UPDATE referral_settings SET boost = $1', [boost]);
    await client.query(
      `UPDATE waitlist_entries SET referral_bonus = referral_count * $1::bigint
       WHERE referral_count > 0 OR referral_bonus <> 0`,
      [boost],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/** The review queue, the leaderboard and the line in place order, each over its own index. */
export function referralQueries(query: Query): Omit<ReferralStore, 'nextReferralGain'> {
  const entries = async (text: string, values: unknown[]): Promise<WaitlistEntry[]> =>
    (await query<EntryRow>(text, values)).map(toEntry);
  return {
    async listHeld(offset, limit) {
      const [page, [count]] = await Promise.all([
        entries(
          `SELECT ${ENTRY_COLUMNS} FROM waitlist_entries WHERE held_reason IS NOT NULL
           ORDER BY position OFFSET $1 LIMIT $2`,
          [offset, limit],
        ),
        query<{ total: number }>(
          'SELECT count(*)::integer AS total FROM waitlist_entries WHERE held_reason IS NOT NULL',
        ),
      ]);
      return { entries: page, total: count!.total };
    },
    topReferrers(limit) {
      return entries(
        `SELECT ${ENTRY_COLUMNS} FROM waitlist_entries WHERE referral_count > 0
         ORDER BY referral_count DESC, position LIMIT $1`,
        [limit],
      );
    },
    async listLine(offset, limit, includeWaiting) {
      const statuses = lineStatuses(includeWaiting);
      const [page, [count]] = await Promise.all([
        entries(
          `SELECT ${ENTRY_COLUMNS} FROM waitlist_entries
           WHERE ${IN_LINE} AND ${lineStatusIs(statuses)}
           ORDER BY ${LINE_ORDER} OFFSET $1 LIMIT $2`,
          [offset, limit],
        ),
        query<{ total: number }>(
          `SELECT coalesce(sum(entries), 0)::integer AS total FROM line_count_shards
           WHERE status = ANY($1::text[])`,
          [statuses],
        ),
      ]);
      return { entries: page, total: count!.total };
    },
  };
}
