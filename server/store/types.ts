import type { LoopStore } from './loop/loopTypes.js';
import type { ReferralStore } from './referrals/referralTypes.js';
import type { ListQuery, WaitlistEntry, WaitlistStats } from '../../src/shared/index.js';
import type { ApiKeyStore, EntrySyncStore, WebhookStore } from './sync/syncTypes.js';
import type { AdminSecurityStore } from './adminSecurity/adminSecurityStore.js';
import type { NewEntry } from './entries/entryTypes.js';
import type { BoothStore } from './booths/boothTypes.js';
import type { PeopleStore } from './people/peopleTypes.js';
import type { TemplateStore } from './templates/templateTypes.js';
import type { GrowthStore } from './growth/growthStore.js';
import type { RewardStore } from './rewards/rewardTypes.js';

export type { NewEntry } from './entries/entryTypes.js';

export interface JoinResult {
  entry: WaitlistEntry;
  alreadyOnList: boolean;
}

export interface EntryPage {
  entries: WaitlistEntry[];
  total: number;
  matching: number;
  /** Set when `matching` is an estimate (a broad search on a big list): "about N". */
  estimated?: true;
}

export interface StoredUser {
  id: number;
  username: string;
  passwordHash: string;
  createdAt: string;
}

/** A session as express-session hands it over: plain JSON with an absolute expiry. */
export interface StoredSession {
  data: Record<string, unknown>;
  expiresAt: number;
}

/** Admin sessions kept as plain records; the HTTP layer adapts them to express-session. */
export interface SessionRecords {
  getSession(sid: string): Promise<StoredSession | undefined>;
  setSession(sid: string, session: StoredSession): Promise<void>;
  destroySession(sid: string): Promise<void>;
}

/**
 * The one small interface every store implements: lowdb on a JSON file (embedded default)
 * or PostgreSQL (deployments that outgrow one process). Every write resolves only once it is durable.
 */
export interface Store
  extends
    SessionRecords,
    ApiKeyStore,
    EntrySyncStore,
    WebhookStore,
    AdminSecurityStore,
    LoopStore,
    ReferralStore {
  readonly kind: 'lowdb' | 'postgres';
  /** Booth devices, events and leads (issue 27): server/store/booths/. */
  readonly booths: BoothStore;
  /** What the admin app reads about people and the launch (issue 28): server/store/people/. */
  readonly people: PeopleStore;
  /** The admin's wording of the e-mails (issue 28): server/store/templates/. */
  readonly templates: TemplateStore;
  /** Used challenges, attribution and the leaderboard's choices (issue 29): server/store/growth/. */
  readonly growth: GrowthStore;
  /** Referral milestones and earned rewards (issue 29): server/store/rewards/. */
  readonly rewards: RewardStore;

  join(entry: NewEntry): Promise<JoinResult>;
  count(): Promise<number>;
  listEntries(query: ListQuery): Promise<EntryPage>;
  deleteEntry(id: number): Promise<boolean>;
  /** Every entry by position, streamed so that an export never holds a second copy of the list. */
  exportEntries(): AsyncIterable<WaitlistEntry>;
  stats(): Promise<WaitlistStats>;

  findUser(username: string): Promise<StoredUser | undefined>;
  /** Creates the user unless one with that name exists; answers whether it did. */
  createUser(username: string, passwordHash: string): Promise<boolean>;
  setPasswordHash(username: string, passwordHash: string): Promise<void>;

  /** Flushes what is pending and releases files or connections. */
  close(): Promise<void>;
}

export { CorruptDataFileError, StoreStartError, StoreUnavailableError } from './errors.js';
