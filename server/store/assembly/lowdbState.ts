import type { WaitlistEntry } from '../../../src/shared/index.js';
import type { OutboxMessage } from '../loop/loopTypes.js';
import { OutboxState } from '../loop/lowdbOutboxState.js';
import { EntriesState } from '../entries/lowdbEntriesState.js';
import { SyncState, type ExternalRef } from '../sync/lowdbSyncState.js';
import { AdminSecurityState } from '../adminSecurity/lowdbAdminSecurity.js';
import { UsersState } from '../adminSecurity/lowdbUsersState.js';
import { BoothState, isBoothChange } from '../booths/lowdbBoothState.js';
import { isTemplateChange, TemplateState } from '../templates/lowdbTemplateState.js';
import { ErasureState, isErasureChange } from '../erasure/lowdbErasureState.js';
import { GrowthState, isGrowthChange } from '../growth/lowdbGrowthState.js';
import { isRewardChange, RewardState } from '../rewards/lowdbRewardState.js';
import { isTeamChange, TeamState } from '../team/lowdbTeamState.js';
import { emptySnapshot, isSnapshot, type Change, type Snapshot } from './lowdbSnapshot.js';
import type { StateKind, Undo } from '../lowdb/engineTypes.js';
import type { StoredBoothDevice } from '../booths/boothTypes.js';
import type { StoredApiKey } from '../sync/syncTypes.js';
import type { ReferralSettings } from '../referrals/referralSettings.js';

export { emptySnapshot, type Change, type Snapshot } from './lowdbSnapshot.js';

/** The store's state as the engine makes it (lowdb/engineTypes.ts), with the referral rules. */
export function storeStateKind(settings: ReferralSettings = {}): StateKind<StoreState> {
  return {
    fromSnapshot: (snapshot) => StoreState.fromSnapshot(snapshot, settings),
    emptySnapshot,
    isSnapshot,
  };
}

/**
 * The whole store in memory: the entries with their indexes (entries/lowdbEntriesState.ts) and
 * each area's state beside them. Decisions live in the areas; this file assembles the snapshot
 * and routes each durable change to the state it changes.
 */
export class StoreState extends EntriesState {
  readonly outbox = new OutboxState();
  /** Users and sessions: server/store/adminSecurity/. */
  readonly users = new UsersState();
  /** The admin area's security records (issue 20). */
  adminSecurity = new AdminSecurityState();
  readonly sync = new SyncState((id) => this.findEntry(id));
  readonly booths = new BoothState();
  readonly templates = new TemplateState();
  /** Tombstones of erased entries (issue 38): server/store/erasure/. */
  readonly erasure = new ErasureState();
  readonly growth = new GrowthState();
  /** Referral milestones and who moved to the front (issue 29): server/store/rewards/. */
  readonly rewards = new RewardState();
  /** Invitations and the team's settings (issue 40): server/store/team/. */
  readonly team = new TeamState();

  constructor({ referralBoost = 0, referralDailyCap = 0 }: ReferralSettings = {}) {
    super(referralBoost, referralDailyCap);
  }

  /** Entries or synced refs of an older data file were upgraded: a new snapshot keeps them. */
  get loadedUpgrade(): boolean {
    return this.upgraded || this.sync.upgradedRefs > 0;
  }

  protected override isFront(id: number): boolean {
    return this.rewards.isFront(id);
  }

  static fromSnapshot(snapshot: Snapshot, settings: ReferralSettings = {}): StoreState {
    const state = new StoreState(settings);
    state.rewards.load(snapshot.rewards); // before the line: it keys the front by it
    state.loadEntries(snapshot.waitlist, snapshot.nextId, snapshot.nextPosition);
    state.outbox.load(snapshot.outbox ?? [], snapshot.nextOutboxId ?? 1);
    state.users.load(
      snapshot.users,
      snapshot.sessions,
      snapshot.nextUserId,
      snapshot.rememberedDevices,
    );
    state.sync.load(snapshot.apiKeys, snapshot.externalRefs, snapshot.webhookEndpoints);
    state.adminSecurity = AdminSecurityState.fromSnapshot(snapshot.adminSecurity);
    state.booths.load(snapshot.booths);
    state.templates.load(snapshot.mailTemplates);
    state.erasure.load(snapshot.erasureTombstones);
    state.growth.load(snapshot.growth);
    state.team.load(snapshot.team);
    return state;
  }

