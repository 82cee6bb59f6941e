import {
  type EntrySource,
  type ListQuery,
  type WaitlistEntry,
  type WaitlistStats,
} from '../../../src/shared/index.js';
import { searchWords, type ListSort } from '../../../src/shared/index.js';
import { perDayCounts, statsDays } from '../entries/statsWindow.js';
import { newEntryLoopFields, withLoopFields } from '../../loop/entryLifecycle.js';
import { generateReferralCode } from '../../loop/referralCode.js';
import { joinMessage } from '../../loop/joinMessages.js';
import type { OutboxMessage, PlaceInLine } from '../loop/loopTypes.js';
import { EntryLine } from '../entries/lowdbEntryLine.js';
import { SortedOrders } from '../entries/lowdbSortedOrder.js';
import {
  countsAsReferral,
  countsTowardDailyCap,
  referralDay,
  referralFlag,
} from '../../referrals/rules.js';
import { MailboxIndex } from './mailboxIndex.js';
import { OutboxState } from '../loop/lowdbOutboxState.js';
import type { StoredApiKey, StoredWebhookEndpoint } from '../syncTypes.js';
import type { EntryPage, NewEntry, StoredSession, StoredUser } from '../types.js';
import { deletedEventDrafts, eventDrafts } from '../../webhooks/events.js';
import { SyncState, type ExternalRef, type SyncChange } from '../sync/lowdbSyncState.js';
import {
  AdminSecurityState,
  type AdminSecurityChange,
  type AdminSecuritySnapshot,
} from '../adminSecurity/lowdbAdminSecurity.js';
import {
  BoothState,
  isBoothChange,
  type BoothChange,
  type BoothSnapshot,
} from '../booths/lowdbBoothState.js';
import { PeopleIndex } from '../people/lowdbPeopleIndex.js';
import {
  isTemplateChange,
  TemplateState,
  type TemplateChange,
  type TemplateSnapshot,
} from '../templates/lowdbTemplateState.js';
import {
  GrowthState,
  isGrowthChange,
  type GrowthChange,
  type GrowthSnapshot,
} from '../growth/lowdbGrowthState.js';
import {
  isRewardChange,
  RewardState,
  type RewardChange,
  type RewardSnapshot,
} from '../rewards/lowdbRewardState.js';

/** The referral rules a store applies (REFERRAL_BOOST, REFERRAL_DAILY_CAP). */
export interface ReferralSettings {
  referralBoost?: number;
  referralDailyCap?: number;
}

/** The snapshot kept by lowdb in db.json. */
export interface Snapshot {
  version: 1;
  /** The last journal record folded into this snapshot. */
  lastSeq: number;
  nextId: number;
  nextPosition: number;
  nextUserId: number;
  waitlist: WaitlistEntry[];
  users: StoredUser[];
  sessions: Record<string, StoredSession>;
  /** API keys and synced entries' externalIds (issue 15); absent in older files. */
  apiKeys?: StoredApiKey[];
  externalRefs?: ExternalRef[];
  webhookEndpoints?: StoredWebhookEndpoint[];
  /** Throttle counters, two-factor settings and the audit log (issue 20); absent before. */
  adminSecurity?: AdminSecuritySnapshot;
  /** The outbox (issue 13); absent in data files written before it. */
  nextOutboxId?: number;
  outbox?: OutboxMessage[];
  /** Booth devices, events and leads (issue 27); absent before. */
  booths?: BoothSnapshot;
  /** The admin's e-mail templates (issue 28); absent before. */
  mailTemplates?: TemplateSnapshot;
  /** Who left the leaderboard (issue 29); absent before. */
  growth?: GrowthSnapshot;
  /** Referral milestones, earned rewards, who moved to the front (issue 29); absent before. */
  rewards?: RewardSnapshot;
}

/** One durable change; the journal holds them, the state applies them. */
export type Change =
  | { type: 'join'; entry: WaitlistEntry; messages?: OutboxMessage[] }
  // With entry.deleted's deliveries (issue 15), tied to no entry so that the delete keeps them.
  | { type: 'delete'; id: number; messages?: OutboxMessage[] }
  // Entries whose loop fields changed, with the messages the change sends (one record: both or neither).
  | { type: 'entries'; entries: WaitlistEntry[]; messages?: OutboxMessage[] }
  | { type: 'outbox'; message: OutboxMessage }
  | { type: 'user'; user: StoredUser }
  | { type: 'session'; sid: string; session: StoredSession | null }
  | SyncChange
  | { type: 'endSessions'; sids: string[] }
  | BoothChange
  | TemplateChange
  | GrowthChange
  | RewardChange
  | AdminSecurityChange;

