import type { LeadRow } from '../../src/shared/boothDevices.js';
import type { WaitlistEntry } from '../../src/shared/index.js';
import type { StoredLead } from '../store/booths/boothTypes.js';

/** A lead as the admin's list shows it: the entry's names and status beside what staff set. */
export function leadRow(
  lead: StoredLead,
  entry: WaitlistEntry,
  deviceNames: ReadonlyMap<number, string>,
): LeadRow {
  return {
    entryId: entry.id,
    name: `${entry.firstName} ${entry.lastName}`.trim(),
    email: entry.email,
    company: entry.company,
    status: entry.status,
    createdAt: entry.createdAt,
    event: lead.event,
    device: lead.deviceId === null ? null : (deviceNames.get(lead.deviceId) ?? null),
    rating: lead.rating,
    interests: lead.interests,
    note: lead.note,
    updatedAt: lead.updatedAt,
  };
}
