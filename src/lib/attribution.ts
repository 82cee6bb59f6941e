import type { AttributionInput } from '../shared/growthSchemas';

/**
 * Where a visit came from (issue 29): utm_source, utm_medium and utm_campaign of the address it
 * opened, and the host of the site that linked to it. Kept for the visit in session storage, never
 * a cookie, and sent with a join only (docs/product.md §24 "Growth").
 */
const STORAGE_KEY = 'synapse.attribution';
const UTM = { utmSource: 'utm_source', utmMedium: 'utm_medium', utmCampaign: 'utm_campaign' };

/** The referring site's host, unless it is this site's own (a click from page to page). */
function referrerHost(referrer: string, ownHost: string): string | undefined {
  try {
    const host = referrer ? new URL(referrer).host : '';
    return host && host !== ownHost ? host : undefined;
  } catch {
    return undefined;
  }
}

/** What a page's address and referrer say of the visit (fields left out when absent). */
export function attributionFrom(
  search: string,
  referrer: string,
  ownHost: string,
): AttributionInput {
  const params = new URLSearchParams(search);
  const found: AttributionInput = {};
  for (const [field, param] of Object.entries(UTM) as [keyof typeof UTM, string][]) {
    const value = params.get(param)?.trim();
    if (value) found[field] = value.slice(0, 100);
  }
  const host = referrerHost(referrer, ownHost);
  if (host) found.referrerHost = host;
  return found;
}

/**
 * Remembers where the visit came from when its first page says so; a later page of the same visit
 * (a click inside the site) keeps what the first one found.
 */
export function rememberAttribution(
  location: Pick<Location, 'search' | 'host'> = window.location,
  referrer: string = document.referrer,
): void {
  const found = attributionFrom(location.search, referrer, location.host);
  if (Object.keys(found).length === 0) return;
  try {
    if (window.sessionStorage.getItem(STORAGE_KEY) === null) {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(found));
    }
  } catch {
    // Storage can be switched off; the sign-up simply carries no source then.
  }
}

/** What to send with a join, if the visit came from somewhere we can name. */
export function currentAttribution(): AttributionInput | undefined {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as AttributionInput) : undefined;
  } catch {
    return undefined;
  }
}
