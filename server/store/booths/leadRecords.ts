import { isQualified, NO_LEAD, sameLead, type LeadFields } from '../../../src/shared/leads.js';
import type { StoredLead, LeadUpdate, StaffCountRow } from './boothTypes.js';

/**
 * The one rule both engines follow when a booth sign-up arrives (lowdb in TypeScript here,
 * PostgreSQL in postgresBoothSql.ts's upsert): a new record keeps the device and event it came
 * with; lead fields that are sent replace the record's, and only a real change moves the
 * record's revision and time (a booth re-sending the same lead changes nothing). A badge id is
 * kept as the device and event are: the first one given stays.
 */
export function mergeLead(
  existing: StoredLead | undefined,
  update: LeadUpdate,
  at: string,
  nextRevision: () => number,
): StoredLead | undefined {
  const current: LeadFields = existing ?? NO_LEAD;
  const lead: LeadFields = { ...pickLead(current), ...update.lead };
  const capturedBy = existing?.capturedBy ?? update.capturedBy ?? null;
  const badgeId = existing?.badgeId ?? update.badgeId;
  const leadChanged = !sameLead(current, lead);
  if (
    existing &&
    !leadChanged &&
    capturedBy === existing.capturedBy &&
    badgeId === existing.badgeId
  ) {
    return undefined;
  }
  const qualifiedBy = leadChanged
    ? (update.qualifiedBy ?? existing?.qualifiedBy ?? null)
    : (existing?.qualifiedBy ?? null);
  return {
    entryId: update.entryId,
    deviceId: existing ? existing.deviceId : update.deviceId,
    event: existing ? existing.event : update.event,
    ...lead,
    ...(badgeId === undefined ? {} : { badgeId }),
    updatedAt: at,
    revision: nextRevision(),
    capturedBy,
    qualifiedBy,
  };
}

function pickLead({ rating, interests, note }: LeadFields): LeadFields {
  return { rating, interests, note };
}

/** A record written before issue 40 names nobody. */
export function upgradeLead(lead: Omit<StoredLead, 'capturedBy' | 'qualifiedBy'>): StoredLead {
  return { capturedBy: null, qualifiedBy: null, ...lead };
}

/**
 * Per event and person: the leads they captured, and of those they qualified how many, how many
 * hot; the PostgreSQL form is postgresBoothSql.ts's STAFF_COUNTS.
 */
export function countStaff(leads: Iterable<StoredLead>): StaffCountRow[] {
  const rows = new Map<string, StaffCountRow>();
  const row = (event: string, personId: number) => {
    const key = `${personId} ${event}`;
    const found = rows.get(key) ?? { event, personId, captured: 0, qualified: 0, hot: 0 };
    rows.set(key, found);
    return found;
  };
  for (const lead of leads) {
    if (lead.capturedBy !== null) row(lead.event, lead.capturedBy).captured += 1;
    if (lead.qualifiedBy !== null && isQualified(lead)) {
      const counts = row(lead.event, lead.qualifiedBy);
      counts.qualified += 1;
      if (lead.rating === 'hot') counts.hot += 1;
    }
  }
  return [...rows.values()];
}

/** Whether an update is worth a record: it names a device, an event, a person or a badge, or carries lead fields. */
export function isBoothSignUp(update: LeadUpdate): boolean {
  return (
    update.deviceId !== null ||
    update.event !== '' ||
    update.lead !== undefined ||
    update.capturedBy != null ||
    update.badgeId !== undefined
  );
}
