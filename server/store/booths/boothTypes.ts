import type { BoothCounts, LeadListQuery } from '../../../src/shared/boothDevices.js';
import type { LeadFields } from '../../../src/shared/leads.js';
import type { WaitlistEntry } from '../../../src/shared/index.js';
import type { NewApiKey, StoredApiKey } from '../sync/syncTypes.js';

/**
 * The booths area (issue 27): booth devices and their pairing codes, the interests each event
 * offers, and the lead records of entries that came from a booth (device, event and the lead
 * fields staff set). A lead record is erased with its entry.
 */

/** A device as stored: the code only as a hash, the key as the id of its API key. */
export interface StoredBoothDevice {
  id: number;
  name: string;
  event: string;
  createdAt: string;
  /** SHA-256 of the pairing code; kept after use so that a second use is told apart. */
  pairingCodeHash: string | null;
  pairingExpiresAt: string | null;
  pairedAt: string | null;
  apiKeyId: number | null;
  revokedAt: string | null;
}

export type NewBoothDevice = Pick<
  StoredBoothDevice,
  'name' | 'event' | 'pairingCodeHash' | 'pairingExpiresAt'
>;

/** What taking a pairing code gives: the device with its new key, or why it was refused. */
export type PairingOutcome =
  { device: StoredBoothDevice; apiKey: StoredApiKey } | { refused: 'unknown' | 'used' | 'expired' };

export interface StoredBoothEvent {
  name: string;
  interests: string[];
  /** The event's booth staff by account id (issue 40, item 5). */
  staff: number[];
}

/** An entry that came from a booth, with the lead fields staff set on it. */
export interface StoredLead extends LeadFields {
  entryId: number;
  deviceId: number | null;
  event: string;
  /** The badge's id when its code held only that (issue 42, item 6); kept from the sign-up. */
  badgeId?: string;
  /** When the lead fields last changed (or the record was made). */
  updatedAt: string;
  /** Grows with every change in the store: a booth sends leads changed after its last sync. */
  revision: number;
  /** Account ids (issue 40, item 5): who was at the booth at sign-up, who set the lead fields. */
  capturedBy: number | null;
  qualifiedBy: number | null;
}

/** One booth sign-up to record: lead fields left out keep what the record holds. */
export interface LeadUpdate {
  entryId: number;
  deviceId: number | null;
  event: string;
  lead?: Partial<LeadFields> | undefined;
  /** Kept from the record's first sending that names one. */
  capturedBy?: number | null | undefined;
  /** Taken with lead fields that change the record. */
  qualifiedBy?: number | null | undefined;
  /** The scanned badge's id: a record without one takes it; one it holds is never replaced. */
  badgeId?: string | undefined;
}

/** What one person captured and qualified at one event's booths (issue 40, item 5). */
export interface StaffCountRow {
  event: string;
  personId: number;
  captured: number;
  qualified: number;
  hot: number;
}

export interface LeadWithEntry {
  lead: StoredLead;
  entry: WaitlistEntry;
}

export interface BoothCountRows {
  byEvent: ({ event: string } & BoothCounts)[];
  byDevice: ({ deviceId: number } & BoothCounts)[];
}

export interface BoothStore {
  addDevice(device: NewBoothDevice): Promise<StoredBoothDevice>;
  /** A new code for a device not yet paired; undefined when there is none such. */
  renewPairingCode(
    id: number,
    pairingCodeHash: string,
    expiresAt: string,
  ): Promise<StoredBoothDevice | undefined>;
  /**
   * Takes a code once, at `now`, and stores the device's new key (`keyFor` names it) attached to
   * it in the same atomic write (issue 38, item 6): a device is never paired without its key, so
   * a revocation, before or after, always reaches the key. A used or expired code (a revoked
   * device's included) is refused and says so.
   */
  pairDevice(
    pairingCodeHash: string,
    now: Date,
    keyFor: (device: StoredBoothDevice) => NewApiKey,
  ): Promise<PairingOutcome>;
  /** Marks the device and its key revoked in one atomic write; undefined when there is none. */
  revokeDevice(id: number): Promise<StoredBoothDevice | undefined>;
  findDevice(id: number): Promise<StoredBoothDevice | undefined>;
  findDeviceByKey(apiKeyId: number): Promise<StoredBoothDevice | undefined>;
  listDevices(): Promise<StoredBoothDevice[]>;

  /** Sets an event's interests (the event is added when new). */
  setEventInterests(event: string, interests: string[]): Promise<void>;
  /** Sets an event's staff list (the event is added when new); its interests stay. */
  setEventStaff(event: string, staff: number[]): Promise<void>;
  /** Events with a device or an interests list, by name. */
  listEvents(): Promise<StoredBoothEvent[]>;

  /**
   * Records booth sign-ups: a new record keeps its device and event; lead fields that are sent
   * replace the record's. Answers the entries whose lead fields changed. Unknown entries are skipped.
   */
  recordLeads(updates: readonly LeadUpdate[]): Promise<number[]>;
  leadsOf(entryIds: readonly number[]): Promise<StoredLead[]>;
  /** Leads changed after `revision`, oldest change first. */
  leadsChangedAfter(revision: number, limit: number): Promise<StoredLead[]>;
  /** `onlyEvents`: a staff member's events (issue 40); left out, every event. */
  listLeads(
    query: LeadListQuery,
    onlyEvents?: readonly string[],
  ): Promise<{ leads: LeadWithEntry[]; total: number }>;
  /** Sign-ups, confirmed and qualified per event and per device, counted by the store. */
  boothCounts(): Promise<BoothCountRows>;
  /** Captured, qualified and hot per event and person, counted by the store. */
  staffCounts(): Promise<StaffCountRow[]>;
  /** Every lead, for the CSV export beside the entries (a few per booth sign-up). */
  allLeads(): Promise<StoredLead[]>;
}
