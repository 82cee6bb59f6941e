import type { EntryAttribution } from '@shared';

/**
 * Where a sign-up came from in a few words for the list's Source cell (issue 29): the UTM fields
 * joined by " / ", the referring site, the page that embedded it. Empty when nothing is known.
 */
export function attributionSummary(attribution: EntryAttribution | null | undefined): string {
  if (!attribution) return '';
  const utm = [attribution.utmSource, attribution.utmMedium, attribution.utmCampaign]
    .filter(Boolean)
    .join(' / ');
  return [
    utm && `UTM ${utm}`,
    attribution.referrerHost && `via ${attribution.referrerHost}`,
    attribution.embedOrigin && `embedded on ${attribution.embedOrigin}`,
  ]
    .filter(Boolean)
    .join(', ');
}
