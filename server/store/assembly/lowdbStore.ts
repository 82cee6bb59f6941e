import { LowdbAdminSecurity } from '../adminSecurity/lowdbAdminSecurityStore.js';
import { LowdbBooths } from '../booths/lowdbBooths.js';
import { LowdbEntries } from '../entries/lowdbEntries.js';
import { LowdbGrowth } from '../growth/lowdbGrowth.js';
import { LowdbLoop } from '../loop/lowdbLoop.js';
import { LowdbPeople } from '../people/lowdbPeople.js';
import { LowdbReferrals } from '../referrals/lowdbReferrals.js';
import { LowdbRewards, rewardContext } from '../rewards/lowdbRewards.js';
import { LowdbSync } from '../sync/lowdbSync.js';
import { LowdbTeam } from '../team/lowdbTeam.js';
import { LowdbRememberedDevices } from '../adminSecurity/lowdbRememberedDevices.js';
import { LowdbTemplates } from '../templates/lowdbTemplates.js';
import { LowdbErasure } from '../erasure/lowdbErasure.js';
import { referralSettings, type ReferralSettings } from '../referrals/referralSettings.js';
import type { Store } from '../types.js';
import { LowdbEngine } from '../lowdb/engine.js';
import type { LowdbEngineOptions, WriteCounters } from '../lowdb/engineTypes.js';
import { storeStateKind, type StoreState } from './lowdbState.js';

/** The embedded store's options: the engine's, and the referral rules its state applies. */
export type LowdbStoreOptions = Omit<LowdbEngineOptions<StoreState>, 'state'> & ReferralSettings;

/** Holds the engine before the areas' fields below are made from it. */
abstract class OverEngine {
  protected constructor(protected readonly engine: LowdbEngine<StoreState>) {}
}

/**
 * The embedded store: the areas' lowdb code assembled over one engine (lowdb/engine.ts: the
 * journal, group commit and snapshots of one data folder). Each area plans its changes against
 * the state in memory; the engine makes them durable before anyone is answered.
 */
export class LowdbStore extends OverEngine implements Store {
  readonly kind = 'lowdb';
  private readonly entries = new LowdbEntries(this.engine);
  private readonly loop = new LowdbLoop(this.engine);
  private readonly referrals = new LowdbReferrals(this.engine);
  private readonly sync = new LowdbSync(this.engine);
  private readonly security = new LowdbAdminSecurity(this.engine);

  /** What the admin app reads about people and the launch (issue 28): server/store/people/. */
  readonly people = new LowdbPeople(() => this.engine.state);
  /** The admin's wording of the e-mails (issue 28): server/store/templates/. */
  readonly templates = new LowdbTemplates(
    (plan) => this.engine.mutate((state) => plan(state.templates)),
    () => this.engine.state.templates,
    () => this.engine.now(),
  );
  /** Tombstones of erased entries (issue 38, item 5): server/store/erasure/. */
  readonly erasure = new LowdbErasure(
    (plan) => this.engine.mutate((state) => plan(state.erasure)),
    () => ({ erasure: this.engine.state.erasure, refs: () => this.engine.state.sync.refList() }),
  );
  /** Booth devices, events and leads (issue 27): server/store/booths/. */
  readonly booths = new LowdbBooths(
    (plan) => this.engine.mutate((state) => plan(state.booths, state, state.sync)),
    () => ({ booths: this.engine.state.booths, entries: this.engine.state }),
    () => this.engine.now(),
  );
  /** Used challenges, attribution and the leaderboard's choices (issue 29): server/store/growth/. */
  readonly growth = new LowdbGrowth(
    (plan) => this.engine.mutate((state) => plan(state.growth, state)),
    () => ({ growth: this.engine.state.growth, entries: this.engine.state }),
    () => this.engine.now(),
  );
  /** Referral milestones and earned rewards (issue 29): server/store/rewards/. */
  readonly rewards = new LowdbRewards(
    (plan) => this.engine.mutate((state) => plan(rewardContext(state))),
    () => rewardContext(this.engine.state),
    () => this.engine.now(),
  );

  /** Invitations and the team's settings (issue 40): server/store/team/. */
  readonly team = new LowdbTeam(
    (plan) => this.engine.mutate((state) => plan(state.team)),
    () => this.engine.state.team,
    () => this.engine.now(),
  );
  /** A person's remembered browsers (issue 40, item 3): server/store/adminSecurity/. */
  readonly devices = new LowdbRememberedDevices(this.engine);

  private constructor(engine: LowdbEngine<StoreState>) {
    super(engine);
  }

  static async open(options: LowdbStoreOptions): Promise<LowdbStore> {
    const state = storeStateKind(referralSettings(options));
    return new LowdbStore(await LowdbEngine.open({ ...options, state }));
  }

  /** /readyz: open, and its last write went through (server/store/capabilities.ts). */
  async readiness(): Promise<string | null> {
    return this.engine.readiness();
  }

  /** The start answers without the indexes; they are built while it serves (a read finishes them). */
  startBackgroundWork(): void {
    this.engine.state.buildIndexesInBackground();
  }

