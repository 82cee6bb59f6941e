import type pg from 'pg';
import type { EntryStatus, SharedMailbox, WaitlistEntry } from '../../../src/shared/index.js';
import { FRONT_BONUS, lineStatuses } from '../../loop/placeInLine.js';
import type { ReferralStore } from './referralTypes.js';
import { ENTRY_COLUMNS, toEntry, type EntryRow } from '../entries/postgresEntryRows.js';
import { IN_LINE, LINE_BLOCK_BITS, LINE_ORDER, lineStatusIs } from '../loop/postgresLoop.js';

type Query = <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<R[]>;

/**
 * Makes the stored referral bonuses match REFERRAL_BOOST (migration 13 keeps bonus = boost x
 * counted referrals): rewritten only when the boost changed, and only for entries with referrals.
 * REFERRAL_DAILY_CAP is kept beside it for the join function (migration 22).
 */
export async function applyReferralSettings(
  client: pg.ClientBase,
  { boost, dailyCap }: { boost: number; dailyCap: number },
): Promise<void> {
  const { rows } = await client.query<{ boost: number; daily_cap: number }>(
    'SELECT boost, daily_cap FROM referral_settings',
  );
  if (rows[0]?.daily_cap !== dailyCap) {
    await client.query('UPDATE referral_settings SET daily_cap = $1', [dailyCap]);
  }
  if (rows[0]?.boost === boost) return;
  await client.query('BEGIN');
  try {
    await client.query('UPDATE referral_settings SET boost = $1', [boost]);
    await client.query(
      // A reward's move to the front (migration 28) is kept: FRONT_BONUS stays in the bonus.
      `UPDATE waitlist_entries SET referral_bonus = referral_count * $1::bigint
         + CASE WHEN moved_to_front THEN $2::bigint ELSE 0 END
       WHERE referral_count > 0 OR referral_bonus <> 0`,
      [boost, FRONT_BONUS],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/** Migration 22's partial index: held sign-ups and flagged referrals. */
const IN_REVIEW = 'held_reason IS NOT NULL OR referral_flag IS NOT NULL';

/** Inboxes stored more than once: only by versions before migration 22 (mailbox_twin <> 0). */
const SHARED = `
  SELECT mailbox, min(position) AS first FROM waitlist_entries
  WHERE mailbox IN (SELECT mailbox FROM waitlist_entries WHERE mailbox_twin <> 0)
  GROUP BY mailbox HAVING count(*) > 1`;

/** A page of them with their entries, the inbox with the earliest entry first: $1 offset, $2 limit. */
const SHARED_PAGE = `
  WITH page AS (SELECT mailbox, first FROM (${SHARED}) AS shared ORDER BY first OFFSET $1 LIMIT $2)
  SELECT page.mailbox, ${ENTRY_COLUMNS.split(', ')
    .map((column) => `e.${column}`)
    .join(', ')}
  FROM page JOIN waitlist_entries AS e ON e.mailbox = page.mailbox
  ORDER BY page.first, e.position`;

/** The review queue, the leaderboard and the line in place order, each over its own index. */
export function referralQueries(query: Query): Omit<ReferralStore, 'nextReferralGain'> {
  const entries = async (text: string, values: unknown[]): Promise<WaitlistEntry[]> =>
    (await query<EntryRow>(text, values)).map(toEntry);
  return {
    async listReview(offset, limit) {
      const [page, [count]] = await Promise.all([
        entries(
          `SELECT ${ENTRY_COLUMNS} FROM waitlist_entries WHERE ${IN_REVIEW}
           ORDER BY position OFFSET $1 LIMIT $2`,
          [offset, limit],
        ),
        query<{ total: number }>(
          `SELECT count(*)::integer AS total FROM waitlist_entries WHERE ${IN_REVIEW}`,
        ),
      ]);
      return { entries: page, total: count!.total };
    },
    async listSharedMailboxes(offset, limit) {
      const [rows, [count]] = await Promise.all([
        query<EntryRow & { mailbox: string }>(SHARED_PAGE, [offset, limit]),
        query<{ total: number }>(`SELECT count(*)::integer AS total FROM (${SHARED}) AS shared`),
      ]);
      const groups: SharedMailbox[] = [];
      for (const row of rows) {
        const last = groups[groups.length - 1];
        if (last?.mailbox === row.mailbox) last.entries.push(toEntry(row));
        else groups.push({ mailbox: row.mailbox, entries: [toEntry(row)] });
      }
      return { groups, total: count!.total };
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
        entries(lineFromOffsetSql(statuses), [statuses, offset, limit]),
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

/**
 * A page of the line from any offset in one statement (one snapshot): the block of scores that
 * holds the offset, found from migration 14's counters, then each status's index walked from that
 * block's first score only, the statuses merged. $1 statuses, $2 offset, $3 limit.
 */
function lineFromOffsetSql(statuses: readonly EntryStatus[]): string {
  const fromBlock = (status: EntryStatus) =>
    `(SELECT ${ENTRY_COLUMNS}, position - referral_bonus AS line_score FROM waitlist_entries
      WHERE ${IN_LINE} AND ${lineStatusIs([status])}
        AND position - referral_bonus >= (SELECT block << ${LINE_BLOCK_BITS} FROM start)
      ORDER BY ${LINE_ORDER} LIMIT (SELECT $2::bigint - before + $3::bigint FROM start))`;
  return `WITH blocks AS (
      SELECT block, sum(entries) AS entries FROM line_blocks
      WHERE status = ANY($1::text[]) GROUP BY block
    ), running AS (
      SELECT block, entries, sum(entries) OVER (ORDER BY block) - entries AS before FROM blocks
    ), start AS (
      SELECT block, before FROM running WHERE before + entries > $2::bigint ORDER BY block LIMIT 1
    )
    SELECT ${ENTRY_COLUMNS} FROM (${statuses.map(fromBlock).join(' UNION ALL ')}) AS line
    ORDER BY line_score, position OFFSET (SELECT $2::bigint - before FROM start) LIMIT $3`;
}
