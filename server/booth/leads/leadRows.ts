import type { LeadRow } from '../../../src/shared/boothDevices.js';
import type { WaitlistEntry } from '../../../src/shared/index.js';
import type { StoredLead } from '../../store/booths/boothTypes.js';
import type { Store } from '../../store/types.js';
import type { LeadColumns } from '../../http/csv.js';
import { leadNames, leadPeople, type LeadNames } from '../staff/eventStaff.js';

/** A lead as the admin's list shows it: the entry's names and status beside what staff set. */
export function leadRow(lead: StoredLead, entry: WaitlistEntry, names: LeadNames): LeadRow {
  return {
    entryId: entry.id,
    name: `${entry.firstName} ${entry.lastName}`.trim(),
    email: entry.email,
    company: entry.company,
    status: entry.status,
    createdAt: entry.createdAt,
    event: lead.event,
    device: lead.deviceId === null ? null : (names.devices.get(lead.deviceId) ?? null),
    rating: lead.rating,
    interests: lead.interests,
    note: lead.note,
    badgeId: lead.badgeId ?? null,
    updatedAt: lead.updatedAt,
    ...leadPeople(lead, names.people),
  };
}

/** The CSV export's lead columns by entry id: every booth sign-up's event, device and lead. */
export async function leadColumns(store: Store): Promise<Map<number, LeadColumns>> {
  const [leads, names] = await Promise.all([store.booths.allLeads(), leadNames(store)]);
  return new Map(
    leads.map((lead) => {
      const { capturedBy, qualifiedBy } = leadPeople(lead, names.people);
      const columns: LeadColumns = {
        event: lead.event,
        device: lead.deviceId === null ? '' : (names.devices.get(lead.deviceId) ?? ''),
        rating: lead.rating ?? '',
        interests: lead.interests.join('; '),
        note: lead.note,
        capturedBy: capturedBy?.name ?? '',
        qualifiedBy: qualifiedBy?.name ?? '',
        badgeId: lead.badgeId ?? '',
      };
      return [lead.entryId, columns];
    }),
  );
}
