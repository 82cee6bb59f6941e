import type connectPgSimple from 'connect-pg-simple';
import type session from 'express-session';
import type { Store as SessionStoreBase } from 'express-session';
import type pg from 'pg';
import type { WaitlistEntry } from '../../../src/shared/index.js';
import type { OwnSessionStore, ReadinessCheck, SharedRateLimits } from '../capabilities.js';
import type { LoopStore } from '../loop/loopTypes.js';
import { StoreUnavailableError, type Store } from '../types.js';
import type { Query } from '../postgres/readQuery.js';
import { PostgresEntries } from '../entries/postgresEntries.js';
import { BATCH_EXTRA_PARAM } from '../entries/postgresJoinBatch.js';
import { postgresAdminSecurity } from '../adminSecurity/postgresAdminSecurity.js';
import { postgresAccounts } from '../adminSecurity/postgresAccounts.js';
import { postgresSessionStore } from '../adminSecurity/postgresSessionStore.js';
import { PostgresLoop } from '../loop/postgresLoop.js';
import { joinMessageWrites, relinkRepeatedJoins } from '../loop/postgresJoinMessages.js';
import { applyReferralSettings, referralQueries } from '../referrals/postgresReferrals.js';
import { referralSettings, type ReferralSettings } from '../referrals/referralSettings.js';
import type { ReferralStore } from '../referrals/referralTypes.js';
import { inTransaction } from '../postgres/transaction.js';
import { postgresRememberedDevices } from '../adminSecurity/postgresRememberedDevices.js';
import { guarded } from '../postgres/pool.js';
import { openDatabase } from '../postgres/openDatabase.js';
import { postgresReadiness } from '../postgres/readiness.js';
import { PostgresRateLimitStore } from '../postgres/rateLimitStore.js';
import { startSearchIndexUpkeep } from '../postgres/searchIndexUpkeep.js';
import { PostgresApiKeys } from '../sync/postgresApiKeys.js';
import { PostgresEntrySync } from '../sync/postgresEntrySync.js';
import { PostgresWebhooks } from '../sync/postgresWebhooks.js';
import { webhookJoinWrites } from '../sync/postgresWebhookWrites.js';
import { PostgresBooths } from '../booths/postgresBooths.js';
import { PostgresPeople } from '../people/postgresPeople.js';
import { PostgresTeam } from '../team/postgresTeam.js';
import { PostgresTemplates } from '../templates/postgresTemplates.js';
import { PostgresErasure } from '../erasure/postgresErasure.js';
import { PostgresGrowth } from '../growth/postgresGrowth.js';
import { PostgresRewards } from '../rewards/postgresRewards.js';
import { attributionJoinWrite, attributionValues } from '../growth/postgresGrowthSql.js';

export interface PostgresStoreOptions extends ReferralSettings {
  databaseUrl: string;
  now?: () => Date;
  poolSize?: number;
}

/**
 * The store for deployments that outgrow one process: every app process shares one PostgreSQL
 * database. Each write is a single statement or transaction acknowledged once PostgreSQL commits it.
 */
export class PostgresStore implements Store, SharedRateLimits, OwnSessionStore, ReadinessCheck {
  readonly kind = 'postgres';
  private closed: Promise<void> | undefined;
  private sessionStore: connectPgSimple.PGStore | undefined;
  private readonly rateLimitStores: PostgresRateLimitStore[] = [];
  /** The guarded query every area runs its statements through (first: the areas below use it). */
  private readonly read: Query = (config, values) => this.query(config, values);
  /** The waitlist loop's entry changes and outbox (issue 13). */
  private readonly loop: PostgresLoop;
  /** The join, the line's reads, the export and the delete: server/store/entries/. */
  private readonly entries: PostgresEntries;
  /** API keys, synced entries and webhook endpoints (issue 15): server/store/sync/. */
  private readonly apiKeys = new PostgresApiKeys(this.read, () => this.now());
  private readonly entrySync = new PostgresEntrySync(
    this.read,
    (work) => this.transaction(work),
    () => this.now(),
  );
  private readonly webhooks = new PostgresWebhooks(this.read, () => this.now());

