import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Low } from 'lowdb';
import type {
  AuditEvent,
  AuditPage,
  NewAuditEvent,
  OutboxKind,
} from '../../../src/shared/index.js';
import { outboxKindSchema } from '../../../src/shared/index.js';
import type {
  AuditQuery,
  SecondFactorUse,
  TwoFactorSettings,
} from '../adminSecurity/adminSecurityStore.js';
import type {
  ListQuery,
  OutboxQuery,
  WaitlistEntry,
  WaitlistStats,
} from '../../../src/shared/index.js';
import type {
  AttemptResult,
  EntryChange,
  EntrySelection,
  EntryUpdate,
  OutboxMessage,
  PlaceInLine,
} from '../loop/loopTypes.js';
import { planAttempt, planEntryUpdates, planRetry } from '../loop/lowdbLoopPlans.js';
import { removeStaleTempFiles, syncDirectory } from '../../files/durableFile.js';
import {
  StoreUnavailableError,
  type EntryPage,
  type JoinResult,
  type NewEntry,
  type Store,
  type StoredSession,
  type StoredUser,
} from '../types.js';
import {
  checkSnapshot,
  DATA_FILE,
  FOLDING_FILE,
  JOURNAL_FILE,
  readFoldingJournal,
  replay,
} from './dataFolder.js';
import { DurableJsonFile } from './durableJsonFile.js';
import { Erasures } from './erasures.js';
import { Journal } from './journal.js';
import type {
  ApiEntryPageResult,
  ImportedEntry,
  ImportOutcome,
  NewApiKey,
  NewWebhookEndpoint,
  StoredApiKey,
  StoredWebhookEndpoint,
  WebhookEndpointPatch,
} from '../syncTypes.js';
import type { OutboxDraft } from '../loop/loopTypes.js';
import { DEFAULT_REFERRAL_BOOST, DEFAULT_REFERRAL_DAILY_CAP } from '../../referrals/rules.js';
import {
  emptySnapshot,
  StoreState,
  type Change,
  type JournalRecord,
  type Snapshot,
} from './state.js';
import { listApiEntries, planApiKey, planImport } from '../sync/lowdbSyncPlans.js';
import { LowdbBooths } from '../booths/lowdbBooths.js';
import { LowdbPeople } from '../people/lowdbPeople.js';
import { LowdbTemplates } from '../templates/lowdbTemplates.js';
import { LowdbGrowth } from '../growth/lowdbGrowth.js';
import { LowdbRewards, rewardContext } from '../rewards/lowdbRewards.js';

/** The journal is folded into the snapshot once it outgrows it (and 1 MiB), so compaction stays O(1) per change. */
const MIN_COMPACT_BYTES = 1024 * 1024;

export interface LowdbStoreOptions {
  dataDir: string;
  now?: () => Date;
  /** Fault injection for tests: runs before every durable write and may throw (or wait). */
  beforeWrite?: (write: 'journal' | 'snapshot') => void | Promise<void>;
  /** Compaction threshold in journal bytes; by default the snapshot's size, at least 1 MiB. */
  compactAfterBytes?: number;
  /** Places each counted referral is worth in line (REFERRAL_BOOST); default 5, 0 turns it off. */
  referralBoost?: number;
  /** Referrals that count per referrer and UTC day (REFERRAL_DAILY_CAP); default 10, 0: no cap. */
  referralDailyCap?: number;
}

/** How many durable writes the store has made: the group-commit tests count them. */
export interface WriteCounters {
  journalAppends: number;
  snapshots: number;
}

interface Mutation<T> {
  plan: (state: StoreState) => { change: Change | null; result: T };
  resolve: (result: T) => void;
  reject: (error: unknown) => void;
}

/**
 * The embedded store: lowdb keeps a snapshot in db.json, an fsynced journal keeps every change
 * since, and memory keeps everything with its indexes. Writes are group-committed: at most one
 * append is in flight, every change that arrives meanwhile rides the next one, and each caller
 * is answered only once the append holding its change is on disk.
 */
