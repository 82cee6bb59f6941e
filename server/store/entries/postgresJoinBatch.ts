import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { WaitlistEntry } from '../../../src/shared/index.js';
import { log } from '../../logging/logger.js';
import { timedCommit } from '../commitTiming.js';
import type { NewEntry } from '../types.js';
import { ENTRY_COLUMNS, type EntryRow } from './postgresEntryRows.js';
import { GroupCommit, type GroupCommitOptions } from '../postgres/groupCommit.js';

/**
 * One join of a batch: what the visitor sent, the trimmed address, the time it arrived, and the
 * loop's fields a new entry starts with (issue 13).
 */
export type PendingJoin = NewEntry & { createdAt: string } & Pick<
    WaitlistEntry,
    'status' | 'confirmedAt' | 'consentVersion' | 'consentAt' | 'linkSentAt'
  >;

export type JoinRow = EntryRow & { inserted: boolean };

/**
 * What else a batch of joins writes in its transaction. Each is a data-modifying statement over
 * `joined`, the batch's rows (ord, the entry's columns, inserted), and runs in the same statement
 * as the inserts, so it commits with them or not at all; e.g. a confirmation message per new entry:
 *   INSERT INTO outbox (entry_id, kind) SELECT id, 'confirm' FROM joined WHERE inserted
 */
export interface JoinBatchWrite {
  /** A name for its WITH clause (an SQL identifier). */
  name: string;
  sql: string;
}

type JoinBatchRow = JoinRow & { ord: number };

/** The first parameter number after the batch's own arrays: the writes' extra values start here. */
export const BATCH_EXTRA_PARAM = 16;

/**
 * The one statement of a batch: waitlist_join_batch() (migration 4's, created again whole by later
 * migrations; postgresJoinBatch.sql beside this file is its current text), plus the writes that
 * ride along.
 */
export function joinBatchStatement(writes: readonly JoinBatchWrite[]): string {
  const alongside = writes.map((write) => `, ${write.name} AS (${write.sql})`).join('');
  return (
    `WITH joined AS (SELECT * FROM waitlist_join_batch(` +
    `$1::text[], $2::text[], $3::text[], $4::text[], $5::boolean[], $6::timestamptz[], $7::text[], ` +
    `$8::text[], $9::timestamptz[], $10::text[], $11::timestamptz[], $12::timestamptz[], ` +
    `$13::text[], $14::text[], $15::text[]))` +
    `${alongside} SELECT ord, ${ENTRY_COLUMNS}, inserted FROM joined`
  );
}

/** The batch's arrays, one element per join, in the function's parameter order. */
function batchValues(joins: readonly PendingJoin[]): unknown[][] {
  return [
    joins.map((join) => join.firstName),
    joins.map((join) => join.lastName),
    joins.map((join) => join.email),
    joins.map((join) => join.company),
    joins.map((join) => join.hasConsented),
    joins.map((join) => join.createdAt),
    joins.map((join) => join.source),
    joins.map((join) => join.status),
    joins.map((join) => join.confirmedAt),
    joins.map((join) => join.consentVersion),
    joins.map((join) => join.consentAt),
    joins.map((join) => join.linkSentAt),
    joins.map((join) => join.ref ?? null),
    joins.map((join) => join.heldReason ?? null),
    joins.map((join) => join.networkHash ?? null),
  ];
}

export interface JoinBatcherOptions {
  /** Runs one named (prepared) statement on the pool: one round trip, its own transaction. */
  query(config: pg.QueryConfig): Promise<JoinBatchRow[]>;
  /** The entry a join's address has, for the rare row the batch could not answer (see below). */
  findByEmail(email: string): Promise<JoinRow | undefined>;
  writes?: readonly JoinBatchWrite[];
  /**
   * Values the writes use, numbered from BATCH_EXTRA_PARAM on (e.g. the time of the batch, or an
   * array with an element per join, in the batch's order).
   */
  extraValues?: (joins: readonly PendingJoin[]) => unknown[];
  /**
   * Runs after a batch that had repeated joins, with their entries' ids (each once), before their
   * callers are answered (the re-sent link, joinMessages.ts). A failure there is logged: those
   * joins changed nothing, their answer stands, and the next repeat sends the link.
   */
  repeated?(ids: number[]): Promise<void>;
  tuning?: Omit<GroupCommitOptions<PendingJoin, JoinRow>, 'run'>;
}

/**
 * Joins arriving together go to PostgreSQL as one statement in one transaction; each caller gets
 * its own row (new, or the entry already there) once that transaction has committed.
 */
export function joinBatcher(options: JoinBatcherOptions): GroupCommit<PendingJoin, JoinRow> {
  const text = joinBatchStatement(options.writes ?? []);
  // PostgreSQL cuts a statement name at 63 bytes: one named from its text's hash stays unique.
  const name = `join_batch_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
  return new GroupCommit<PendingJoin, JoinRow>({
    ...options.tuning,
    async run(joins) {
      const values = [...batchValues(joins), ...(options.extraValues?.(joins) ?? [])];
      const rows = await timedCommit('postgres', 'join_batch', () =>
        options.query({ name, text, values }),
      );
      const repeats = [...new Set(rows.filter((row) => !row.inserted).map((row) => row.id))];
      if (repeats.length > 0 && options.repeated) {
        await options.repeated(repeats).catch((error: Error) => {
          log.error({ err: error }, 'Re-sending the links of repeated joins failed');
        });
      }
      const byOrd = new Map(rows.map((row) => [row.ord, row]));
      return Promise.all(
        joins.map(async (join, index) => {
          // An address inserted without migration 3's lock (a hand-made INSERT) can take the
          // unique index between the batch's check and its insert: that join reads it afresh.
          const row = byOrd.get(index + 1) ?? (await options.findByEmail(join.email));
          if (!row) throw new Error(`join of ${join.email} found no entry`);
          return row;
        }),
      );
    },
  });
}
