import type { WaitlistEntry } from '../../../src/shared/index.js';
import type { BoothCounts, LeadListQuery } from '../../../src/shared/boothDevices.js';
import { isQualified, NO_LEAD, sameLead } from '../../../src/shared/leads.js';
import type {
  BoothCountRows,
  BoothStore,
  LeadUpdate,
  LeadWithEntry,
  NewBoothDevice,
  PairingOutcome,
  StoredBoothDevice,
  StoredLead,
} from './boothTypes.js';
import { countStaff, isBoothSignUp, mergeLead } from './leadRecords.js';
import type { BoothChange, BoothState, DeviceKeyChange } from './lowdbBoothState.js';
import type { NewApiKey, StoredApiKey } from '../sync/syncTypes.js';
import { planApiKey } from '../sync/lowdbSyncPlans.js';

/** What the booths area reads of the waitlist in memory. */
export interface EntryLookup {
  findEntry(id: number): WaitlistEntry | undefined;
}

/** What the booths area reads of the API keys: a device's key is paired and revoked with it. */
export interface ApiKeyLookup {
  readonly nextApiKeyId: number;
  findApiKey(id: number): StoredApiKey | undefined;
}

/** The lowdb store's group-committed write, seen from this area: plan a change, get the result. */
export type BoothMutate = <T>(
  plan: (
    booths: BoothState,
    entries: EntryLookup,
    keys: ApiKeyLookup,
  ) => { change: BoothChange | DeviceKeyChange | null; result: T },
) => Promise<T>;

const unchanged = <T>(result: T) => ({ change: null, result });

/** The booths area on lowdb: plans over BoothState, written through the store's journal. */
export class LowdbBooths implements BoothStore {
  constructor(
    private readonly mutate: BoothMutate,
    private readonly read: () => { booths: BoothState; entries: EntryLookup },
    private readonly now: () => Date,
  ) {}

  addDevice(device: NewBoothDevice): Promise<StoredBoothDevice> {
    return this.mutate((booths) => {
      const stored: StoredBoothDevice = {
        ...device,
        id: booths.nextDeviceId,
        createdAt: this.now().toISOString(),
        pairedAt: null,
        apiKeyId: null,
        revokedAt: null,
      };
      return { change: { type: 'boothDevice', device: stored }, result: stored };
    });
  }

  renewPairingCode(id: number, pairingCodeHash: string, expiresAt: string) {
    return this.mutate((booths) => {
      const device = booths.device(id);
      if (!device || device.pairedAt || device.revokedAt) return unchanged(undefined);
      const renewed = { ...device, pairingCodeHash, pairingExpiresAt: expiresAt };
      return { change: { type: 'boothDevice', device: renewed }, result: renewed };
    });
  }

  pairDevice(
    pairingCodeHash: string,
    now: Date,
    keyFor: (device: StoredBoothDevice) => NewApiKey,
  ): Promise<PairingOutcome> {
    type Planned = { change: DeviceKeyChange | null; result: PairingOutcome };
    return this.mutate((booths, _entries, keys): Planned => {
      const device = booths.deviceByCode(pairingCodeHash);
      if (!device) return unchanged({ refused: 'unknown' });
      if (device.pairedAt || device.revokedAt) return unchanged({ refused: 'used' });
      if (!device.pairingExpiresAt || Date.parse(device.pairingExpiresAt) <= now.getTime())
        return unchanged({ refused: 'expired' });
      const key = planApiKey(keys, keyFor(device), now);
      const paired = { ...device, pairedAt: now.toISOString(), apiKeyId: key.id };
      return {
        change: { type: 'boothDeviceKey', device: paired, key },
        result: { device: paired, apiKey: key },
      };
    });
  }

  revokeDevice(id: number) {
    return this.mutate((booths, _entries, keys) => {
      const device = booths.device(id);
      if (!device) return unchanged(undefined);
      const at = this.now().toISOString();
      const revoked = device.revokedAt ? device : { ...device, revokedAt: at };
      const key = device.apiKeyId === null ? undefined : keys.findApiKey(device.apiKeyId);
      if (key && !key.revokedAt) {
        const change: DeviceKeyChange = {
          type: 'boothDeviceKey',
          device: revoked,
          key: { ...key, revokedAt: at },
        };
        return { change, result: revoked };
      }
      if (revoked === device) return unchanged(device);
      return { change: { type: 'boothDevice', device: revoked }, result: revoked };
    });
  }

  async findDevice(id: number) {
    return this.read().booths.device(id);
  }

