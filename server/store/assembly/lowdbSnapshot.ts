import type { WaitlistEntry } from '../../../src/shared/index.js';
import type { OutboxMessage } from '../loop/loopTypes.js';
import type { StoredApiKey, StoredWebhookEndpoint } from '../sync/syncTypes.js';
import type { StoredSession, StoredUser } from '../types.js';
import type { ExternalRef, SyncChange } from '../sync/lowdbSyncState.js';
import type {
  AdminSecurityChange,
  AdminSecuritySnapshot,
} from '../adminSecurity/lowdbAdminSecurity.js';
import type { BoothChange, BoothSnapshot, DeviceKeyChange } from '../booths/lowdbBoothState.js';
import type { TemplateChange, TemplateSnapshot } from '../templates/lowdbTemplateState.js';
import type { ErasureChange, ErasureSnapshot } from '../erasure/lowdbErasureState.js';
import type { GrowthChange, GrowthSnapshot } from '../growth/lowdbGrowthState.js';
import type { DeviceChange, UserChange } from '../adminSecurity/lowdbUsersState.js';
import type { EntriesChange } from '../entries/lowdbEntryChanges.js';
import type { OutboxChange } from '../loop/lowdbOutboxState.js';
import type { RememberedDevice } from '../adminSecurity/rememberedDevices.js';
import type { TeamChange, TeamSnapshot } from '../team/lowdbTeamState.js';
import type { RewardChange, RewardSnapshot } from '../rewards/lowdbRewardState.js';

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
  /** A person's remembered browsers (issue 40, item 3); absent before. */
  rememberedDevices?: RememberedDevice[];
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
  /** Keyed hashes of erased entries' externalIds and mailboxes (issue 38); absent before. */
  erasureTombstones?: ErasureSnapshot;
  /** Invitations and the team's settings (issue 40); absent before. */
  team?: TeamSnapshot;
}

/** One durable change; the journal holds them, the state applies them. */
export type Change =
  | EntriesChange
  | OutboxChange
  | UserChange
  | SyncChange
  | DeviceChange
  | TeamChange
  | BoothChange
  | DeviceKeyChange
  | TemplateChange
  | ErasureChange
  | GrowthChange
  | RewardChange
  | AdminSecurityChange;

/** Whether what db.json holds has the parts every snapshot has (else it is no Synapse data file). */
export function isSnapshot(data: Snapshot): boolean {
  return (
    Array.isArray(data.waitlist) &&
    Array.isArray(data.users) &&
    typeof data.sessions === 'object' &&
    Number.isInteger(data.nextPosition)
  );
}

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