export type JournalRecord = Change & { seq: number };

type Undo = () => void;

export function emptySnapshot(): Snapshot {
  return {
    version: 1,
    lastSeq: 0,
    nextId: 1,
    nextPosition: 1,
    nextUserId: 1,
    waitlist: [],
    users: [],
    sessions: {},
    nextOutboxId: 1,
    outbox: [],
  };
}

function searchText(entry: WaitlistEntry): string {
  return `${entry.firstName}\u0000${entry.lastName}\u0000${entry.email}\u0000${entry.company}`.toLowerCase();
}

/**
 * The whole store in memory, with the indexes that keep a join, a count and a search independent
 * of the list's size: entries by position, by e-mail and by id, and a lowercased search text.
 */
export class StoreState {
  private entries: WaitlistEntry[] = [];
  /** Entries by canonical mailbox: one inbox is one entry (DECISIONS "Growth"). */
  private readonly mailboxes = new MailboxIndex();
  private byId = new Map<number, WaitlistEntry>();
  /** Entry ids by referral code: a ?ref= code finds its referrer at once. */
  private referralCodes = new Map<string, number>();
  /** The entries in line (issue 13), in line order: a place costs O(log n). */
  readonly line: EntryLine;
  /** While a snapshot loads, the line is built once at the end instead of entry by entry. */
  private loading = false;
  /**
   * Ids of the review queue's entries (held sign-ups and flagged referrals) and of entries with
   * counted referrals (the leaderboard).
   */
  private inReview = new Set<number>();
  private referrers = new Set<number>();
  /** Referrals toward REFERRAL_DAILY_CAP per referrer and UTC day ("id day" -> count). */
  private readonly referralsPerDay = new Map<string, number>();
  readonly outbox = new OutboxState();
  /** Entries of an older data file were given the loop's fields: the next snapshot keeps them. */
  upgraded = false;
  /** Each entry's lowercased search text, at the same index as the entry in `entries`. */
  private searchTexts: string[] = [];
  /** Moves on with every change, so that a sorted order built before it is rebuilt. */
  private listVersion = 0;
  private readonly sortedOrders = new SortedOrders();
  private users = new Map<string, StoredUser>();
  private sessions = new Map<string, StoredSession>();
  /** The admin area's security records (issue 20). */
  adminSecurity = new AdminSecurityState();
  private sourceCounts: Record<EntrySource, number> = { form: 0, terminal: 0, kiosk: 0, api: 0 };
  private nextId = 1;
  private nextPosition = 1;
  private nextUserId = 1;
  readonly sync = new SyncState();
  readonly booths = new BoothState();
  /** Referred entries and the launch's counts per day (issue 28): server/store/people/. */
  readonly people = new PeopleIndex();
  readonly templates = new TemplateState();
  readonly growth = new GrowthState();
  /** Referral milestones and who moved to the front (issue 29): server/store/rewards/. */
  readonly rewards = new RewardState();

  constructor({ referralBoost = 0, referralDailyCap = 0 }: ReferralSettings = {}) {
    this.line = new EntryLine(referralBoost, (id) => this.rewards.isFront(id));
    this.referralDailyCap = referralDailyCap;
  }

  /** REFERRAL_DAILY_CAP: referrals that count per referrer and UTC day; 0 sets no cap. */
  private readonly referralDailyCap: number;

  static fromSnapshot(snapshot: Snapshot, settings: ReferralSettings = {}): StoreState {
    const state = new StoreState(settings);
    state.rewards.load(snapshot.rewards); // before the line: it keys the front by it
    state.nextId = snapshot.nextId;
    state.nextPosition = snapshot.nextPosition;
    state.nextUserId = snapshot.nextUserId;
    const entries = [...snapshot.waitlist].sort((a, b) => a.position - b.position);
    state.loading = true;
    // Referral counts are derived: recounted from the referred entries as they load.
    for (const entry of entries) state.insertEntry({ ...state.upgrade(entry), referralCount: 0 });
    state.loading = false;
    state.line.load(state.entries);
    state.outbox.load(snapshot.outbox ?? [], snapshot.nextOutboxId ?? 1);
    for (const user of snapshot.users) state.users.set(user.username, user);
    for (const [sid, session] of Object.entries(snapshot.sessions))
      state.sessions.set(sid, session);
    state.sync.load(snapshot.apiKeys, snapshot.externalRefs, snapshot.webhookEndpoints);
    state.adminSecurity = AdminSecurityState.fromSnapshot(snapshot.adminSecurity);
    state.booths.load(snapshot.booths);
    state.templates.load(snapshot.mailTemplates);
    state.growth.load(snapshot.growth);
    return state;
  }

