import {
  BOOTH_TEXTS,
  LEAD_TEXTS,
  leadFieldsSchema,
  NO_LEAD,
  type LeadFields,
} from '../../../src/shared/index.js';
import { entriesDetail } from '../../../src/shared/people.js';
import { HttpError, parseBody } from '../../http/errors.js';
import type { BoothSyncer } from '../sync/boothSyncer.js';
import type { Store } from '../../store/types.js';
import { unknownInterests } from '../leads/leadInterests.js';

/** The id in /api/booth/staff/leads/:id; anything else is no sign-up here. */
export function signUpId(raw: unknown): number {
  const id = /^\d{1,9}$/.test(String(raw)) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw new HttpError(404, BOOTH_TEXTS.signUpNotFound);
  return id;
}

/** A lead's fields as staff saw them before a change, and as they are after it. */
export interface LeadChange {
  before: LeadFields;
  lead: LeadFields;
}

/**
 * Staff qualify one of the kiosk's sign-ups (issue 27): the lead fields are stored on the booth at
 * once, whether or not the web answers, and the syncer sends them on. Interests follow the rule
 * /api/v1 follows too (leadInterests.ts), on the event's list the web last gave.
 */
export async function qualifyLead(
  store: Store,
  syncer: BoothSyncer | undefined,
  entryId: number,
  body: unknown,
  /** Who is at the booth (issue 40, item 5), named on the lead as who qualified it. */
  qualifiedBy: number | null = null,
): Promise<LeadChange> {
  const lead = parseBody(leadFieldsSchema, body);
  const entry = await store.findEntry(entryId);
  if (!entry) throw new HttpError(404, BOOTH_TEXTS.signUpNotFound);
  const event = syncer?.event ?? '';
  const [[unknown], [before]] = await Promise.all([
    unknownInterests(store, [{ event, interests: lead.interests }], async () => [entryId]),
    store.booths.leadsOf([entryId]),
  ]);
  if (unknown !== undefined) {
    throw new HttpError(400, LEAD_TEXTS.notInList(unknown), {
      interests: LEAD_TEXTS.notInList(unknown),
    });
  }
  await store.booths.recordLeads([{ entryId, deviceId: null, event, lead, qualifiedBy }]);
  // The web should have it soon: a change is sent at the next round, not the next interval.
  syncer?.syncNow();
  return { before: before ?? NO_LEAD, lead };
}

const listed = (interests: string[]) => interests.join(', ') || 'none';

/**
 * The audit log's words for a lead change (issue 38, item 9): the entry, named as the person's
 * page finds it, and each field that changed. The note's text stays out: it is personal data erased with the entry, and the audit
 * log outlives that.
 */
export function leadChangeDetail(entryId: number, { before, lead }: LeadChange): string {
  const changes = [
    before.rating !== lead.rating && `rating ${before.rating ?? 'none'} → ${lead.rating ?? 'none'}`,
    listed(before.interests) !== listed(lead.interests) &&
      `interests ${listed(before.interests)} → ${listed(lead.interests)}`,
    before.note !== lead.note && 'note changed',
  ].filter((change) => change !== false);
  return `${entriesDetail([entryId])}: ${changes.join('; ') || 'no change'}`;
}
