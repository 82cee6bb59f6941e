import connectPgSimple from 'connect-pg-simple';
import type session from 'express-session';
import type { Store as SessionStoreBase } from 'express-session';
import type pg from 'pg';
import type { ListQuery, WaitlistEntry, WaitlistStats } from '../../../src/shared/index.js';
import { StoreStartError } from '../errors.js';
import type { OwnSessionStore, SharedRateLimits } from '../capabilities.js';
import { newEntryLoopFields } from '../../loop/entryLifecycle.js';
import type { LoopStore } from '../loop/loopTypes.js';
import {
  StoreUnavailableError,
  type EntryPage,
  type JoinResult,
  type NewEntry,
  type Store,
  type StoredSession,
  type StoredUser,
} from '../types.js';
import { ENTRY_COLUMNS, toEntry, type EntryRow } from './entryRows.js';
import { isSorted, sortedPage } from './sortedPage.js';
import { counterStats, searchPage } from './adminReads.js';
import { COUNT_SQL, type Query } from './readQuery.js';
import { BATCH_EXTRA_PARAM, joinBatcher, type JoinRow, type PendingJoin } from './joinBatch.js';
import type { GroupCommit } from './groupCommit.js';
import { postgresAdminSecurity } from '../adminSecurity/postgresAdminSecurity.js';
import { joinEntry } from './joinEntry.js';
import { deleteEntry } from './deleteEntry.js';
import { PostgresLoop } from '../loop/postgresLoop.js';
import { joinMessageWrites, RELINK_STATEMENT } from '../loop/postgresJoinMessages.js';
import { writeLoopFields } from '../loop/postgresLoopRows.js';
import { migrate } from './migrate.js';
import { applyReferralSettings, referralQueries } from '../referrals/postgresReferrals.js';
import type { ReferralStore } from '../referrals/referralTypes.js';
import { DEFAULT_REFERRAL_BOOST, DEFAULT_REFERRAL_DAILY_CAP } from '../../referrals/rules.js';
import { inTransaction } from './transaction.js';
import { createPool, describeDatabaseUrl, guarded } from './pool.js';
import { PostgresRateLimitStore } from './rateLimitStore.js';
import { startSearchIndexUpkeep } from './searchIndexUpkeep.js';
import { PostgresApiKeys } from '../sync/postgresApiKeys.js';
import { PostgresEntrySync } from '../sync/postgresEntrySync.js';
import { PostgresWebhooks } from '../sync/postgresWebhooks.js';
import { webhookJoinWrites } from '../sync/postgresWebhookWrites.js';
import { PostgresBooths } from '../booths/postgresBooths.js';
import { PostgresPeople } from '../people/postgresPeople.js';
import { PostgresTemplates } from '../templates/postgresTemplates.js';
import { PostgresGrowth } from '../growth/postgresGrowth.js';
import { PostgresRewards } from '../rewards/postgresRewards.js';
import { attributionJoinWrite, attributionValues } from '../growth/postgresGrowthSql.js';

export interface PostgresStoreOptions {
  databaseUrl: string;
  now?: () => Date;
  poolSize?: number;
  /** Places each counted referral is worth (REFERRAL_BOOST); default 5, 0 turns referrals off. */
  referralBoost?: number;
  /** Referrals that count per referrer and UTC day (REFERRAL_DAILY_CAP); default 10, 0: no cap. */
  referralDailyCap?: number;
}

/**
 * connect-pg-simple whose database failures answer 503 like the rest of the store, built on
 * express-session as the HTTP layer hands it over (the store imports no HTTP code).
 */
function guardedSessionStore(expressSession: typeof session) {
  const PGStore = connectPgSimple(expressSession);
  type Callback = (error?: unknown, value?: session.SessionData | null) => void;
  const guard =
    (callback?: Callback): Callback =>
    (error, value) =>
      callback?.(error ? new StoreUnavailableError(error) : error, value);
  return class GuardedPGStore extends PGStore {
    override get(sid: string, callback: Callback): void {
      super.get(sid, guard(callback));
    }
    override set(sid: string, data: session.SessionData, callback?: Callback): void {
      super.set(sid, data, guard(callback));
    }
    override destroy(sid: string, callback?: Callback): void {
      super.destroy(sid, guard(callback));
    }
  };
}

