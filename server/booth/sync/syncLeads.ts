import {
  apiPaths,
  deviceConfigSchema,
  type BoothLead,
  type WaitlistEntry,
} from '../../../src/shared/index.js';
import type { BoothStaffMember } from '../../../src/shared/boothStaff.js';
import type { StoredLead } from '../../store/booths/boothTypes.js';
import type { Store } from '../../store/types.js';
import { SyncHttpError } from './syncErrors.js';
import { postToWeb } from './syncRequest.js';

/**
 * The lead side of booth sync (issue 27): staff qualify the kiosk's sign-ups on the kiosk, and the
 * lead fields travel to the web with the entry, again whenever they change after it was synced.
 * The web's answer to a re-sent externalId updates only the lead fields (and fires
 * entry.qualified when they changed), so sending a lead twice is harmless.
 */

/** The lead fields of these entries by entry id, for the batch about to go out. */
export async function leadInputsOf(
  store: Store,
  entries: readonly WaitlistEntry[],
): Promise<Map<number, BoothLead>> {
  const leads = await store.booths.leadsOf(entries.map((entry) => entry.id));
  return new Map(leads.map((lead) => [lead.entryId, lead]));
}

/**
 * Leads changed after `revision` whose entries the web has already (the rest go out with their
 * entry), with those entries; `revision` is the last change looked at, to save as progress.
 */
export async function changedLeads(
  store: Store,
  after: number,
  syncedThroughPosition: number,
  limit: number,
): Promise<{
  entries: { entry: WaitlistEntry; lead: StoredLead }[];
  revision: number;
  full: boolean;
}> {
  const leads = await store.booths.leadsChangedAfter(after, limit);
  const entries: { entry: WaitlistEntry; lead: StoredLead }[] = [];
  for (const lead of leads) {
    const entry = await store.findEntry(lead.entryId);
    if (entry && entry.position <= syncedThroughPosition) entries.push({ entry, lead });
  }
  const revision = leads.length > 0 ? leads[leads.length - 1]!.revision : after;
  return { entries, revision, full: leads.length === limit };
}

/**
 * The interests the web admin set for the booth's event (GET /api/v1/booth with the sync key),
 * kept in the booth's own store so the staff panel has the last list the web gave, offline too;
 * and the event's staff with their PIN hashes (issue 40, item 5), kept by `keepStaff`.
 */
export async function fetchEventInterests(
  store: Store,
  target: { url: string; apiKey: string; event: string },
  options: { allowPrivate: boolean; signal: AbortSignal },
  keepStaff: (staff: BoothStaffMember[]) => Promise<void>,
): Promise<void> {
  const query = new URLSearchParams({ event: target.event });
  const { status, text } = await postToWeb(
    `${target.url}${apiPaths.v1Booth}?${query}`,
    { authorization: `Bearer ${target.apiKey}` },
    '',
    { ...options, method: 'GET' },
  );
  if (status !== 200) throw new SyncHttpError(status, text);
  const config = deviceConfigSchema.parse(JSON.parse(text));
  await store.booths.setEventInterests(target.event, config.interests);
  await keepStaff(config.staff);
}