  toSnapshot(lastSeq: number, now: number): Snapshot {
    const sessions: Record<string, StoredSession> = {};
    for (const [sid, session] of this.sessions) {
      if (session.expiresAt > now) sessions[sid] = session;
    }
    return {
      version: 1,
      lastSeq,
      nextId: this.nextId,
      nextPosition: this.nextPosition,
      nextUserId: this.nextUserId,
      // A copy of the order: a snapshot written in the background must not see later joins.
      waitlist: this.entries.slice(),
      users: [...this.users.values()],
      sessions,
      apiKeys: this.sync.apiKeyList(),
      externalRefs: this.sync.refList(),
      webhookEndpoints: this.sync.webhookList(),
      adminSecurity: this.adminSecurity.toSnapshot(now),
      nextOutboxId: this.outbox.nextId,
      outbox: this.outbox.all(),
      booths: this.booths.toSnapshot(),
      mailTemplates: this.templates.toSnapshot(),
      growth: this.growth.toSnapshot(),
      rewards: this.rewards.toSnapshot(),
    };
  }

  /** An entry of an older data file or journal, with the loop's fields it lacks. */
  private upgrade(entry: WaitlistEntry): WaitlistEntry {
    if (entry.referralCode !== undefined && entry.referredBy !== undefined) return entry;
    this.upgraded = true;
    return withLoopFields(entry, () => this.uniqueReferralCode());
  }

  uniqueReferralCode(): string {
    for (;;) {
      const code = generateReferralCode();
      if (!this.referralCodes.has(code)) return code;
    }
  }

  // ---- decisions: what a request would change ----

  planJoin(
    entry: NewEntry,
    now: Date,
  ): { change: Change | null; entry: WaitlistEntry; alreadyOnList: boolean } {
    const existing = this.mailboxes.find(entry.email);
    if (existing) {
      const again = joinMessage(existing, false, now);
      if (!again) return { change: null, entry: existing, alreadyOnList: true };
      const messages = [this.outbox.plan(again.message, now, 0)];
      const relinked = { ...again.entry, updatedAt: now.toISOString() };
      return {
        change: { type: 'entries', entries: [relinked], messages },
        entry: existing,
        alreadyOnList: true,
      };
    }
    const referrer = this.referrerOf(entry.ref);
    const networkHash = entry.networkHash ?? null;
    const heldReason = entry.heldReason ?? null;
    const stored: WaitlistEntry = {
      id: this.nextId,
      firstName: entry.firstName,
      lastName: entry.lastName,
      email: entry.email.trim(),
      company: entry.company,
      hasConsented: entry.hasConsented,
      position: this.nextPosition,
      createdAt: now.toISOString(),
      source: entry.source,
      ...newEntryLoopFields(entry, now, this.uniqueReferralCode()),
      referredBy: referrer?.id ?? null,
      referralCount: 0,
      heldReason,
      referralFlag: referrer
        ? referralFlag(
            referrer,
            { email: entry.email, networkHash },
            { today: this.referralsOn(referrer.id, now.toISOString()), cap: this.referralDailyCap },
          )
        : null,
      networkHash,
      // Where it came from (issue 29), kept with the entry and erased with it.
      ...(entry.attribution ? { attribution: entry.attribution } : {}),
    };
    const confirmation = joinMessage(stored, true, now);
    const drafts = [
      ...(confirmation ? [confirmation.message] : []),
      ...eventDrafts(this.sync.webhookList(), 'entry.created', stored, now),
    ];
    const messages = drafts.map((draft, offset) => this.outbox.plan(draft, now, offset));
    return {
      change: { type: 'join', entry: stored, messages },
      entry: stored,
      alreadyOnList: false,
    };
  }

