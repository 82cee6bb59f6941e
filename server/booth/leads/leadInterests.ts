import type { Store } from '../../store/types.js';

/** One lead's interests as a route is about to write them, for the event the lead belongs to. */
export interface SentInterests {
  event: string;
  interests: readonly string[];
}

/**
 * The one rule for the interests a lead may carry, on the booth's own route and in /api/v1 alike
 * (issue 38, item 12): those its event offers (the admin's list), and any the lead carries
 * already (the admin may have dropped one since staff ticked it). Answers, per lead, the first
 * interest that is neither, or undefined. `entriesOf` names the entries the leads go on (undefined:
 * none yet), asked only for leads with an interest the event does not offer.
 */
export async function unknownInterests(
  store: Store,
  leads: readonly SentInterests[],
  entriesOf: (indexes: number[]) => Promise<(number | undefined)[]>,
): Promise<(string | undefined)[]> {
  if (leads.every((lead) => lead.interests.length === 0)) return leads.map(() => undefined);
  const offered = new Map(
    (await store.booths.listEvents()).map((event) => [event.name, new Set(event.interests)]),
  );
  const outside = leads.map((lead) =>
    lead.interests.filter((interest) => !offered.get(lead.event)?.has(interest)),
  );
  const asked = outside.flatMap((list, index) => (list.length > 0 ? [index] : []));
  if (asked.length === 0) return leads.map(() => undefined);
  const entryIds = await entriesOf(asked);
  const ids = entryIds.filter((id): id is number => id !== undefined);
  const kept = new Map(
    (await store.booths.leadsOf(ids)).map((lead) => [lead.entryId, new Set(lead.interests)]),
  );
  const entryOf = new Map(asked.map((index, at) => [index, entryIds[at]]));
  return outside.map((list, index) => {
    const entryId = entryOf.get(index);
    const carried = entryId === undefined ? undefined : kept.get(entryId);
    return list.find((interest) => !carried?.has(interest));
  });
}