  /** What the admin app reads about people and the launch (issue 28): server/store/people/. */
  readonly people = new PostgresPeople(this.read);
  /** The admin's wording of the e-mails (issue 28): server/store/templates/. */
  readonly templates = new PostgresTemplates(this.read, () => this.now());
  /** Invitations and the team's settings (issue 40): server/store/team/. */
  readonly team = new PostgresTeam(this.read, () => this.now());
  /** A person's remembered browsers (issue 40, item 3): server/store/adminSecurity/. */
  readonly devices = postgresRememberedDevices(this.read);
  /** Tombstones of erased entries (issue 38, item 5): server/store/erasure/. */
  readonly erasure = new PostgresErasure(this.read, () => this.now());

  /** Booth devices, events and leads (issue 27): server/store/booths/. */
  readonly booths = new PostgresBooths(
    this.read,
    (work) => inTransaction(this.pool, work),
    () => this.now(),
  );

  /** Used challenges, attribution and the leaderboard's choices (issue 29): server/store/growth/. */
  readonly growth = new PostgresGrowth(this.read, () => this.now());

  /** Referral milestones and earned rewards (issue 29): server/store/rewards/. */
  readonly rewards = new PostgresRewards(
    this.read,
    (work) => inTransaction(this.pool, work),
    () => this.now(),
  );

  /** Merges the search index's new entries off the joins' path (postgres/searchIndexUpkeep.ts). */
  private readonly stopSearchIndexUpkeep: () => Promise<void>;

  private readonly security = postgresAdminSecurity(this.read, () => this.now());

  private constructor(
    readonly pool: pg.Pool,
    private readonly options: PostgresStoreOptions,
  ) {
    this.loop = new PostgresLoop(
      pool,
      () => this.now(),
      () => this.ensureOpen(),
      options.referralBoost,
    );
    this.stopSearchIndexUpkeep = startSearchIndexUpkeep(pool);
    this.entries = new PostgresEntries(
      pool,
      this.read,
      () => this.now(),
      () => this.ensureOpen(),
      {
        // The batch's time is $16; the growth area's attribution arrays follow it (issue 29).
        writes: [
          ...joinMessageWrites(),
          ...webhookJoinWrites(),
          attributionJoinWrite(BATCH_EXTRA_PARAM + 1),
        ],
        extraValues: (joins) => [this.now(), ...attributionValues(joins)],
        repeated: (ids) => relinkRepeatedJoins(this.read, ids, this.now()),
      },
    );
  }

  /**
   * Connects and migrates (postgres/openDatabase.ts); a database that cannot be used: a
   * StoreStartError.
   */
  static async open(options: PostgresStoreOptions): Promise<PostgresStore> {
    const settings = { ...options, ...referralSettings(options) };
    const { referralBoost: boost, referralDailyCap: dailyCap } = settings;
    const setUp = (client: pg.ClientBase) => applyReferralSettings(client, { boost, dailyCap });
    return new PostgresStore(await openDatabase({ ...options, setUp }), settings);
  }

