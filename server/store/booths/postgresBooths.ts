import type pg from 'pg';
import type { LeadListQuery } from '../../../src/shared/boothDevices.js';
import { NO_LEAD, sameLead, type LeadRating } from '../../../src/shared/leads.js';
import { ENTRY_COLUMNS, toEntry, type EntryRow } from '../entries/postgresEntryRows.js';
import type { Query } from '../postgres/readQuery.js';
import type {
  BoothCountRows,
  BoothStore,
  LeadUpdate,
  NewBoothDevice,
  PairingOutcome,
  StaffCountRow,
  StoredBoothDevice,
  StoredLead,
} from './boothTypes.js';
import { isBoothSignUp, mergeLead } from './leadRecords.js';
import * as sql from './postgresBoothSql.js';
import type { NewApiKey } from '../sync/syncTypes.js';
import { apiKeyValues, INSERT_API_KEY, toApiKey, type ApiKeyRow } from '../sync/postgresApiKeys.js';

interface DeviceRow {
  id: number;
  name: string;
  event: string;
  created_at: Date;
  pairing_code_hash: string | null;
  pairing_expires_at: Date | null;
  paired_at: Date | null;
  api_key_id: number | null;
  revoked_at: Date | null;
}

interface LeadRow {
  entry_id: string | number;
  device_id: number | null;
  event: string;
  rating: LeadRating | null;
  interests: string[];
  note: string;
  badge_id: string | null;
  updated_at: Date;
  revision: string | number;
  captured_by: number | null;
  qualified_by: number | null;
}

interface CountRow {
  sign_ups: number;
  confirmed: number;
  qualified: number;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toDevice(row: DeviceRow): StoredBoothDevice {
  return {
    id: row.id,
    name: row.name,
    event: row.event,
    createdAt: row.created_at.toISOString(),
    pairingCodeHash: row.pairing_code_hash,
    pairingExpiresAt: iso(row.pairing_expires_at),
    pairedAt: iso(row.paired_at),
    apiKeyId: row.api_key_id,
    revokedAt: iso(row.revoked_at),
  };
}

function toLead(row: LeadRow): StoredLead {
  return {
    entryId: Number(row.entry_id),
    deviceId: row.device_id,
    event: row.event,
    rating: row.rating,
    interests: row.interests,
    note: row.note,
    ...(row.badge_id === null ? {} : { badgeId: row.badge_id }),
    updatedAt: row.updated_at.toISOString(),
    revision: Number(row.revision),
    capturedBy: row.captured_by,
    qualifiedBy: row.qualified_by,
  };
}

const counts = (row: CountRow) => ({
  signUps: row.sign_ups,
  confirmed: row.confirmed,
  qualified: row.qualified,
});

/** Columns of waitlist_entries as LIST_LEADS names them (e_id, e_email, ...). */
function entryOf(row: Record<string, unknown>): EntryRow {
  const entry: Record<string, unknown> = {};
  for (const column of ENTRY_COLUMNS.split(', ')) entry[column] = row[`e_${column}`];
  return entry as unknown as EntryRow;
}

/** The booths area on PostgreSQL (migration 24). */
export class PostgresBooths implements BoothStore {
  constructor(
    private readonly query: Query,
    private readonly transaction: <T>(work: (client: pg.PoolClient) => Promise<T>) => Promise<T>,
    private readonly now: () => Date,
  ) {}

  async addDevice(device: NewBoothDevice) {
    const [row] = await this.query<DeviceRow>(sql.INSERT_DEVICE, [
      device.name,
      device.event,
      this.now(),
      device.pairingCodeHash,
      device.pairingExpiresAt,
    ]);
    return toDevice(row!);
  }

  async renewPairingCode(id: number, pairingCodeHash: string, expiresAt: string) {
    const [row] = await this.query<DeviceRow>(sql.RENEW_CODE, [id, pairingCodeHash, expiresAt]);
    return row ? toDevice(row) : undefined;
  }

  /** The code taken, the key made and attached: one transaction, committed whole or not at all. */
  pairDevice(
    pairingCodeHash: string,
    now: Date,
    keyFor: (device: StoredBoothDevice) => NewApiKey,
  ): Promise<PairingOutcome> {
    return this.transaction(async (client): Promise<PairingOutcome> => {
      const taken = await client.query<DeviceRow>(sql.USE_CODE, [pairingCodeHash, now]);
      if (!taken.rows[0]) return { refused: await this.refusal(client, pairingCodeHash) };
      const device = toDevice(taken.rows[0]);
      const key = await client.query<ApiKeyRow>(INSERT_API_KEY, apiKeyValues(keyFor(device), now));
      const apiKey = toApiKey(key.rows[0]!);
      const attached = await client.query<DeviceRow>(sql.ATTACH_KEY, [device.id, apiKey.id]);
      return { device: toDevice(attached.rows[0]!), apiKey };
    });
  }

  /** Why a code was not taken: none such, used (or the device revoked), or expired. */
  private async refusal(client: pg.PoolClient, pairingCodeHash: string) {
    const { rows } = await client.query<DeviceRow>(sql.DEVICE_BY_CODE, [pairingCodeHash]);
    const row = rows[0];
    if (!row) return 'unknown' as const;
    return row.paired_at || row.revoked_at ? ('used' as const) : ('expired' as const);
  }

  /** The device and its key revoked in one transaction (issue 38, item 6). */
  revokeDevice(id: number) {
    const at = this.now();
    return this.transaction(async (client) => {
      const { rows } = await client.query<DeviceRow>(sql.REVOKE_DEVICE, [id, at]);
      const device = rows[0] ? toDevice(rows[0]) : undefined;
      if (device?.apiKeyId != null) await client.query(sql.REVOKE_KEY, [device.apiKeyId, at]);
      return device;
    });
  }

