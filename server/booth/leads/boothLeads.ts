import {
  leadFieldsOf,
  leadPeopleOf,
  type ApiEntry,
  type ApiEntryInput,
  type ApiEntryWithLead,
} from '../../../src/shared/index.js';
import { entryEventData, webhookDraft } from '../../webhooks/events.js';
import type { StoredBoothDevice, StoredLead } from '../../store/booths/boothTypes.js';
import type { Store } from '../../store/types.js';
import type { ImportOutcome } from '../../store/sync/syncTypes.js';
import { leadNames, leadPeople, type LeadNames } from '../staff/eventStaff.js';

/**
 * What /api/v1 does for booths (issue 27): records where each sign-up came from (device, event)
 * and the lead fields staff set, fires entry.qualified when they change, and shows them.
 */

/**
 * Records the batch's booth sign-ups and lead fields after the entries are stored, on the
 * entries the sending key created only (issue 38, item 3): an address that was on the list
 * already never becomes this booth's lead, nor takes its rating or note. A crash in between loses
 * nothing: the booth had no answer, sends the batch again, and its externalIds name the same entries.
 */
export async function recordBoothLeads(
  store: Store,
  inputs: readonly ApiEntryInput[],
  results: readonly ImportOutcome[],
  device: StoredBoothDevice | undefined,
  now: Date,
): Promise<void> {
  const changed = await store.booths.recordLeads(
    inputs.flatMap((input, index) => {
      const result = results[index]!;
      if (!result.createdByKey) return [];
      return {
        entryId: result.id,
        deviceId: device?.id ?? null,
        event: device?.event ?? input.event,
        lead: leadFieldsOf(input),
        ...leadPeopleOf(input),
        badgeId: input.badgeId,
      };
    }),
  );
  if (changed.length > 0) await qualifiedEvents(store, changed, now);
}

/** entry.qualified for each endpoint that chose it: the entry and its lead, as staff left it. */
async function qualifiedEvents(store: Store, entryIds: number[], now: Date): Promise<void> {
  const endpoints = (await store.listWebhookEndpoints()).filter(
    (endpoint) => endpoint.enabled && endpoint.events.includes('entry.qualified'),
  );
  if (endpoints.length === 0) return;
  const [leads, names] = await Promise.all([store.booths.leadsOf(entryIds), leadNames(store)]);
  for (const lead of leads) {
    const entry = await store.findEntry(lead.entryId);
    if (!entry) continue;
    const data = { ...entryEventData(entry), ...leadData(lead, names) };
    for (const endpoint of endpoints) {
      await store.enqueueWebhook(webhookDraft(endpoint, 'entry.qualified', data, entry.id, now));
    }
  }
}

function leadData(lead: StoredLead, names: LeadNames) {
  return {
    event: lead.event || null,
    device: lead.deviceId === null ? null : (names.devices.get(lead.deviceId) ?? null),
    leadRating: lead.rating,
    leadInterests: lead.interests,
    leadNote: lead.note,
    ...leadPeople(lead, names.people),
    badgeId: lead.badgeId ?? null,
  };
}

/** The API's entries with their booth device and lead fields, in one read for the page. */
export async function withLeads(
  store: Store,
  entries: readonly ApiEntry[],
): Promise<ApiEntryWithLead[]> {
  const leads = await store.booths.leadsOf(entries.map((entry) => entry.id));
  const byEntry = new Map(leads.map((lead) => [lead.entryId, lead]));
  const names: LeadNames =
    leads.length > 0 ? await leadNames(store) : { devices: new Map(), people: new Map() };
  return entries.map((entry) => {
    const lead = byEntry.get(entry.id);
    if (!lead) {
      return {
        ...entry,
        device: null,
        leadRating: null,
        leadInterests: [],
        leadNote: '',
        capturedBy: null,
        qualifiedBy: null,
        badgeId: null,
      };
    }
    const { event, ...rest } = leadData(lead, names);
    return { ...entry, event: entry.event ?? event, ...rest };
  });
}

/**
 * What the visitor's own data export holds of a booth sign-up (docs/product.md §21: exported with
 * the entry).
 */
export interface ExportedLead {
  event: string;
  device: string | null;
  rating: StoredLead['rating'];
  interests: string[];
  note: string;
  badgeId: string | null;
}

/** The entry's booth record for the visitor's data export: null for a sign-up from no booth. */
export async function exportedLead(store: Store, entryId: number): Promise<ExportedLead | null> {
  const [lead] = await store.booths.leadsOf([entryId]);
  if (!lead) return null;
  const device = lead.deviceId === null ? undefined : await store.booths.findDevice(lead.deviceId);
  return {
    event: lead.event,
    device: device?.name ?? null,
    rating: lead.rating,
    interests: lead.interests,
    note: lead.note,
    badgeId: lead.badgeId ?? null,
  };
}
