import { NO_LEAD, sameLead, type LeadFields } from '../../../src/shared/leads.js';
import type { StoredLead, LeadUpdate } from './boothTypes.js';

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
  const badgeId = existing?.badgeId ?? update.badgeId;
  if (existing && sameLead(current, lead) && existing.badgeId === badgeId) return undefined;
  return {
    entryId: update.entryId,
    deviceId: existing ? existing.deviceId : update.deviceId,
    event: existing ? existing.event : update.event,
    ...lead,
    ...(badgeId === undefined ? {} : { badgeId }),
    updatedAt: at,
    revision: nextRevision(),
  };
}

function pickLead({ rating, interests, note }: LeadFields): LeadFields {
  return { rating, interests, note };
}

/** Whether an update is worth a record: it names a device or an event, or carries lead fields. */
export function isBoothSignUp(update: LeadUpdate): boolean {
  return (
    update.deviceId !== null ||
    update.event !== '' ||
    update.lead !== undefined ||
    update.badgeId !== undefined
  );
}