  async findDevice(id: number) {
    const [row] = await this.query<DeviceRow>(
      `SELECT ${sql.DEVICE_COLUMNS} FROM booth_devices WHERE id = $1`,
      [id],
    );
    return row ? toDevice(row) : undefined;
  }

  async findDeviceByKey(apiKeyId: number) {
    const [row] = await this.query<DeviceRow>(
      `SELECT ${sql.DEVICE_COLUMNS} FROM booth_devices WHERE api_key_id = $1`,
      [apiKeyId],
    );
    return row ? toDevice(row) : undefined;
  }

  async listDevices() {
    const rows = await this.query<DeviceRow>(
      `SELECT ${sql.DEVICE_COLUMNS} FROM booth_devices ORDER BY id`,
    );
    return rows.map(toDevice);
  }

  async setEventInterests(event: string, interests: string[]) {
    await this.query(sql.SET_INTERESTS, [event, interests]);
  }

  async setEventStaff(event: string, staff: number[]) {
    await this.query(sql.SET_STAFF, [event, staff]);
  }

  listEvents() {
    return this.query<{ name: string; interests: string[]; staff: number[] }>(sql.EVENTS);
  }

  async staffCounts(): Promise<StaffCountRow[]> {
    const rows = await this.query<Omit<StaffCountRow, 'personId'> & { person_id: number }>(
      sql.STAFF_COUNTS,
    );
    return rows.map(({ person_id, ...counts }) => ({ personId: person_id, ...counts }));
  }

  /** The merge of leadRecords.ts, on the batch's records locked for the transaction. */
  async recordLeads(updates: readonly LeadUpdate[]): Promise<number[]> {
    const wanted = updates.filter(isBoothSignUp);
    if (wanted.length === 0) return [];
    const ids = [...new Set(wanted.map((update) => update.entryId))];
    return this.transaction(async (client) => {
      const locked = await client.query<LeadRow>(sql.LOCK_LEADS, [ids]);
      const existing = new Map(locked.rows.map((row) => [Number(row.entry_id), toLead(row)]));
      const entries = await client.query<{ id: string }>(sql.EXISTING_ENTRIES, [ids]);
      const known = new Set(entries.rows.map((row) => Number(row.id)));
      const at = this.now().toISOString();
      const changed: number[] = [];
      const merged = new Map<number, StoredLead>();
      for (const update of wanted) {
        if (!known.has(update.entryId)) continue;
        const before = merged.get(update.entryId) ?? existing.get(update.entryId);
        // The revision is drawn by the statement (nextval), one per written record.
        const lead = mergeLead(before, update, at, () => 0);
        if (!lead) continue;
        merged.set(update.entryId, lead);
        if (!sameLead(before ?? NO_LEAD, lead)) changed.push(update.entryId);
      }
      if (merged.size === 0) return changed;
      const records = [...merged.values()].map((lead) => ({
        entry_id: lead.entryId,
        device_id: lead.deviceId,
        event: lead.event,
        rating: lead.rating,
        interests: lead.interests,
        note: lead.note,
        badge_id: lead.badgeId ?? null,
        captured_by: lead.capturedBy,
        qualified_by: lead.qualifiedBy,
      }));
      await client.query(sql.UPSERT_LEADS, [JSON.stringify(records), at]);
      return changed;
    });
  }

  async leadsOf(entryIds: readonly number[]) {
    if (entryIds.length === 0) return [];
    const rows = await this.query<LeadRow>(
      `SELECT ${sql.LEAD_COLUMNS} FROM booth_leads WHERE entry_id = ANY($1::bigint[])`,
      [entryIds],
    );
    return rows.map(toLead);
  }

  async leadsChangedAfter(revision: number, limit: number) {
    const rows = await this.query<LeadRow>(
      `SELECT ${sql.LEAD_COLUMNS} FROM booth_leads WHERE revision > $1 ORDER BY revision LIMIT $2`,
      [revision, limit],
    );
    return rows.map(toLead);
  }

  async listLeads(query: LeadListQuery, onlyEvents?: readonly string[]) {
    const rows = await this.query<LeadRow & Record<string, unknown> & { total: string }>(
      sql.LIST_LEADS(ENTRY_COLUMNS),
      [query.rating ?? null, query.event || null, query.offset, query.limit, onlyEvents ?? null],
    );
    let total = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && query.offset > 0) {
      // Past the last page: count without it.
      const all = await this.listLeads({ ...query, offset: 0, limit: 1 }, onlyEvents);
      total = all.total;
    }
    return {
      leads: rows.map((row) => ({ lead: toLead(row), entry: toEntry(entryOf(row)) })),
      total,
    };
  }

  async boothCounts(): Promise<BoothCountRows> {
    const [byEvent, byDevice] = await Promise.all([
      this.query<CountRow & { event: string }>(sql.COUNTS_BY_EVENT),
      this.query<CountRow & { device_id: number }>(sql.COUNTS_BY_DEVICE),
    ]);
    return {
      byEvent: byEvent.map((row) => ({ event: row.event, ...counts(row) })),
      byDevice: byDevice.map((row) => ({ deviceId: row.device_id, ...counts(row) })),
    };
  }

  async allLeads() {
    const rows = await this.query<LeadRow>(
      `SELECT ${sql.LEAD_COLUMNS} FROM booth_leads ORDER BY entry_id`,
    );
    return rows.map(toLead);
  }
}