  private ensureOpen(): void {
    if (this.closed) throw new StoreUnavailableError(new Error('store closed'));
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private async query<R extends pg.QueryResultRow>(
    text: string | pg.QueryConfig,
    values?: unknown[],
  ): Promise<R[]> {
    this.ensureOpen();
    // pg lets a values argument replace a config's own values: pass it only when given.
    return guarded(async () => (await this.pool.query<R>(text, values)).rows);
  }

  /** One transaction on one client (postgres/transaction.ts), refused once the store is closing. */
  private transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new StoreUnavailableError(new Error('store closed')));
    return inTransaction(this.pool, work);
  }

  // ---- the entries: server/store/entries/ ----

  /** Joins arriving together share one statement and one transaction (group commit). */
  get joins() {
    return this.entries.joins;
  }
  join: Store['join'] = (entry) => this.entries.join(entry);
  /** Copies an entry from another store (db:import); false when its inbox is on the list. */
  importEntry = (entry: WaitlistEntry) => this.entries.importEntry(entry);
  count: Store['count'] = () => this.entries.count();
  listEntries: Store['listEntries'] = (query) => this.entries.listEntries(query);
  deleteEntry: Store['deleteEntry'] = (id) => this.entries.deleteEntry(id);
  exportEntries: Store['exportEntries'] = () => this.entries.exportEntries();
  stats: Store['stats'] = () => this.entries.stats();

  // ---- the waitlist loop (issue 13): server/store/loop/postgresLoop.ts ----

  findEntry: LoopStore['findEntry'] = (id) => this.loop.findEntry(id);
  updateEntries: LoopStore['updateEntries'] = (selection, change) =>
    this.loop.updateEntries(selection, change);
  placeInLine: LoopStore['placeInLine'] = (entry, includeWaiting) =>
    this.loop.placeInLine(entry, includeWaiting);
  listOutbox: LoopStore['listOutbox'] = (query) => this.loop.listOutbox(query);
  claimOutbox: LoopStore['claimOutbox'] = (now, limit, leaseUntil, kinds) =>
    this.loop.claimOutbox(now, limit, leaseUntil, kinds);
  recordAttempt: LoopStore['recordAttempt'] = (id, result) => this.loop.recordAttempt(id, result);
  retryOutbox: LoopStore['retryOutbox'] = (id, now) => this.loop.retryOutbox(id, now);
  outboxBacklog: LoopStore['outboxBacklog'] = () => this.loop.outboxBacklog();

  // ---- referrals and abuse (issue 14): server/store/referrals/ ----

  nextReferralGain: ReferralStore['nextReferralGain'] = (entry, includeWaiting) =>
    this.loop.nextReferralGain(entry, includeWaiting);
  private readonly referrals = referralQueries(this.read);
  listReview: ReferralStore['listReview'] = (offset, limit) =>
    this.referrals.listReview(offset, limit);
  listSharedMailboxes: ReferralStore['listSharedMailboxes'] = (offset, limit) =>
    this.referrals.listSharedMailboxes(offset, limit);
  topReferrers: ReferralStore['topReferrers'] = (limit) => this.referrals.topReferrers(limit);
  listLine: ReferralStore['listLine'] = (offset, limit, includeWaiting) =>
    this.referrals.listLine(offset, limit, includeWaiting);

  // ---- API keys, synced entries and webhooks (issue 15): server/store/sync/ ----

  importEntries: Store['importEntries'] = (entries, apiKeyId) =>
    this.entrySync.importEntries(entries, apiKeyId);
  entriesCreatedByKey: Store['entriesCreatedByKey'] = (apiKeyId, externalIds) =>
    this.entrySync.entriesCreatedByKey(apiKeyId, externalIds);
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

  // ---- users and sessions (the same table connect-pg-simple uses): server/store/adminSecurity/ ----

  private readonly accounts = postgresAccounts(
    this.read,
    (work) => this.transaction(work),
    () => this.now(),
  );
  findUser: Store['findUser'] = (username) => this.accounts.findUser(username);
  createUser: Store['createUser'] = (username, hash) => this.accounts.createUser(username, hash);
  setPasswordHash: Store['setPasswordHash'] = (username, hash) =>
    this.accounts.setPasswordHash(username, hash);
  createAccount: Store['createAccount'] = (account) => this.accounts.createAccount(account);
  listUsers: Store['listUsers'] = () => this.accounts.listUsers();
  setUserRole: Store['setUserRole'] = (username, role) => this.accounts.setUserRole(username, role);
  setBoothPin: Store['setBoothPin'] = (username, pin) => this.accounts.setBoothPin(username, pin);
  removeUser: Store['removeUser'] = (username) => this.accounts.removeUser(username);
  getSession: Store['getSession'] = (sid) => this.accounts.getSession(sid);
  setSession: Store['setSession'] = (sid, stored) => this.accounts.setSession(sid, stored);
  destroySession: Store['destroySession'] = (sid) => this.accounts.destroySession(sid);
  listUserSessions: Store['listUserSessions'] = (name) => this.accounts.listUserSessions(name);

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
    this.sessionStore ??= postgresSessionStore(expressSession, this.pool);
    return this.sessionStore;
  }

  /** /readyz: the database answers and holds every migration (postgres/readiness.ts). */
  readiness = () => postgresReadiness(this.pool, this.closed !== undefined);

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