  /** The entry whose referral code this is (codes are read case-insensitively). */
  private referrerOf(code: string | undefined): WaitlistEntry | undefined {
    if (!code) return undefined;
    const id = this.referralCodes.get(code.trim().toUpperCase());
    return id === undefined ? undefined : this.byId.get(id);
  }

  /** Deleting an entry, with entry.deleted for the endpoints that chose it; null when there is none. */
  planDelete(id: number, now: Date): Change | null {
    const entry = this.byId.get(id);
    if (!entry) return null;
    const externalId = this.sync.refOfEntry(id)?.externalId ?? null;
    const drafts = deletedEventDrafts(this.sync.webhookList(), entry, externalId, now);
    const messages = drafts.map((draft, offset) => this.outbox.plan(draft, now, offset));
    return { type: 'delete', id, messages };
  }

  planUser(username: string, passwordHash: string, now: Date): StoredUser {
    const existing = this.users.get(username);
    return existing
      ? { ...existing, passwordHash }
      : { id: this.nextUserId, username, passwordHash, createdAt: now.toISOString() };
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
    if (isGrowthChange(change)) return this.growth.apply(change);
    if (isRewardChange(change)) {
      const undo = this.rewards.apply(change, this.line, (id) => this.byId.get(id));
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
        return this.applyUser(change.user);
      case 'session':
        return this.applySession(change.sid, change.session);
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
        return this.applyEndSessions(change.sids);
      default:
        return this.adminSecurity.apply(change);
    }
  }

  private applyJoin(entry: WaitlistEntry): Undo {
    const counters = { nextId: this.nextId, nextPosition: this.nextPosition };
    this.insertEntry(entry);
    this.nextId = Math.max(this.nextId, entry.id + 1);
    this.nextPosition = Math.max(this.nextPosition, entry.position + 1);
    return () => {
      this.removeEntry(entry.id);
      this.nextId = counters.nextId;
      this.nextPosition = counters.nextPosition;
    };
  }

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

  private applyEntries(entries: readonly WaitlistEntry[]): Undo {
    const undos = entries.map((entry) => {
      const previous = this.removeEntry(entry.id);
      if (!previous) return () => undefined;
      this.insertEntry({ ...previous, ...loopFieldsOf(entry) });
      return () => {
        this.removeEntry(entry.id);
        this.insertEntry(previous);
      };
    });
    return () => undos.reverse().forEach((undo) => undo());
  }

  private withMessages(undo: Undo, messages: readonly OutboxMessage[] = []): Undo {
    const undos = [undo, ...messages.map((message) => this.outbox.apply(message))];
    return () => undos.reverse().forEach((step) => step());
  }

  private applyUser(user: StoredUser): Undo {
    const previous = this.users.get(user.username);
    const previousNextUserId = this.nextUserId;
    this.users.set(user.username, user);
    this.nextUserId = Math.max(this.nextUserId, user.id + 1);
    return () => {
      if (previous) this.users.set(user.username, previous);
      else this.users.delete(user.username);
      this.nextUserId = previousNextUserId;
    };
  }

  private applySession(sid: string, session: StoredSession | null): Undo {
    const previous = this.sessions.get(sid);
    if (session) this.sessions.set(sid, session);
    else this.sessions.delete(sid);
    return () => {
      if (previous) this.sessions.set(sid, previous);
      else this.sessions.delete(sid);
    };
  }

  private applyEndSessions(sids: string[]): Undo {
    const undos = sids.map((sid) => this.applySession(sid, null));
    return () => undos.reverse().forEach((undo) => undo());
  }

  private insertEntry(entry: WaitlistEntry): void {
    const last = this.entries[this.entries.length - 1];
    if (!last || last.position < entry.position) {
      this.entries.push(entry);
      this.searchTexts.push(searchText(entry));
    } else {
      const index = this.indexAfter(entry.position);
      this.entries.splice(index, 0, entry);
      this.searchTexts.splice(index, 0, searchText(entry));
    }
    this.mailboxes.add(entry);
    this.byId.set(entry.id, entry);
    this.referralCodes.set(entry.referralCode, entry.id);
    if (!this.loading) this.line.add(entry);
    if (entry.heldReason !== null || entry.referralFlag !== null) this.inReview.add(entry.id);
    if (countsTowardDailyCap(entry)) this.countReferralDay(entry, 1);
    if (entry.referralCount > 0) this.referrers.add(entry.id);
    this.sourceCounts[entry.source] += 1;
    this.people.add(entry);
    if (countsAsReferral(entry)) this.countReferral(entry.referredBy!, 1);
  }

