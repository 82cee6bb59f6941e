import type pg from 'pg';
import type {
  EntryStatus,
  OutboxKind,
  OutboxQuery,
  WaitlistEntry,
} from '../../../src/shared/index.js';
import { lineStatus, lineStatuses } from '../../loop/placeInLine.js';
import { storedLineKey } from '../rewards/postgresLineKey.js';
import {
  type AttemptResult,
  type EntryChange,
  type EntrySelection,
  type EntryUpdate,
  type LoopStore,
  type OutboxMessage,
  type PlaceInLine,
} from './loopTypes.js';
import { ENTRY_COLUMNS, toEntry, type EntryRow } from '../entries/postgresEntryRows.js';
import { writeLoopFields } from './postgresLoopRows.js';
import {
  enqueueMessages,
  OUTBOX_COLUMNS,
  toOutboxMessage,
  type OutboxRow,
} from './postgresOutboxRows.js';
import type { GroupCommit } from '../postgres/groupCommit.js';
import { attemptRecorder, type Attempt } from './postgresOutboxAttempts.js';
import { guarded } from '../postgres/pool.js';
import { inTransaction } from '../postgres/transaction.js';

/** The line's partial index predicate (migration 13): stated in full so the planner can use it. */
export const IN_LINE =
  "unsubscribed_at IS NULL AND held_reason IS NULL AND status IN ('waiting', 'confirmed')";
/** The line's order: position less the referral bonus, ties by position. */
export const LINE_ORDER = '(position - referral_bonus), position';
/** log2 of the scores per block of migration 14's line_blocks counters. */
export const LINE_BLOCK_BITS = 10;

/**
 * The statuses that stand in line as SQL: one status as an equality, so an ordered read walks the
 * line's index instead of sorting (the values come from ENTRY_STATUSES, never from a request).
 */
export function lineStatusIs(statuses: readonly EntryStatus[]): string {
  return statuses.length === 1
    ? `status = '${statuses[0]}'`
    : `status IN (${statuses.map((status) => `'${status}'`).join(', ')})`;
}

/**
 * The waitlist loop on PostgreSQL (issue 13): entry changes lock their rows and enqueue their
 * messages in one transaction; senders in several processes claim due messages with
 * FOR UPDATE SKIP LOCKED and a lease, so no two send one message at once.
 */
