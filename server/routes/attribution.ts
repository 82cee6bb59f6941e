import type { AttributionInput, EntryAttribution } from '../../src/shared/index.js';
import type { GrowthStore } from '../store/growth/growthStore.js';

/**
 * What a join keeps of where it came from (issue 29): the UTM fields and the referring site the
 * page read, and the embedding page's origin: only the request's Origin header as the widget's
 * access check let it through (WIDGET_ORIGINS), never an origin the body names, which any direct
 * POST could claim (issue 38, item 11). A sign-up in /embed's iframe comes from the site's own
 * origin and records none. Null when nothing is known.
 */
export function entryAttribution(
  sent: AttributionInput | undefined,
  widgetOrigin: string | null,
): EntryAttribution | null {
  const attribution: EntryAttribution = {
    utmSource: sent?.utmSource ?? null,
    utmMedium: sent?.utmMedium ?? null,
    utmCampaign: sent?.utmCampaign ?? null,
    referrerHost: sent?.referrerHost ?? null,
    embedOrigin: widgetOrigin,
  };
  return Object.values(attribution).some((value) => value !== null) ? attribution : null;
}

/**
 * Entries with their attribution (null when none), as the admin list, the CSV, /api/v1 and the
 * person's own data export show them: one lookup for the lot, or none when the store read them
 * with the page (`known`: EntryPage's attributions).
 */
export async function withAttributions<T extends { id: number }>(
  growth: Pick<GrowthStore, 'attributionsOf'>,
  entries: readonly T[],
  known?: ReadonlyMap<number, EntryAttribution>,
): Promise<(T & { attribution: EntryAttribution | null })[]> {
  const found = known ?? (await growth.attributionsOf(entries.map((entry) => entry.id)));
  return entries.map((entry) => ({ ...entry, attribution: found.get(entry.id) ?? null }));
}