  /** How many durable writes the store has made: the group-commit tests count them. */
  get writes(): WriteCounters {
    return this.engine.writes;
  }

  /** Resolves once no write is pending or in flight, the background snapshot included. */
  idle(): Promise<void> {
    return this.engine.idle();
  }

  /** Flushes what is pending, folds the journal into the snapshot and closes the files. */
  close(): Promise<void> {
    return this.engine.close();
  }

  // ---- entries: the join, the delete, the list ----
  readonly join = this.entries.join.bind(this.entries);
  readonly deleteEntry = this.entries.deleteEntry.bind(this.entries);
  readonly count = this.entries.count.bind(this.entries);
  readonly listEntries = this.entries.listEntries.bind(this.entries);
  readonly exportEntries = this.entries.exportEntries.bind(this.entries);
  readonly stats = this.entries.stats.bind(this.entries);

  // ---- the waitlist loop (issue 13) ----
  readonly findEntry = this.loop.findEntry.bind(this.loop);
  readonly updateEntries = this.loop.updateEntries.bind(this.loop);
  readonly placeInLine = this.loop.placeInLine.bind(this.loop);
  readonly listOutbox = this.loop.listOutbox.bind(this.loop);
  readonly claimOutbox = this.loop.claimOutbox.bind(this.loop);
  readonly recordAttempt = this.loop.recordAttempt.bind(this.loop);
  readonly retryOutbox = this.loop.retryOutbox.bind(this.loop);
  readonly outboxBacklog = this.loop.outboxBacklog.bind(this.loop);

  // ---- referrals and abuse (issue 14) ----
  readonly nextReferralGain = this.referrals.nextReferralGain.bind(this.referrals);
  readonly listReview = this.referrals.listReview.bind(this.referrals);
  readonly listSharedMailboxes = this.referrals.listSharedMailboxes.bind(this.referrals);
  readonly topReferrers = this.referrals.topReferrers.bind(this.referrals);
  readonly listLine = this.referrals.listLine.bind(this.referrals);

  // ---- API keys, synced entries and webhooks (issue 15) ----
  readonly importEntries = this.sync.importEntries.bind(this.sync);
  readonly entriesCreatedByKey = this.sync.entriesCreatedByKey.bind(this.sync);
  readonly getApiEntry = this.sync.getApiEntry.bind(this.sync);
  readonly listApiEntries = this.sync.listApiEntries.bind(this.sync);
  readonly createApiKey = this.sync.createApiKey.bind(this.sync);
  readonly revokeApiKey = this.sync.revokeApiKey.bind(this.sync);
  readonly recordApiKeyUse = this.sync.recordApiKeyUse.bind(this.sync);
  readonly listApiKeys = this.sync.listApiKeys.bind(this.sync);
  readonly findApiKeyByHash = this.sync.findApiKeyByHash.bind(this.sync);
  readonly createWebhookEndpoint = this.sync.createWebhookEndpoint.bind(this.sync);
  readonly listWebhookEndpoints = this.sync.listWebhookEndpoints.bind(this.sync);
  readonly findWebhookEndpoint = this.sync.findWebhookEndpoint.bind(this.sync);
  readonly updateWebhookEndpoint = this.sync.updateWebhookEndpoint.bind(this.sync);
  readonly deleteWebhookEndpoint = this.sync.deleteWebhookEndpoint.bind(this.sync);
  readonly enqueueWebhook = this.sync.enqueueWebhook.bind(this.sync);
  readonly listWebhookDeliveries = this.sync.listWebhookDeliveries.bind(this.sync);

  // ---- users, sessions and the admin area's security records (issue 20) ----
  readonly findUser = this.security.findUser.bind(this.security);
  readonly createUser = this.security.createUser.bind(this.security);
  readonly setPasswordHash = this.security.setPasswordHash.bind(this.security);
  readonly createAccount = this.security.createAccount.bind(this.security);
  readonly listUsers = this.security.listUsers.bind(this.security);
  readonly setUserRole = this.security.setUserRole.bind(this.security);
  readonly setBoothPin = this.security.setBoothPin.bind(this.security);
  readonly removeUser = this.security.removeUser.bind(this.security);
  readonly getSession = this.security.getSession.bind(this.security);
  readonly setSession = this.security.setSession.bind(this.security);
  readonly destroySession = this.security.destroySession.bind(this.security);
  readonly listUserSessions = this.security.listUserSessions.bind(this.security);
  readonly loginFailures = this.security.loginFailures.bind(this.security);
  readonly recordLoginFailure = this.security.recordLoginFailure.bind(this.security);
  readonly clearLoginFailures = this.security.clearLoginFailures.bind(this.security);
  readonly endUserSessions = this.security.endUserSessions.bind(this.security);
  readonly getTwoFactor = this.security.getTwoFactor.bind(this.security);
  readonly setTwoFactor = this.security.setTwoFactor.bind(this.security);
  readonly useSecondFactor = this.security.useSecondFactor.bind(this.security);
  readonly appendAudit = this.security.appendAudit.bind(this.security);
  readonly listAudit = this.security.listAudit.bind(this.security);
  readonly exportAudit = this.security.exportAudit.bind(this.security);
}