export class LowdbStore implements Store {
  readonly kind = 'lowdb';
  readonly writes: WriteCounters = { journalAppends: 0, snapshots: 0 };
  private queue: Mutation<unknown>[] = [];
  /** Outbox messages this process's sender is delivering, until when. */
  private readonly leases = new Map<number, number>();
  private flushing: Promise<void> | null = null;
  private closed = false;
  private snapshotBytes = 0;
  /** The journal size past which the next batch folds it into the snapshot. */
  private compactAtBytes = 0;
  /** A snapshot being written in the background from the journal now in FOLDING_FILE. */
  private folding: Promise<void> | null = null;
  /** FOLDING_FILE exists: its records are in no snapshot yet. */
  private foldingFileExists = false;
  /** Deletes answered only once the erased entry is in no file of the data folder. */
  private readonly erasures = new Erasures();
  /** What the admin app reads about people and the launch (issue 28): server/store/people/. */
  readonly people = new LowdbPeople(() => this.state);
  /** The admin's wording of the e-mails (issue 28): server/store/templates/. */
  readonly templates = new LowdbTemplates(
    (plan) => this.mutate((state) => plan(state.templates)),
    () => this.state.templates,
    () => this.now(),
  );
  /** Booth devices, events and leads (issue 27): server/store/booths/. */
  readonly booths = new LowdbBooths(
    (plan) => this.mutate((state) => plan(state.booths, state)),
    () => ({ booths: this.state.booths, entries: this.state }),
    () => this.now(),
  );
  /** Used challenges, attribution and the leaderboard's choices (issue 29): server/store/growth/. */
  readonly growth = new LowdbGrowth(
    (plan) => this.mutate((state) => plan(state.growth, state)),
    () => ({ growth: this.state.growth, entries: this.state }),
    () => this.now(),
  );
  /** Referral milestones and earned rewards (issue 29): server/store/rewards/. */
  readonly rewards = new LowdbRewards(
    (plan) => this.mutate((state) => plan(rewardContext(state))),
    () => rewardContext(this.state),
    () => this.now(),
  );

  private constructor(
    private readonly dataDir: string,
    private readonly dataFile: string,
    private readonly db: Low<Snapshot>,
    private journal: Journal<JournalRecord>,
    private state: StoreState,
    private lastSeq: number,
    private readonly options: LowdbStoreOptions,
  ) {}