export class PostgresLoop implements LoopStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly now: () => Date,
    private readonly checkOpen: () => void,
    /** Places each counted referral is worth (REFERRAL_BOOST): the line's order. */
    private readonly referralBoost = 0,
  ) {
    this.attempts = attemptRecorder(pool);
  }

  /** Delivery attempts reported together, recorded in one statement (group commit). */
  readonly attempts: GroupCommit<Attempt, void>;

  private async query<R extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
    this.checkOpen();
    return guarded(async () => (await this.pool.query<R>(text, values)).rows);
  }

  async findEntry(id: number): Promise<WaitlistEntry | undefined> {
    const [row] = await this.query<EntryRow>(
      `SELECT ${ENTRY_COLUMNS} FROM waitlist_entries WHERE id = $1`,
      [id],
    );
    return row ? toEntry(row) : undefined;
  }

  async updateEntries(selection: EntrySelection, change: EntryChange): Promise<EntryUpdate[]> {
    this.checkOpen();
    const now = this.now();
    return inTransaction(this.pool, async (client) => {
      const { rows } =
        'ids' in selection
          ? await client.query<EntryRow>(
              `SELECT ${ENTRY_COLUMNS} FROM waitlist_entries WHERE id = ANY($1::bigint[])
               ORDER BY position FOR UPDATE`,
              [[...new Set(selection.ids)]],
            )
          : // The next in line; rows another admin's batch holds are skipped, not waited for.
            await client.query<EntryRow>(
              `SELECT ${ENTRY_COLUMNS} FROM waitlist_entries
               WHERE ${IN_LINE} AND ${lineStatusIs(lineStatuses(selection.includeWaiting))}
               ORDER BY ${LINE_ORDER} LIMIT $1 FOR UPDATE SKIP LOCKED`,
              [selection.nextInLine],
            );
      const updates: EntryUpdate[] = [];
      const drafts = [];
      for (const before of rows.map(toEntry)) {
        const changed = change(before);
        if (!changed) continue;
        drafts.push(...changed.messages);
        updates.push({ before, after: changed.entry, queued: changed.messages.length });
      }
      const stored = await writeLoopFields(
        client,
        updates.map((update) => update.after),
      );
      await enqueueMessages(client, drafts, now);
      const byId = new Map(stored.map((entry) => [entry.id, entry]));
      return updates.map((update) => ({ ...update, after: byId.get(update.after.id)! }));
    });
  }

  /**
   * A range count over the line's index (migration 13) for the place, and migration 13's counter
   * rows for the line's size: neither scans the list.
   */
  async placeInLine(entry: WaitlistEntry, includeWaiting: boolean): Promise<PlaceInLine> {
    const statuses = lineStatuses(includeWaiting);
    const status = lineStatus(entry);
    const inLine = status !== null && statuses.includes(status);
    const { score, position } = await storedLineKey(
      (text, values) => this.query(text, values),
      entry,
      this.referralBoost,
    );
    const [row] = await this.query<{ before: number | null; total: number }>(
      // The blocks of scores before the entry's from their counters, then a count inside its block.
      // The plain bounds on the score (beside the row comparison, which PostgreSQL cannot estimate)
      // let the planner see how few rows that is: an index scan, not a parallel bitmap scan.
      `SELECT
         CASE WHEN $4::boolean THEN
           (SELECT coalesce(sum(entries), 0)::integer FROM line_blocks
            WHERE status = ANY($1::text[]) AND block < $2::bigint >> ${LINE_BLOCK_BITS})
           + (SELECT count(*)::integer FROM waitlist_entries
              WHERE ${IN_LINE} AND status = ANY($1::text[])
                AND position - referral_bonus >= ($2::bigint >> ${LINE_BLOCK_BITS}) << ${LINE_BLOCK_BITS}
                AND position - referral_bonus <= $2::bigint
                AND (position - referral_bonus, position) < ($2::bigint, $3::bigint)) END AS before,
         (SELECT coalesce(sum(entries), 0)::integer FROM line_count_shards
          WHERE status = ANY($1::text[])) AS total`,
      [statuses, score, position, inLine],
    );
    return { place: inLine ? row!.before! + 1 : null, total: row!.total };
  }

  /** How many places one more counted referral would move the entry up (issue 14). */
  async nextReferralGain(entry: WaitlistEntry, includeWaiting: boolean): Promise<number> {
    const statuses = lineStatuses(includeWaiting);
    const status = lineStatus(entry);
    if (status === null || !statuses.includes(status) || this.referralBoost === 0) return 0;
    const { score, position } = await storedLineKey(
      (text, values) => this.query(text, values),
      entry,
      this.referralBoost,
    );
    const [row] = await this.query<{ passed: number }>(
      `SELECT count(*)::integer AS passed FROM waitlist_entries
       WHERE ${IN_LINE} AND status = ANY($1::text[])
         AND position - referral_bonus BETWEEN $2::bigint AND $4::bigint
         AND (position - referral_bonus, position) >= ($2::bigint, $3::bigint)
         AND (position - referral_bonus, position) < ($4::bigint, $3::bigint)`,
      [statuses, score - this.referralBoost, position, score],
    );
    return row!.passed;
  }

  /** The oldest pending message by id (ids grow with time) through the (status, id) index. */
  async outboxBacklog() {
    const [row] = await this.query<{ pending: number; oldest: Date | null }>(
      `SELECT count(*)::integer AS pending,
         (SELECT created_at FROM outbox WHERE status = 'pending' ORDER BY id LIMIT 1) AS oldest
       FROM outbox WHERE status = 'pending'`,
    );
    return { pending: row!.pending, oldestCreatedAt: row!.oldest?.toISOString() ?? null };
  }

  async listOutbox({ status, kind, offset, limit }: OutboxQuery) {
    const matches = { status, kind };
    const named = (['status', 'kind'] as const).filter((column) => matches[column] !== undefined);
    const where = (first: number) =>
      named.length === 0
        ? ''
        : `WHERE ${named.map((column, index) => `${column} = $${first + index}`).join(' AND ')}`;
    const filterValues = named.map((column) => matches[column]);
    const [rows, counts] = await Promise.all([
      this.query<OutboxRow>(
        `SELECT ${OUTBOX_COLUMNS} FROM outbox ${where(3)} ORDER BY id DESC OFFSET $1 LIMIT $2`,
        [offset, limit, ...filterValues],
      ),
      this.query<{ total: number }>(
        `SELECT count(*)::integer AS total FROM outbox ${where(1)}`,
        filterValues,
      ),
    ]);
    return { messages: rows.map(toOutboxMessage), total: counts[0]!.total };
  }

  /**
   * Due messages, locked with SKIP LOCKED so that concurrent senders never take the same row,
   * and leased (next_attempt_at moved to the lease's end) so that none takes it until then.
   */
  async claimOutbox(
    now: Date,
    limit: number,
    leaseUntil: Date,
    kinds?: readonly OutboxKind[],
  ): Promise<OutboxMessage[]> {
    const rows = await this.query<OutboxRow>(
      `UPDATE outbox SET next_attempt_at = $3 WHERE id IN (
         SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= $1
           AND ($4::text[] IS NULL OR kind = ANY ($4::text[]))
         ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING ${OUTBOX_COLUMNS}`,
      [now, limit, leaseUntil, kinds ?? null],
    );
    return rows.map(toOutboxMessage).sort((a, b) => a.id - b.id);
  }

  /** Group-committed: attempts reported together share one statement (postgresOutboxAttempts.ts). */
  async recordAttempt(id: number, result: AttemptResult): Promise<void> {
    this.checkOpen();
    await this.attempts.submit({ id, result });
  }

  async retryOutbox(id: number, now: Date): Promise<boolean> {
    const rows = await this.query(
      `UPDATE outbox SET status = 'pending', next_attempt_at = $2
       WHERE id = $1 AND status <> 'sent' RETURNING id`,
      [id, now],
    );
    return rows.length === 1;
  }
}
