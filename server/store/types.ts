import type { LoopStore } from './loop/loopTypes.js';
import type { ReferralStore } from './referrals/referralTypes.js';
import type { ApiKeyStore, EntrySyncStore, WebhookStore } from './sync/syncTypes.js';
import type {
  AdminSecurityStore,
  SessionRecords,
  UserRecords,
} from './adminSecurity/adminSecurityStore.js';
import type { EntryStore } from './entries/entryTypes.js';
import type { BoothStore } from './booths/boothTypes.js';
import type { PeopleStore } from './people/peopleTypes.js';
import type { TemplateStore } from './templates/templateTypes.js';
import type { GrowthStore } from './growth/growthStore.js';
import type { RewardStore } from './rewards/rewardTypes.js';
import type { ErasureStore } from './erasure/erasureTypes.js';
import type { TeamStore } from './team/teamTypes.js';
import type { DeviceRecords } from './adminSecurity/rememberedDevices.js';

export type { EntryPage, JoinResult, NewEntry } from './entries/entryTypes.js';
export type {
  NewAccount,
  SessionRecords,
  StoredSession,
  StoredUser,
  UserRecords,
} from './adminSecurity/adminSecurityStore.js';

/**
 * The one small interface every store implements: lowdb on a JSON file (embedded default)
 * or PostgreSQL (deployments that outgrow one process). Every write resolves only once it is durable.
 */
export interface Store
  extends
    EntryStore,
    UserRecords,
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
  /** Tombstones of erased entries (issue 38, item 5): server/store/erasure/. */
  readonly erasure: ErasureStore;
  /** Invitations and the team's settings (issue 40): server/store/team/. */
  readonly team: TeamStore;
  /** A person's remembered browsers (issue 40, item 3): server/store/adminSecurity/. */
  readonly devices: DeviceRecords;

  /** Flushes what is pending and releases files or connections. */
  close(): Promise<void>;
}

export { CorruptDataFileError, StoreStartError, StoreUnavailableError } from './errors.js';
