import type pg from 'pg';
import type { ListQuery, WaitlistEntry, WaitlistStats } from '../../../src/shared/index.js';
import { newEntryLoopFields } from '../../loop/entryLifecycle.js';
import { writeLoopFields } from '../loop/postgresLoopRows.js';
import { counterStats, searchPage } from './postgresAdminReads.js';
import { COUNT_SQL, ENTRY_COLUMNS, toEntry, type EntryRow } from './postgresEntryRows.js';
import type { GroupCommit } from '../postgres/groupCommit.js';
import { guarded } from '../postgres/pool.js';
import type { Query } from '../postgres/readQuery.js';
import { inTransaction } from '../postgres/transaction.js';
import type { EntryPage, JoinResult, NewEntry } from '../types.js';
import { deleteEntry } from './postgresDeleteEntry.js';
import {
  joinBatcher,
  type JoinBatcherOptions,
  type JoinRow,
  type PendingJoin,
} from './postgresJoinBatch.js';
import { joinEntry } from './postgresJoinEntry.js';
import { isSorted, sortedPage } from './postgresSortedPage.js';

/** Rows fetched per round trip while an export streams: memory stays flat at any list size. */
export const EXPORT_BATCH = 500;

/** What other areas write with every batch of joins (their messages, events, attribution). */
export type JoinRideAlong = Pick<JoinBatcherOptions, 'writes' | 'extraValues' | 'repeated'>;

/** The entries in PostgreSQL: the join, the line's reads, the export and the delete. */
export class PostgresEntries {
  /** Joins arriving together share one statement and one transaction (group commit). */
  readonly joins: GroupCommit<PendingJoin, JoinRow>;

  constructor(
    private readonly pool: pg.Pool,
    private readonly read: Query,
    private readonly now: () => Date,
    /** Throws once the store is closing. */
    private readonly ensureOpen: () => void,
    rideAlong: JoinRideAlong,
  ) {
    this.joins = joinBatcher({
      // No open check here: close() lets the joins already submitted finish first.
      query: async (config) => guarded(async () => (await this.pool.query(config)).rows),
      findByEmail: (email) => this.findByEmail(email),
      ...rideAlong,
      // One batch in flight per process: at 1,000,000 entries that served as many joins as two,
      // in batches twice as large, for a sixth less PostgreSQL time per join (docs/performance.md).
      tuning: { maxInFlight: 1 },
    });
  }

  /**
   * The existing entry for the address, or a new one, through the join batcher: joins arriving
   * together share one round trip to waitlist_join_batch() (postgresJoinBatch.ts). A position is
   * drawn only for an address not on the list, even under racing joins in several processes.
   */
  async join(entry: NewEntry): Promise<JoinResult> {
    this.ensureOpen();
    const now = this.now();
    const loop = newEntryLoopFields(entry, now, '');
    // Named fields, not spreads: this runs thousands of times a second (bench/postgres.mjs).
    const pending: PendingJoin = {
      firstName: entry.firstName,
      lastName: entry.lastName,
      email: entry.email.trim(),
      company: entry.company,
      hasConsented: entry.hasConsented,
      source: entry.source,
      ref: entry.ref,
      heldReason: entry.heldReason,
      networkHash: entry.networkHash,
      attribution: entry.attribution,
      createdAt: now.toISOString(),
      status: loop.status,
      confirmedAt: loop.confirmedAt,
      consentVersion: loop.consentVersion,
      consentAt: loop.consentAt,
      linkSentAt: loop.linkSentAt,
    };
    const row = await guarded(() => this.joins.submit(pending));
    return { entry: toEntry(row), alreadyOnList: !row.inserted };
  }

  /** The entry a concurrent join of the same inbox stored first (migration 22's mailbox). */
  private async findByEmail(email: string): Promise<JoinRow | undefined> {
    const rows = await this.read<JoinRow>(
      `SELECT ${ENTRY_COLUMNS}, false AS inserted FROM waitlist_entries
       WHERE mailbox = synapse_mailbox($1) ORDER BY position LIMIT 1`,
      [email],
    );
    return rows[0];
  }

  /**
   * Copies an entry from another store (db:import), keeping its names, dates, consent and source;
   * it gets the next position. Answers false when the address is already on the list.
   */
  async importEntry(entry: WaitlistEntry): Promise<boolean> {
    this.ensureOpen();
    return inTransaction(this.pool, async (client) => {
      const joined = await joinEntry(client, { ...entry, email: entry.email.trim() });
      if (joined.inserted) {
        const { id, position, referralCode } = joined.entry;
        // Ids differ between the stores: a referral does not survive the copy, nor its flag.
        const copied = {
          ...entry,
          id,
          position,
          referralCode,
          referredBy: null,
          referralFlag: null,
        };
        await writeLoopFields(client, [copied]);
      }
      return joined.inserted;
    });
  }

  /** The counter rows kept by migration 2's triggers: the same answer as count(*), without the scan. */
  async count(): Promise<number> {
    const [row] = await this.read<{ count: number }>(COUNT_SQL);
    return row!.count;
  }

  /** Newest first by the position index; a broad search estimates its count (postgresAdminReads.ts). */
  async listEntries(query: ListQuery): Promise<EntryPage> {
    if (!isSorted(query)) return searchPage(this.read, query);
    // Another order (postgresSortedPage.ts): the counts come from the default order's first row.
    return sortedPage(this.read, query, searchPage(this.read, { ...query, offset: 0, limit: 1 }));
  }

  /** With entry.deleted for the webhook endpoints that chose it, in the same statement. */
  deleteEntry(id: number): Promise<boolean> {
    return deleteEntry(this.read, id, this.now());
  }

  /** Every entry by position, fetched from a cursor in batches: constant memory at any size. */
  async *exportEntries(): AsyncIterable<WaitlistEntry> {
    this.ensureOpen();
    const client = await guarded(() => this.pool.connect());
    let failure: Error | undefined;
    let open = false;
    try {
      await guarded(async () => {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        open = true;
        await client.query(
          `DECLARE export_entries NO SCROLL CURSOR FOR
           SELECT ${ENTRY_COLUMNS} FROM waitlist_entries ORDER BY position`,
        );
      });
      for (;;) {
        const { rows } = await guarded(() =>
          client.query<EntryRow>(`FETCH ${EXPORT_BATCH} FROM export_entries`),
        );
        for (const row of rows) yield toEntry(row);
        if (rows.length < EXPORT_BATCH) break;
      }
    } catch (error) {
      failure = error as Error;
      throw error;
    } finally {
      if (open && !failure) {
        await client.query('ROLLBACK').catch((error: Error) => (failure = error));
      }
      // A client that failed mid-export is destroyed, never handed to the next request.
      client.release(failure);
    }
  }

  /** From migration 6's counters, kept in the same transaction as the entries they count. */
  stats(): Promise<WaitlistStats> {
    return counterStats(this.read, this.now());
  }
}