/** Rows fetched per round trip while an export streams: memory stays flat at any list size. */
export const EXPORT_BATCH = 500;

/**
 * The store for deployments that outgrow one process: every app process shares one PostgreSQL
 * database. Each write is a single statement or transaction acknowledged once PostgreSQL commits it.
 */
export class PostgresStore implements Store, SharedRateLimits, OwnSessionStore {
  readonly kind = 'postgres';
  private closed: Promise<void> | undefined;
  private sessionStore: connectPgSimple.PGStore | undefined;
  private readonly rateLimitStores: PostgresRateLimitStore[] = [];
  /** The guarded query every area runs its statements through (first: the areas below use it). */
  private readonly read: Query = (config, values) => this.query(config, values);
  /** The waitlist loop's entry changes and outbox (issue 13). */
  private readonly loop: PostgresLoop;
  /** Joins arriving together share one statement and one transaction (group commit). */
  readonly joins: GroupCommit<PendingJoin, JoinRow>;
  /** API keys, synced entries and webhook endpoints (issue 15): server/store/sync/. */
  private readonly apiKeys = new PostgresApiKeys(this.read, () => this.now());
  private readonly entrySync = new PostgresEntrySync(
    this.read,
    (work) => this.transaction(work),
    () => this.now(),
  );
  private readonly webhooks = new PostgresWebhooks(this.read, () => this.now());

  /** What the admin app reads about people and the launch (issue 28): server/store/people/. */
  readonly people = new PostgresPeople((text, values) => this.query(text, values));
  /** The admin's wording of the e-mails (issue 28): server/store/templates/. */
  readonly templates = new PostgresTemplates(
    (text, values) => this.query(text, values),
    () => this.now(),
  );

  /** Booth devices, events and leads (issue 27): server/store/booths/. */
  readonly booths = new PostgresBooths(
    (text, values) => this.query(text, values),
    (work) => inTransaction(this.pool, work),
    () => this.now(),
  );

  /** Used challenges, attribution and the leaderboard's choices (issue 29): server/store/growth/. */
  readonly growth = new PostgresGrowth(
    (text, values) => this.query(text, values),
    () => this.now(),
  );

  /** Referral milestones and earned rewards (issue 29): server/store/rewards/. */
  readonly rewards = new PostgresRewards(
    (text, values) => this.query(text, values),
    (work) => inTransaction(this.pool, work),
    () => this.now(),
  );

  /** Merges the search index's new entries off the joins' path (searchIndexUpkeep.ts). */
  private readonly stopSearchIndexUpkeep: () => Promise<void>;

  private readonly security = postgresAdminSecurity(
    (text, values) => this.query(text, values),
    () => this.now(),
  );

  private constructor(
    readonly pool: pg.Pool,
    private readonly options: PostgresStoreOptions,
  ) {
    this.loop = new PostgresLoop(
      pool,
      () => this.now(),
      () => {
        if (this.closed) throw new StoreUnavailableError(new Error('store closed'));
      },
      options.referralBoost ?? DEFAULT_REFERRAL_BOOST,
    );
    this.stopSearchIndexUpkeep = startSearchIndexUpkeep(pool);
    this.joins = joinBatcher({
      // No closed check here: close() lets the joins already submitted finish first.
      query: async (config) => guarded(async () => (await this.pool.query(config)).rows),
      findByEmail: (email) => this.findByEmail(email),
      // The batch's time is $16; the growth area's attribution arrays follow it (issue 29).
      writes: [
        ...joinMessageWrites(),
        ...webhookJoinWrites(),
        attributionJoinWrite(BATCH_EXTRA_PARAM + 1),
      ],
      extraValues: (joins) => [this.now(), ...attributionValues(joins)],
      // One batch in flight per process: at 1,000,000 entries that served as many joins as two,
      // in batches twice as large, for a sixth less PostgreSQL time per join (docs/performance.md).
      tuning: { maxInFlight: 1 },
      repeated: async (ids) => {
        await this.query({
          name: 'join_relinks',
          text: RELINK_STATEMENT,
          values: [ids, this.now()],
        });
      },
    });
  }