  toSnapshot(lastSeq: number, now: number): Snapshot {
    const { nextUserId, users, sessions, devices } = this.users.toSnapshot(now);
    const { id: nextId, position: nextPosition } = this.nextNumbers();
    return {
      version: 1,
      lastSeq,
      nextId,
      nextPosition,
      nextUserId,
      // A copy of the order: a snapshot written in the background must not see later joins.
      waitlist: this.entriesByPosition() as WaitlistEntry[],
      users,
      sessions,
      rememberedDevices: devices,
      apiKeys: this.sync.apiKeyList(),
      externalRefs: this.sync.refList(),
      webhookEndpoints: this.sync.webhookList(),
      adminSecurity: this.adminSecurity.toSnapshot(now),
      nextOutboxId: this.outbox.nextId,
      outbox: this.outbox.all(),
      booths: this.booths.toSnapshot(),
      mailTemplates: this.templates.toSnapshot(),
      erasureTombstones: this.erasure.toSnapshot(),
      growth: this.growth.toSnapshot(),
      rewards: this.rewards.toSnapshot(),
      team: this.team.toSnapshot(),
    };
  }

  // ---- changes: applied live and on replay; each answers how to take it back ----

  apply(change: Change): Undo {
    this.listVersion += 1;
    const undo = this.applyChange(change);
    return () => {
      this.listVersion += 1;
      undo();
    };
  }

  private applyChange(change: Change): Undo {
    if (isBoothChange(change)) return this.booths.apply(change);
    if (isTemplateChange(change)) return this.templates.apply(change);
    if (isErasureChange(change)) return this.erasure.apply(change);
    if (isGrowthChange(change)) return this.growth.apply(change);
    if (isTeamChange(change)) return this.team.apply(change);
    if (isRewardChange(change)) {
      const undo = this.rewards.apply(change, this.line, (id) => this.findEntry(id));
      return this.withMessages(undo, 'messages' in change ? change.messages : []);
    }
    switch (change.type) {
      case 'join':
        return this.withMessages(this.applyJoin(this.upgrade(change.entry)), change.messages);
      case 'delete':
        return this.withMessages(this.applyDelete(change.id), change.messages);
      case 'entries':
        return this.withMessages(this.applyEntries(change.entries), change.messages);
      case 'outbox':
        return this.outbox.apply(change.message);
      case 'user':
        return this.users.applyUser(change.user);
      case 'session':
        return this.users.applySession(change.sid, change.session);
      case 'apiKey':
        return this.sync.applyApiKey(change.key);
      case 'apiKeyUse':
        return this.sync.applyApiKeyUse(change.id, change.at, change.count);
      case 'import':
        return this.withMessages(this.applyImport(change.entries, change.refs), change.messages);
      case 'webhookEndpoint':
        return this.sync.applyWebhook(change.endpoint);
      case 'webhookEndpointRemoved':
        return this.sync.removeWebhook(change.id);
      case 'endSessions':
        return this.users.applyEndSessions(change.sids);
      case 'userRemoved':
        return this.users.applyRemoved(change.username);
      case 'rememberedDevice':
        return this.users.applyDevice(change.device);
      case 'deviceForgotten':
        return this.users.applyDevice(null, change.id);
      case 'boothDeviceKey':
        return this.applyDeviceKey(change.device, change.key);
      default:
        return this.adminSecurity.apply(change);
    }
  }

  /** An entry goes with everything the other areas keep of it (its refs, messages, lead...). */
  private applyDelete(id: number): Undo {
    const removed = this.removeEntry(id);
    const undoRefs = this.sync.dropRefsOf(id);
    const undoMessages = this.outbox.removeForEntry(id);
    const undoLead = this.booths.dropLead(id);
    const undoGrowth = this.growth.dropEntry(id);
    const undoRewards = this.rewards.dropEntry(id);
    return () => {
      undoGrowth();
      undoRewards();
      undoLead();
      undoMessages();
      undoRefs();
      if (removed) this.insertEntry(removed);
    };
  }

  /** A booth device and its API key, paired or revoked together (issue 38, item 6). */
  private applyDeviceKey(device: StoredBoothDevice, key: StoredApiKey): Undo {
    const undoKey = this.sync.applyApiKey(key);
    const undoDevice = this.booths.apply({ type: 'boothDevice', device });
    return () => {
      undoDevice();
      undoKey();
    };
  }

  /** A synced batch: its new entries and every externalId, applied as one record. */
  private applyImport(entries: readonly WaitlistEntry[], refs: readonly ExternalRef[]): Undo {
    const undos = [
      ...entries.map((entry) => this.applyJoin(entry)),
      ...refs.map((ref) => this.sync.addRef(ref)),
    ];
    return () => {
      for (const undo of undos.reverse()) undo();
    };
  }

  private withMessages(undo: Undo, messages: readonly OutboxMessage[] = []): Undo {
    const undos = [undo, ...messages.map((message) => this.outbox.apply(message))];
    return () => undos.reverse().forEach((step) => step());
  }
}