  static async open(options: LowdbStoreOptions): Promise<LowdbStore> {
    await mkdir(options.dataDir, { recursive: true });
    const dataFile = join(options.dataDir, DATA_FILE);
    await removeStaleTempFiles(dataFile);
    const db = new Low<Snapshot>(new DurableJsonFile<Snapshot>(dataFile), emptySnapshot());
    await db.read();
    const snapshot = checkSnapshot(db.data ?? emptySnapshot(), dataFile);
    const folded = await readFoldingJournal(options.dataDir);
    const { journal, records } = await Journal.open<JournalRecord>(
      join(options.dataDir, JOURNAL_FILE),
    );
    await syncDirectory(options.dataDir); // the journal's name is durable before any append to it
    const state = StoreState.fromSnapshot(snapshot, {
      referralBoost: options.referralBoost ?? DEFAULT_REFERRAL_BOOST,
      referralDailyCap: options.referralDailyCap ?? DEFAULT_REFERRAL_DAILY_CAP,
    });
    const replayed = [...(folded ?? []), ...records];
    const lastSeq = replay(state, snapshot.lastSeq, replayed);
    db.data = emptySnapshot(); // the state holds the data; keep no second reference to it
    const store = new LowdbStore(options.dataDir, dataFile, db, journal, state, lastSeq, options);
    store.snapshotBytes = await fileSize(dataFile);
    store.compactAtBytes = store.compactionThreshold();
    store.foldingFileExists = folded !== null;
    if (
      store.snapshotBytes === 0 ||
      store.foldingFileExists ||
      state.upgraded ||
      holdsErasedData(replayed, snapshot.lastSeq)
    )
      await store.compact();
    return store;
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  // ---- writes ----

  join(entry: NewEntry): Promise<JoinResult> {
    return this.mutate((state) => {
      const planned = state.planJoin(entry, this.now());
      return {
        change: planned.change,
        result: { entry: planned.entry, alreadyOnList: planned.alreadyOnList },
      };
    });
  }

  // ---- the waitlist loop (issue 13) ----

  async findEntry(id: number): Promise<WaitlistEntry | undefined> {
    return this.state.findEntry(id);
  }

  updateEntries(selection: EntrySelection, change: EntryChange): Promise<EntryUpdate[]> {
    return this.mutate((state) => planEntryUpdates(state, selection, change, this.now()));
  }

  async placeInLine(entry: WaitlistEntry, includeWaiting: boolean): Promise<PlaceInLine> {
    return this.state.placeInLine(entry, includeWaiting);
  }

  // ---- referrals and abuse (issue 14) ----

  async nextReferralGain(entry: WaitlistEntry, includeWaiting: boolean): Promise<number> {
    return this.state.line.nextReferralGain(entry, includeWaiting);
  }

  async listReview(offset: number, limit: number) {
    return this.state.listReview(offset, limit);
  }

  async listSharedMailboxes(offset: number, limit: number) {
    return this.state.listSharedMailboxes(offset, limit);
  }

  async topReferrers(limit: number): Promise<WaitlistEntry[]> {
    return this.state.topReferrers(limit);
  }

  async listLine(offset: number, limit: number, includeWaiting: boolean) {
    return this.state.listLine(offset, limit, includeWaiting);
  }

  async listOutbox(query: OutboxQuery): Promise<{ messages: OutboxMessage[]; total: number }> {
    return this.state.outbox.list(query);
  }

  /** One process owns a data folder: a lease in memory keeps its own sender from sending twice. */
  async claimOutbox(
    now: Date,
    limit: number,
    leaseUntil: Date,
    kinds: readonly OutboxKind[] = outboxKindSchema.options,
  ): Promise<OutboxMessage[]> {
    const claimed: OutboxMessage[] = [];
    for (const kind of kinds) {
      let taken = 0;
      for (const message of this.state.outbox.due(now, kind)) {
        if (taken >= limit) break;
        if ((this.leases.get(message.id) ?? 0) > now.getTime()) continue;
        claimed.push(message);
        taken += 1;
      }
    }
    const soonest = claimed
      .sort((a, b) => (a.nextAttemptAt ?? '').localeCompare(b.nextAttemptAt ?? '') || a.id - b.id)
      .slice(0, limit);
    for (const message of soonest) this.leases.set(message.id, leaseUntil.getTime());
    return soonest;
  }

  async recordAttempt(id: number, result: AttemptResult): Promise<void> {
    await this.mutate((state) => planAttempt(state, id, result));
    this.leases.delete(id);
  }

  retryOutbox(id: number, now: Date): Promise<boolean> {
    return this.mutate((state) => planRetry(state, id, now));
  }

  /**
   * Answers once the entry is in no file of the data folder: after its delete is durable, a fold
   * writes a snapshot without it and drops the journals that still hold it (joins go on meanwhile).
   * An earlier delete whose fold failed is finished by the next call, even one for no entry.
   */
  async deleteEntry(id: number): Promise<boolean> {
    const deleted = await this.mutate((state) => {
      const change = state.planDelete(id, this.now());
      return { change, result: change !== null };
    });
    await this.eraseFromDisk();
    return deleted;
  }

  private eraseFromDisk(): Promise<void> {
    if (!this.erasures.unfinished) return Promise.resolve();
    if (this.closed) return Promise.reject(new StoreUnavailableError(new Error('store closed')));
    const erased = this.erasures.wait();
    this.flushing ??= this.flushLoop();
    return erased;
  }

  createUser(username: string, passwordHash: string): Promise<boolean> {
    return this.mutate((state) => {
      if (state.findUser(username)) return { change: null, result: false };
      return {
        change: { type: 'user', user: state.planUser(username, passwordHash, this.now()) },
        result: true,
      };
    });
  }

  async setPasswordHash(username: string, passwordHash: string): Promise<void> {
    await this.mutate((state) => {
      if (!state.findUser(username)) return { change: null, result: undefined };
      return {
        change: { type: 'user', user: state.planUser(username, passwordHash, this.now()) },
        result: undefined,
      };
    });
  }

  async setSession(sid: string, session: StoredSession): Promise<void> {
    await this.mutate(() => ({ change: { type: 'session', sid, session }, result: undefined }));
  }

  async destroySession(sid: string): Promise<void> {
    await this.mutate((state) => ({
      change: state.getSession(sid) ? { type: 'session', sid, session: null } : null,
      result: undefined,
    }));
  }

  // ---- API keys and synced entries (issue 15) ----

  importEntries(entries: ImportedEntry[]): Promise<ImportOutcome[]> {
    return this.mutate((state) => planImport(state, entries, this.now()));
  }

  createApiKey(key: NewApiKey): Promise<StoredApiKey> {
    return this.mutate((state) => {
      const stored = planApiKey(state, key, this.now());
      return { change: { type: 'apiKey', key: stored }, result: stored };
    });
  }

  revokeApiKey(id: number): Promise<boolean> {
    return this.mutate((state) => {
      const key = state.sync.findApiKey(id);
      if (!key) return { change: null, result: false };
      if (key.revokedAt) return { change: null, result: true };
      const revoked = { ...key, revokedAt: this.now().toISOString() };
      return { change: { type: 'apiKey', key: revoked }, result: true };
    });
  }

  async recordApiKeyUse(id: number, at: Date): Promise<void> {
    await this.mutate(() => ({
      change: { type: 'apiKeyUse', id, at: at.toISOString(), count: 1 },
      result: undefined,
    }));
  }

  createWebhookEndpoint(endpoint: NewWebhookEndpoint): Promise<StoredWebhookEndpoint> {
    return this.mutate((state) => {
      const stored: StoredWebhookEndpoint = {
        ...endpoint,
        id: state.sync.nextWebhookId,
        enabled: true,
        createdAt: this.now().toISOString(),
        failingSince: null,
        disabledReason: null,
      };
      return { change: { type: 'webhookEndpoint', endpoint: stored }, result: stored };
    });
  }

  async listWebhookEndpoints(): Promise<StoredWebhookEndpoint[]> {
    return this.state.sync.webhookList();
  }

  async findWebhookEndpoint(id: number): Promise<StoredWebhookEndpoint | undefined> {
    return this.state.sync.findWebhook(id);
  }

  updateWebhookEndpoint(id: number, patch: WebhookEndpointPatch): Promise<boolean> {
    return this.mutate((state) => {
      const endpoint = state.sync.findWebhook(id);
      if (!endpoint) return { change: null, result: false };
      return {
        change: { type: 'webhookEndpoint', endpoint: { ...endpoint, ...patch } },
        result: true,
      };
    });
  }

  deleteWebhookEndpoint(id: number): Promise<boolean> {
    return this.mutate((state) => {
      if (!state.sync.findWebhook(id)) return { change: null, result: false };
      return { change: { type: 'webhookEndpointRemoved', id }, result: true };
    });
  }

  async enqueueWebhook(draft: OutboxDraft): Promise<void> {
    await this.mutate((state) => ({
      change: { type: 'outbox', message: state.outbox.plan(draft, this.now(), 0) },
      result: undefined,
    }));
  }

  async listWebhookDeliveries(endpointId: number, limit: number): Promise<OutboxMessage[]> {
    return this.state.outbox.webhookDeliveries(endpointId, limit);
  }

  async listApiKeys(): Promise<StoredApiKey[]> {
    return this.state.sync.apiKeyList();
  }

  async findApiKeyByHash(keyHash: string): Promise<StoredApiKey | undefined> {
    return this.state.sync.findApiKeyByHash(keyHash);
  }

  async getApiEntry(id: number) {
    const entry = this.state.findEntry(id);
    return entry ? this.state.sync.toApiEntry(entry) : undefined;
  }

  async listApiEntries(query: {
    afterId: number;
    limit: number;
    updatedSince?: string;
  }): Promise<ApiEntryPageResult> {
    return listApiEntries(this.state, query);
  }

  // ---- the admin area's security records (AdminSecurityStore, issue 20) ----

  async loginFailures(keys: readonly string[], since: number) {
    return this.state.adminSecurity.failures(keys, since);
  }

  async recordLoginFailure(keys: readonly string[], at: number, since: number): Promise<void> {
    await this.mutate(() => ({
      change: { type: 'loginFailures', keys: [...keys], at, since },
      result: undefined,
    }));
  }

  async clearLoginFailures(keys: readonly string[]): Promise<void> {
    await this.mutate((state) => ({
      change: state.adminSecurity.hasFailures(keys)
        ? { type: 'loginFailuresCleared', keys: [...keys] }
        : null,
      result: undefined,
    }));
  }

  endUserSessions(username: string, exceptSid?: string): Promise<number> {
    return this.mutate((state) => {
      const sids = state.sessionIdsOf(username).filter((sid) => sid !== exceptSid);
      return {
        change: sids.length > 0 ? { type: 'endSessions', sids } : null,
        result: sids.length,
      };
    });
  }

  async getTwoFactor(username: string): Promise<TwoFactorSettings | undefined> {
    return this.state.adminSecurity.getTwoFactor(username);
  }

  async setTwoFactor(username: string, settings: TwoFactorSettings | null): Promise<void> {
    await this.mutate(() => ({
      change: { type: 'twoFactor', username, settings },
      result: undefined,
    }));
  }

  useSecondFactor(username: string, use: SecondFactorUse): Promise<boolean> {
    return this.mutate((state) => {
      const settings = state.adminSecurity.planSecondFactor(username, use);
      return {
        change: settings ? { type: 'twoFactor', username, settings } : null,
        result: settings !== undefined,
      };
    });
  }

  appendAudit(event: NewAuditEvent): Promise<AuditEvent> {
    return this.mutate((state) => {
      const stored: AuditEvent = {
        ...event,
        id: state.adminSecurity.nextAuditId,
        at: this.now().toISOString(),
      };
      return { change: { type: 'audit', event: stored }, result: stored };
    });
  }

  async listAudit(query: AuditQuery): Promise<AuditPage> {
    return this.state.adminSecurity.listAudit(query);
  }

  async *exportAudit(): AsyncIterable<AuditEvent> {
    yield* this.state.adminSecurity.auditByTime();
  }

  private mutate<T>(plan: Mutation<T>['plan']): Promise<T> {
    if (this.closed) return Promise.reject(new StoreUnavailableError(new Error('store closed')));
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ plan, resolve, reject } as Mutation<unknown>);
      this.flushing ??= this.flushLoop();
    });
  }

  private async flushLoop(): Promise<void> {
    while (this.queue.length > 0 || (this.erasures.waiting && !this.folding)) {
      if (this.queue.length > 0) await this.commit(this.queue.splice(0));
      // A fold in flight may predate a delete: the next one starts when it is done.
      if (this.folding) continue;
      if (this.erasures.waiting || this.journal.bytes > this.compactAtBytes) await this.fold();
    }
    this.flushing = null;
  }

  /** Folds every journal into a new snapshot: in the background, or after a failed fold at once. */
  private async fold(): Promise<void> {
    const throughSeq = this.lastSeq;
    // After a failed fold, the folding journal is still needed: fold both, joins waiting.
    const fold = this.foldingFileExists ? this.compact() : this.startFold();
    await fold.catch((error) => {
      this.compactionFailed(error);
      this.erasures.failed(throughSeq, error);
    });
  }

  /**
   * Plans a batch, appends it to the journal once, then applies it in memory and answers every
   * caller. Each change is applied while planning (so later changes in the batch see earlier ones:
   * a repeated e-mail, the next position) and taken back before the append, so that reads never
   * see a change that is not yet on disk and a failed append leaves nothing behind.
   */
  private async commit(batch: Mutation<unknown>[]): Promise<void> {
    const undos: (() => void)[] = [];
    const records: JournalRecord[] = [];
    const planned: { mutation: Mutation<unknown>; result: unknown }[] = [];
    for (const mutation of batch) {
      try {
        const { change, result } = mutation.plan(this.state);
        if (change) {
          undos.push(this.state.apply(change));
          records.push({ ...change, seq: this.lastSeq + records.length + 1 });
        }
        planned.push({ mutation, result });
      } catch (error) {
        mutation.reject(error);
      }
    }
    for (const undo of undos.reverse()) undo();
    if (records.length > 0) {
      try {
        await this.options.beforeWrite?.('journal');
        await this.journal.append(records);
      } catch (error) {
        console.error('A write to the data folder failed; nothing in it was acknowledged:', error);
        for (const { mutation } of planned) mutation.reject(new StoreUnavailableError(error));
        return;
      }
      this.writes.journalAppends += 1;
      for (const record of records) this.state.apply(record);
      this.lastSeq += records.length;
      if (records.some((record) => record.type === 'delete')) this.erasures.deleted(this.lastSeq);
    }
    for (const { mutation, result } of planned) mutation.resolve(result);
  }

  /**
   * Starts folding the journal into a new snapshot without holding up the joins: the journal
   * becomes FOLDING_FILE, a fresh one takes the next appends, and the snapshot of this moment is
   * written (temp file, fsync, rename) in the background; then FOLDING_FILE goes. A crash at any
   * point leaves a snapshot plus journals that replay to every acknowledged change.
   */
  private async startFold(): Promise<void> {
    const journalFile = join(this.dataDir, JOURNAL_FILE);
    const foldingFile = join(this.dataDir, FOLDING_FILE);
    await rename(journalFile, foldingFile);
    this.foldingFileExists = true;
    const folded = this.journal;
    const fresh = await Journal.open<JournalRecord>(journalFile).catch(async (error: unknown) => {
      await rename(foldingFile, journalFile); // keep appending where we were
      this.foldingFileExists = false;
      throw error;
    });
    this.journal = fresh.journal;
    await syncDirectory(this.dataDir);
    await folded.close();
    const snapshot = this.state.toSnapshot(this.lastSeq, this.now().getTime());
    this.folding = (async () => {
      try {
        await this.writeSnapshot(snapshot);
        await rm(foldingFile, { force: true });
        await syncDirectory(this.dataDir); // an erased entry's records do not come back after a crash
        this.foldingFileExists = false;
        this.compactAtBytes = this.compactionThreshold();
        this.erasures.folded(snapshot.lastSeq);
      } catch (error) {
        this.compactionFailed(error);
        this.erasures.failed(snapshot.lastSeq, error);
      } finally {
        this.folding = null;
        // Deletes made while this fold was written need the next one.
        if (this.erasures.waiting && !this.closed) this.flushing ??= this.flushLoop();
      }
    })();
  }

  /** Folds every journal into a fresh snapshot while nothing else is written (start, stop, retry). */
  private async compact(): Promise<void> {
    const throughSeq = this.lastSeq;
    await this.writeSnapshot(this.state.toSnapshot(throughSeq, this.now().getTime()));
    if (this.foldingFileExists) {
      await rm(join(this.dataDir, FOLDING_FILE), { force: true });
      this.foldingFileExists = false;
    }
    await this.journal.reset();
    this.compactAtBytes = this.compactionThreshold();
    this.erasures.folded(throughSeq);
  }

  private async writeSnapshot(snapshot: Snapshot): Promise<void> {
    await this.options.beforeWrite?.('snapshot');
    this.db.data = snapshot;
    try {
      await this.db.write();
    } finally {
      this.db.data = emptySnapshot(); // the state holds the data; keep no second reference to it
    }
    this.writes.snapshots += 1;
    this.snapshotBytes = await fileSize(this.dataFile);
  }

  /** Retries once the journal has grown by another threshold, not on every batch. */
  private compactionFailed(error: unknown): void {
    this.compactAtBytes = this.journal.bytes + this.compactionThreshold();
    console.error('Compaction failed; the journals keep every change:', error);
  }

  /** Resolves once no write is pending or in flight, the background snapshot included. */
  async idle(): Promise<void> {
    while (this.flushing || this.folding) {
      await this.flushing;
      await this.folding;
    }
  }

  private compactionThreshold(): number {
    return this.options.compactAfterBytes ?? Math.max(MIN_COMPACT_BYTES, this.snapshotBytes);
  }

  // ---- reads ----

  async count(): Promise<number> {
    return this.state.count;
  }

  async listEntries(query: ListQuery): Promise<EntryPage> {
    return this.state.list(query);
  }

  async *exportEntries(): AsyncIterable<WaitlistEntry> {
    yield* this.state.entriesByPosition();
  }

  async stats(): Promise<WaitlistStats> {
    return this.state.stats(this.now());
  }

  async findUser(username: string): Promise<StoredUser | undefined> {
    return this.state.findUser(username);
  }

  async getSession(sid: string): Promise<StoredSession | undefined> {
    const session = this.state.getSession(sid);
    return session && session.expiresAt > this.now().getTime() ? session : undefined;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.idle();
    if (this.journal.bytes > 0 || this.foldingFileExists) {
      await this.compact().catch((error) => {
        this.erasures.failed(this.lastSeq, error);
        console.error('Final compaction failed; the journal keeps every change:', error);
      });
    }
    await this.journal.close();
  }
}

/**
 * Journals that still hold an erased entry's records: a delete (from a version that did not fold
 * after it, or a crash before the fold), or records already in the snapshot (a crash between the
 * snapshot's rename and the journal's reset, which may have been that fold).
 */
function holdsErasedData(records: readonly JournalRecord[], snapshotSeq: number): boolean {
  return records.some((record) => record.type === 'delete' || record.seq <= snapshotSeq);
}

async function fileSize(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
}