  /** Connects and migrates; a database that cannot be used stops the start with a StoreStartError. */
  static async open(options: PostgresStoreOptions): Promise<PostgresStore> {
    const pool = createPool(options.databaseUrl, options.poolSize);
    try {
      const client = await pool.connect();
      try {
        await migrate(client);
        await applyReferralSettings(client, {
          boost: options.referralBoost ?? DEFAULT_REFERRAL_BOOST,
          dailyCap: options.referralDailyCap ?? DEFAULT_REFERRAL_DAILY_CAP,
        });
      } finally {
        client.release();
      }
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw new StoreStartError(
        `Cannot use the PostgreSQL database named by DATABASE_URL ` +
          `(${describeDatabaseUrl(options.databaseUrl)}): ${(error as Error).message}`,
      );
    }
    return new PostgresStore(pool, options);
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private async query<R extends pg.QueryResultRow>(
    text: string | pg.QueryConfig,
    values?: unknown[],
  ): Promise<R[]> {
    if (this.closed) throw new StoreUnavailableError(new Error('store closed'));
    // pg lets a values argument replace a config's own values: pass it only when given.
    return guarded(async () => (await this.pool.query<R>(text, values)).rows);
  }

  /** One transaction on one client (transaction.ts), refused once the store is closing. */
  private transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new StoreUnavailableError(new Error('store closed')));
    return inTransaction(this.pool, work);
  }

  // ---- the waitlist ----

  /**
   * The existing entry for the address, or a new one, through the join batcher: joins arriving
   * together share one round trip to waitlist_join_batch() (joinBatch.ts). A position is drawn
   * only for an address not on the list, even under racing joins in several processes.
   */
  async join(entry: NewEntry): Promise<JoinResult> {
    if (this.closed) throw new StoreUnavailableError(new Error('store closed'));
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
    const rows = await this.query<JoinRow>(
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
    if (this.closed) throw new StoreUnavailableError(new Error('store closed'));
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

  // ---- the waitlist loop (issue 13): server/store/loop/postgresLoop.ts ----

  findEntry: LoopStore['findEntry'] = (id) => this.loop.findEntry(id);
  updateEntries: LoopStore['updateEntries'] = (selection, change) =>
    this.loop.updateEntries(selection, change);
  placeInLine: LoopStore['placeInLine'] = (entry, includeWaiting) =>
    this.loop.placeInLine(entry, includeWaiting);

  // ---- referrals and abuse (issue 14): server/store/postgres/referralQueries.ts ----

  nextReferralGain: ReferralStore['nextReferralGain'] = (entry, includeWaiting) =>
    this.loop.nextReferralGain(entry, includeWaiting);
  private readonly referrals = referralQueries((text, values) => this.query(text, values));
  listReview: ReferralStore['listReview'] = (offset, limit) =>
    this.referrals.listReview(offset, limit);
  listSharedMailboxes: ReferralStore['listSharedMailboxes'] = (offset, limit) =>
    this.referrals.listSharedMailboxes(offset, limit);
  topReferrers: ReferralStore['topReferrers'] = (limit) => this.referrals.topReferrers(limit);
  listLine: ReferralStore['listLine'] = (offset, limit, includeWaiting) =>
    this.referrals.listLine(offset, limit, includeWaiting);
  listOutbox: LoopStore['listOutbox'] = (query) => this.loop.listOutbox(query);
  claimOutbox: LoopStore['claimOutbox'] = (now, limit, leaseUntil, kinds) =>
    this.loop.claimOutbox(now, limit, leaseUntil, kinds);
  recordAttempt: LoopStore['recordAttempt'] = (id, result) => this.loop.recordAttempt(id, result);
  retryOutbox: LoopStore['retryOutbox'] = (id, now) => this.loop.retryOutbox(id, now);

  /** The counter rows kept by migration 2's triggers: the same answer as count(*), without the scan. */
  async count(): Promise<number> {
    const [row] = await this.query<{ count: number }>(COUNT_SQL);
    return row!.count;
  }

  /** Newest first by the position index; a broad search estimates its count (adminReads.ts). */
  async listEntries(query: ListQuery): Promise<EntryPage> {
    if (!isSorted(query)) return searchPage(this.read, query);
    // Another order (sortedPage.ts): the counts come from the default order's first row.
    return sortedPage(this.read, query, searchPage(this.read, { ...query, offset: 0, limit: 1 }));
  }

  /** With entry.deleted for the webhook endpoints that chose it, in the same statement. */
  deleteEntry(id: number): Promise<boolean> {
    return deleteEntry(this.read, id, this.now());
  }

  /** Every entry by position, fetched from a cursor in batches: constant memory at any size. */
  async *exportEntries(): AsyncIterable<WaitlistEntry> {
    if (this.closed) throw new StoreUnavailableError(new Error('store closed'));
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
  async stats(): Promise<WaitlistStats> {
    return counterStats(this.read, this.now());
  }

  // ---- API keys, synced entries and webhooks (issue 15): server/store/sync/ ----

  importEntries: Store['importEntries'] = (entries) => this.entrySync.importEntries(entries);
  getApiEntry: Store['getApiEntry'] = (id) => this.entrySync.getApiEntry(id);
  listApiEntries: Store['listApiEntries'] = (query) => this.entrySync.listApiEntries(query);
  createWebhookEndpoint: Store['createWebhookEndpoint'] = (endpoint) =>
    this.webhooks.createWebhookEndpoint(endpoint);
  listWebhookEndpoints: Store['listWebhookEndpoints'] = () => this.webhooks.listWebhookEndpoints();
  findWebhookEndpoint: Store['findWebhookEndpoint'] = (id) => this.webhooks.findWebhookEndpoint(id);
  updateWebhookEndpoint: Store['updateWebhookEndpoint'] = (id, patch) =>
    this.webhooks.updateWebhookEndpoint(id, patch);
  deleteWebhookEndpoint: Store['deleteWebhookEndpoint'] = (id) =>
    this.webhooks.deleteWebhookEndpoint(id);
  enqueueWebhook: Store['enqueueWebhook'] = (draft) => this.webhooks.enqueueWebhook(draft);
  listWebhookDeliveries: Store['listWebhookDeliveries'] = (endpointId, limit) =>
    this.webhooks.listWebhookDeliveries(endpointId, limit);
  createApiKey: Store['createApiKey'] = (key) => this.apiKeys.createApiKey(key);
  listApiKeys: Store['listApiKeys'] = () => this.apiKeys.listApiKeys();
  revokeApiKey: Store['revokeApiKey'] = (id) => this.apiKeys.revokeApiKey(id);
  findApiKeyByHash: Store['findApiKeyByHash'] = (hash) => this.apiKeys.findApiKeyByHash(hash);
  recordApiKeyUse: Store['recordApiKeyUse'] = (id, at) => this.apiKeys.recordApiKeyUse(id, at);

  // ---- users ----

  async findUser(username: string): Promise<StoredUser | undefined> {
    const [row] = await this.query<{
      id: number;
      username: string;
      password_hash: string;
      created_at: Date;
    }>('SELECT id, username, password_hash, created_at FROM users WHERE username = $1', [username]);
    if (!row) return undefined;
    return {
      id: row.id,
      username: row.username,
      passwordHash: row.password_hash,
      createdAt: row.created_at.toISOString(),
    };
  }

  async createUser(username: string, passwordHash: string): Promise<boolean> {
    const rows = await this.query(
      `INSERT INTO users (username, password_hash, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (username) DO NOTHING RETURNING id`,
      [username, passwordHash, this.now()],
    );
    return rows.length === 1;
  }

  async setPasswordHash(username: string, passwordHash: string): Promise<void> {
    await this.query('UPDATE users SET password_hash = $2 WHERE username = $1', [
      username,
      passwordHash,
    ]);
  }

  // ---- sessions (the same table connect-pg-simple uses) ----

  async getSession(sid: string): Promise<StoredSession | undefined> {
    const [row] = await this.query<{ sess: Record<string, unknown>; expire: Date }>(
      'SELECT sess, expire FROM session WHERE sid = $1 AND expire > $2',
      [sid, this.now()],
    );
    return row ? { data: row.sess, expiresAt: row.expire.getTime() } : undefined;
  }

  async setSession(sid: string, stored: StoredSession): Promise<void> {
    await this.query(
      `INSERT INTO session (sid, sess, expire) VALUES ($1, $2, $3)
       ON CONFLICT (sid) DO UPDATE SET sess = excluded.sess, expire = excluded.expire`,
      [sid, JSON.stringify(stored.data), new Date(stored.expiresAt)],
    );
  }

  async destroySession(sid: string): Promise<void> {
    await this.query('DELETE FROM session WHERE sid = $1', [sid]);
  }

  // ---- the admin area's security records (AdminSecurityStore, issue 20) ----

  loginFailures: Store['loginFailures'] = (keys, since) => this.security.loginFailures(keys, since);
  recordLoginFailure: Store['recordLoginFailure'] = (keys, at, since) =>
    this.security.recordLoginFailure(keys, at, since);
  clearLoginFailures: Store['clearLoginFailures'] = (keys) =>
    this.security.clearLoginFailures(keys);
  endUserSessions: Store['endUserSessions'] = (username, exceptSid) =>
    this.security.endUserSessions(username, exceptSid);
  getTwoFactor: Store['getTwoFactor'] = (username) => this.security.getTwoFactor(username);
  setTwoFactor: Store['setTwoFactor'] = (username, settings) =>
    this.security.setTwoFactor(username, settings);
  useSecondFactor: Store['useSecondFactor'] = (username, use) =>
    this.security.useSecondFactor(username, use);
  appendAudit: Store['appendAudit'] = (event) => this.security.appendAudit(event);
  listAudit: Store['listAudit'] = (query) => this.security.listAudit(query);
  exportAudit: Store['exportAudit'] = () => this.security.exportAudit();

  createSessionStore(expressSession: typeof session): SessionStoreBase {
    this.sessionStore ??= new (guardedSessionStore(expressSession))({
      pool: this.pool,
      tableName: 'session',
      createTableIfMissing: false,
      // The session's end is kept in its data (signedInAt, lastSeenAt: server/auth/session.ts),
      // and its row's expiry moves on whenever that data is saved (lastSeenAt, every few minutes
      // of use): a touch would add one durable write per admin call and decide nothing.
      disableTouch: true,
      errorLog: (...args: unknown[]) => console.error('Session store:', ...args),
    });
    return this.sessionStore;
  }

  createRateLimitStore(prefix: string): PostgresRateLimitStore {
    const store = new PostgresRateLimitStore(this.pool, prefix);
    this.rateLimitStores.push(store);
    return store;
  }

  /** Stops the timers and drains the pool: queries in flight finish, then every connection closes. */
  close(): Promise<void> {
    this.closed ??= (async () => {
      for (const store of this.rateLimitStores) store.shutdown();
      this.sessionStore?.close();
      await this.stopSearchIndexUpkeep();
      await this.joins.idle();
      await this.loop.attempts.idle();
      await this.pool.end();
    })();
    return this.closed;
  }
}