  private removeEntry(id: number): WaitlistEntry | undefined {
    const entry = this.byId.get(id);
    if (!entry) return undefined;
    const index = this.indexAfter(entry.position) - 1;
    this.entries.splice(index, 1);
    this.searchTexts.splice(index, 1);
    this.mailboxes.remove(entry);
    this.byId.delete(id);
    this.referralCodes.delete(entry.referralCode);
    this.line.remove(entry);
    this.inReview.delete(entry.id);
    if (countsTowardDailyCap(entry)) this.countReferralDay(entry, -1);
    this.referrers.delete(entry.id);
    this.sourceCounts[entry.source] -= 1;
    this.people.remove(entry);
    if (countsAsReferral(entry)) this.countReferral(entry.referredBy!, -1);
    return entry;
  }

  /**
   * A referred entry started or stopped counting: its referrer moves in line. Derived from the
   * referred entries, so a replay of the journal arrives at the same counts.
   */
  private countReferral(referrerId: number, delta: 1 | -1): void {
    const referrer = this.byId.get(referrerId);
    if (!referrer) return;
    if (!this.loading) this.line.remove(referrer);
    referrer.referralCount += delta;
    if (!this.loading) this.line.add(referrer);
    if (referrer.referralCount > 0) this.referrers.add(referrerId);
    else this.referrers.delete(referrerId);
  }

  /** The referrer's referrals toward the daily cap on the UTC day of `at`. */
  private referralsOn(referrerId: number, at: string): number {
    return this.referralsPerDay.get(`${referrerId} ${referralDay(at)}`) ?? 0;
  }

  private countReferralDay(referred: WaitlistEntry, delta: 1 | -1): void {
    const key = `${referred.referredBy} ${referralDay(referred.createdAt)}`;
    const count = (this.referralsPerDay.get(key) ?? 0) + delta;
    if (count > 0) this.referralsPerDay.set(key, count);
    else this.referralsPerDay.delete(key);
  }

  /** Binary search: the index of the first entry whose position is above `position`. */
  private indexAfter(position: number): number {
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.entries[middle]!.position <= position) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  // ---- reads ----

  get count(): number {
    return this.entries.length;
  }

  hasEntry(id: number): boolean {
    return this.byId.has(id);
  }

  findEntry(id: number): WaitlistEntry | undefined {
    return this.byId.get(id);
  }

  /** The entry of the address's inbox (its canonical mailbox), the earliest if there are several. */
  findByEmail(email: string): WaitlistEntry | undefined {
    return this.mailboxes.find(email);
  }

  /** Inboxes an older data file holds more than once, for the admin to decide (never merged). */
  listSharedMailboxes(offset: number, limit: number) {
    return this.mailboxes.listShared(offset, limit);
  }

  /** The id and position the next stored entry gets. */
  nextNumbers(): { id: number; position: number } {
    return { id: this.nextId, position: this.nextPosition };
  }

  /** The next `count` entries in line, in line order. */
  nextInLine(count: number, includeWaiting: boolean): WaitlistEntry[] {
    return this.line.page(0, count, includeWaiting).map((key) => this.entryAt(key.position));
  }

  placeInLine(entry: WaitlistEntry, includeWaiting: boolean): PlaceInLine {
    return this.line.place(entry, includeWaiting);
  }

  /** Held sign-ups and flagged referrals by position: the admin's review queue (issue 14). */
  listReview(offset: number, limit: number): { entries: WaitlistEntry[]; total: number } {
    const queued = [...this.inReview].map((id) => this.byId.get(id)!);
    queued.sort((a, b) => a.position - b.position);
    return { entries: queued.slice(offset, offset + limit), total: queued.length };
  }

  /** The entries with the most counted referrals, ties by position. */
  topReferrers(limit: number): WaitlistEntry[] {
    return [...this.referrers]
      .map((id) => this.byId.get(id)!)
      .sort((a, b) => b.referralCount - a.referralCount || a.position - b.position)
      .slice(0, limit);
  }

