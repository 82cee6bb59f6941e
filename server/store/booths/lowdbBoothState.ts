import type { StoredApiKey } from '../sync/syncTypes.js';
import type { StoredBoothDevice, StoredBoothEvent, StoredLead } from './boothTypes.js';
import { upgradeLead } from './leadRecords.js';

/** The booths area's journal records (lowdb): each replaces the record it names. */
export type BoothChange =
  | { type: 'boothDevice'; device: StoredBoothDevice }
  | { type: 'boothEvent'; event: StoredBoothEvent }
  | { type: 'leads'; leads: StoredLead[] };

/**
 * A device and its API key in one record (issue 38, item 6): paired with its new key, or revoked
 * with it. The store's state applies the key to the API keys and the device here.
 */
export interface DeviceKeyChange {
  type: 'boothDeviceKey';
  device: StoredBoothDevice;
  key: StoredApiKey;
}

/** What db.json keeps of the area; absent in data files written before issue 27. */
export interface BoothSnapshot {
  devices: StoredBoothDevice[];
  events: StoredBoothEvent[];
  leads: StoredLead[];
}

const BOOTH_CHANGES: ReadonlySet<string> = new Set(['boothDevice', 'boothEvent', 'leads']);

export function isBoothChange(change: { type: string }): change is BoothChange {
  return BOOTH_CHANGES.has(change.type);
}

type Undo = () => void;

/** Devices, events and leads in memory, with the indexes the booth's calls look them up by. */
export class BoothState {
  private readonly devices = new Map<number, StoredBoothDevice>();
  private readonly devicesByCode = new Map<string, number>();
  private readonly devicesByKey = new Map<number, number>();
  private readonly events = new Map<string, StoredBoothEvent>();
  private readonly leads = new Map<number, StoredLead>();
  nextDeviceId = 1;
  revision = 0;

  load(snapshot: BoothSnapshot | undefined): void {
    if (!snapshot) return;
    for (const device of snapshot.devices) this.setDevice(device);
    for (const event of snapshot.events) this.setEvent(event);
    for (const lead of snapshot.leads) this.setLead(lead);
  }

  toSnapshot(): BoothSnapshot {
    return {
      devices: [...this.devices.values()],
      events: [...this.events.values()],
      leads: [...this.leads.values()],
    };
  }

  apply(change: BoothChange): Undo {
    switch (change.type) {
      case 'boothDevice':
        return this.replace(this.devices, change.device.id, change.device, (device) =>
          this.setDevice(device),
        );
      case 'boothEvent':
        return this.replace(this.events, change.event.name, change.event, (event) =>
          this.setEvent(event),
        );
      case 'leads': {
        const undos = change.leads.map((lead) =>
          this.replace(this.leads, lead.entryId, lead, (stored) => this.setLead(stored)),
        );
        return () => undos.reverse().forEach((undo) => undo());
      }
    }
  }

  /** An erased entry takes its lead record with it. */
  dropLead(entryId: number): Undo {
    const lead = this.leads.get(entryId);
    if (!lead) return () => undefined;
    this.leads.delete(entryId);
    return () => this.setLead(lead);
  }

  private replace<K, V>(map: Map<K, V>, key: K, value: V, set: (value: V) => void): Undo {
    const previous = map.get(key);
    const previousNext = this.nextDeviceId;
    const previousRevision = this.revision;
    set(value);
    return () => {
      this.nextDeviceId = previousNext;
      this.revision = previousRevision;
      if (previous !== undefined) set(previous);
      else map.delete(key);
    };
  }

  private setDevice(device: StoredBoothDevice): void {
    this.devices.set(device.id, device);
    if (device.pairingCodeHash) this.devicesByCode.set(device.pairingCodeHash, device.id);
    if (device.apiKeyId !== null) this.devicesByKey.set(device.apiKeyId, device.id);
    this.nextDeviceId = Math.max(this.nextDeviceId, device.id + 1);
  }

  /** An event written before issue 40 has no staff list. */
  private setEvent(event: StoredBoothEvent): void {
    this.events.set(event.name, { ...event, staff: event.staff ?? [] });
  }

  private setLead(written: StoredLead): void {
    const lead = upgradeLead(written);
    this.leads.set(lead.entryId, lead);
    this.revision = Math.max(this.revision, lead.revision);
  }

  // ---- reads ----

  device(id: number): StoredBoothDevice | undefined {
    return this.devices.get(id);
  }

  deviceByCode(hash: string): StoredBoothDevice | undefined {
    const id = this.devicesByCode.get(hash);
    const device = id === undefined ? undefined : this.devices.get(id);
    // A renewed code replaces the old one: the old hash no longer names the device.
    return device?.pairingCodeHash === hash ? device : undefined;
  }

  deviceByKey(apiKeyId: number): StoredBoothDevice | undefined {
    const id = this.devicesByKey.get(apiKeyId);
    return id === undefined ? undefined : this.devices.get(id);
  }

  deviceList(): StoredBoothDevice[] {
    return [...this.devices.values()];
  }

  event(name: string): StoredBoothEvent | undefined {
    return this.events.get(name);
  }

  eventList(): StoredBoothEvent[] {
    return [...this.events.values()];
  }

  lead(entryId: number): StoredLead | undefined {
    return this.leads.get(entryId);
  }

  leadList(): StoredLead[] {
    return [...this.leads.values()];
  }
}