  async findDeviceByKey(apiKeyId: number) {
    return this.read().booths.deviceByKey(apiKeyId);
  }

  async listDevices() {
    return this.read().booths.deviceList();
  }

  async setEventInterests(event: string, interests: string[]): Promise<void> {
    await this.mutate((booths) => ({
      change: { type: 'boothEvent', event: { ...eventOf(booths, event), interests } },
      result: undefined,
    }));
  }

  async setEventStaff(event: string, staff: number[]): Promise<void> {
    await this.mutate((booths) => ({
      change: { type: 'boothEvent', event: { ...eventOf(booths, event), staff } },
      result: undefined,
    }));
  }

  async listEvents() {
    const { booths } = this.read();
    const names = new Set([
      ...booths.eventList().map((event) => event.name),
      ...booths.deviceList().map((device) => device.event),
    ]);
    return [...names].sort((a, b) => a.localeCompare(b)).map((name) => eventOf(booths, name));
  }

  recordLeads(updates: readonly LeadUpdate[]): Promise<number[]> {
    return this.mutate((booths, entries) => {
      const at = this.now().toISOString();
      let revision = booths.revision;
      const written = new Map<number, StoredLead>();
      const changed: number[] = [];
      for (const update of updates) {
        if (!entries.findEntry(update.entryId) || !isBoothSignUp(update)) continue;
        const existing = written.get(update.entryId) ?? booths.lead(update.entryId);
        const merged = mergeLead(existing, update, at, () => ++revision);
        if (!merged) continue;
        written.set(update.entryId, merged);
        if (!sameLead(existing ?? NO_LEAD, merged)) changed.push(update.entryId);
      }
      const leads = [...written.values()];
      return { change: leads.length > 0 ? { type: 'leads', leads } : null, result: changed };
    });
  }

  async leadsOf(entryIds: readonly number[]) {
    const { booths } = this.read();
    return entryIds.flatMap((id) => booths.lead(id) ?? []);
  }

  async leadsChangedAfter(revision: number, limit: number) {
    return this.read()
      .booths.leadList()
      .filter((lead) => lead.revision > revision)
      .sort((a, b) => a.revision - b.revision)
      .slice(0, limit);
  }

  async listLeads(
    query: LeadListQuery,
    onlyEvents?: readonly string[],
  ): Promise<{ leads: LeadWithEntry[]; total: number }> {
    const { booths, entries } = this.read();
    const matching: LeadWithEntry[] = [];
    for (const lead of booths.leadList()) {
      if (query.event && lead.event !== query.event) continue;
      if (onlyEvents && !onlyEvents.includes(lead.event)) continue;
      if (query.rating && (lead.rating ?? 'unrated') !== query.rating) continue;
      const entry = entries.findEntry(lead.entryId);
      if (entry) matching.push({ lead, entry });
    }
    // Newest sign-up first, as the waitlist.
    matching.sort((a, b) => b.entry.position - a.entry.position);
    return {
      leads: matching.slice(query.offset, query.offset + query.limit),
      total: matching.length,
    };
  }

  async boothCounts(): Promise<BoothCountRows> {
    const { booths, entries } = this.read();
    const byEvent = new Map<string, BoothCounts>();
    const byDevice = new Map<number, BoothCounts>();
    for (const lead of booths.leadList()) {
      const entry = entries.findEntry(lead.entryId);
      if (!entry) continue;
      const confirmed = entry.status !== 'waiting';
      const qualified = isQualified(lead);
      count(byEvent, lead.event, confirmed, qualified);
      if (lead.deviceId !== null) count(byDevice, lead.deviceId, confirmed, qualified);
    }
    return {
      byEvent: [...byEvent].map(([event, counts]) => ({ event, ...counts })),
      byDevice: [...byDevice].map(([deviceId, counts]) => ({ deviceId, ...counts })),
    };
  }

  async staffCounts() {
    const { booths, entries } = this.read();
    return countStaff(booths.leadList().filter((lead) => entries.findEntry(lead.entryId)));
  }

  async allLeads() {
    return this.read().booths.leadList();
  }
}

const eventOf = (booths: BoothState, name: string) =>
  booths.event(name) ?? { name, interests: [], staff: [] };

function count<K>(map: Map<K, BoothCounts>, key: K, confirmed: boolean, qualified: boolean) {
  const counts = map.get(key) ?? { signUps: 0, confirmed: 0, qualified: 0 };
  counts.signUps += 1;
  if (confirmed) counts.confirmed += 1;
  if (qualified) counts.qualified += 1;
  map.set(key, counts);
}