  /** Entries in line from `offset`, in place order, with the line's size. */
  listLine(
    offset: number,
    limit: number,
    includeWaiting: boolean,
  ): { entries: WaitlistEntry[]; total: number } {
    const total = this.line.size(includeWaiting);
    const keys = this.line.page(offset, limit, includeWaiting);
    return { entries: keys.map((key) => this.entryAt(key.position)), total };
  }

  private entryAt(position: number): WaitlistEntry {
    return this.entries[this.indexAfter(position) - 1]!;
  }

  /**
   * Newest first unless another order is asked for (issue 20), a page of what matches; `keep`
   * narrows it further (issue 28: the people area's filters).
   */
  list(
    { search, offset, limit, status, sort = 'joined', dir = 'desc' }: ListQuery,
    keep?: (entry: WaitlistEntry) => boolean,
  ): EntryPage {
    const words = searchWords(search);
    const page: WaitlistEntry[] = [];
    const total = this.entries.length;
    const at = this.order(sort, dir);
    if (words.length === 0 && !status && !keep) {
      // No search: the page is read straight off the order, whatever the list's size.
      for (let rank = offset; rank < total && page.length < limit; rank += 1) {
        page.push(this.entries[at(rank)]!);
      }
      return { entries: page, total, matching: total };
    }
    let matching = 0;
    for (let rank = 0; rank < total; rank += 1) {
      const index = at(rank);
      const text = this.searchTexts[index]!;
      if (!words.every((word) => text.includes(word))) continue;
      if (status && this.entries[index]!.status !== status) continue;
      if (keep && !keep(this.entries[index]!)) continue;
      if (matching >= offset && page.length < limit) page.push(this.entries[index]!);
      matching += 1;
    }
    return { entries: page, total, matching };
  }

  /** The index of the entry at each rank of the order. */
  private order(sort: ListSort, dir: 'asc' | 'desc'): (rank: number) => number {
    const last = this.entries.length - 1;
    if (sort === 'joined') return dir === 'desc' ? (rank) => last - rank : (rank) => rank;
    const indexes = this.sortedOrders.indexes(sort, this.entries, this.listVersion);
    return dir === 'asc' ? (rank) => indexes[rank]! : (rank) => indexes[last - rank]!;
  }

  /** A copy of the entries by position, safe to iterate while joins go on. */
  entriesByPosition(): readonly WaitlistEntry[] {
    return this.entries.slice();
  }

  stats(now: Date): WaitlistStats {
    const days = statsDays(now);
    const firstDay = days[0]!;
    const counts = new Map<string, number>();
    for (let index = this.entries.length - 1; index >= 0; index -= 1) {
      const day = this.entries[index]!.createdAt.slice(0, 10);
      if (day < firstDay) continue;
      counts.set(day, (counts.get(day) ?? 0) + 1);
    }
    const perDay = perDayCounts(days, counts);
    return { total: this.entries.length, bySource: { ...this.sourceCounts }, perDay };
  }

  findUser(username: string): StoredUser | undefined {
    return this.users.get(username);
  }

  getSession(sid: string): StoredSession | undefined {
    return this.sessions.get(sid);
  }

  /** The ids of `username`'s sessions (express-session keeps the username in the data). */
  sessionIdsOf(username: string): string[] {
    const sids: string[] = [];
    for (const [sid, session] of this.sessions) {
      if (session.data.username === username) sids.push(sid);
    }
    return sids;
  }
}

/** The fields an 'entries' change may set: the loop's, never names, address or position. */
function loopFieldsOf(entry: WaitlistEntry): Partial<WaitlistEntry> {
  return {
    status: entry.status,
    confirmedAt: entry.confirmedAt,
    invitedAt: entry.invitedAt,
    activatedAt: entry.activatedAt,
    consentAt: entry.consentAt,
    unsubscribedAt: entry.unsubscribedAt,
    linkSentAt: entry.linkSentAt,
    // The review's decisions: an approved referral loses its flag, a rejected one its referrer.
    // Absent from journal records written before referrals existed: kept as they were then.
    ...(entry.heldReason !== undefined ? { heldReason: entry.heldReason } : {}),
    ...(entry.referralFlag !== undefined ? { referralFlag: entry.referralFlag } : {}),
    ...(entry.referredBy !== undefined ? { referredBy: entry.referredBy } : {}),
    ...(entry.updatedAt ? { updatedAt: entry.updatedAt } : {}),
  };
}
