import './zodConfig.js';
import { z } from 'zod';

/** The growth payloads' schemas (issue 29); their types and texts are in growth.ts. */

const attributionText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    // Only printable text: these values go into the CSV, the admin and the API.
    .transform((value) => value.replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, '') || undefined)
    .optional()
    .catch(undefined);

/**
 * Where a visit came from, as the page read it: utm_source, utm_medium and utm_campaign from its
 * address and the referring site's host from document.referrer. Anything malformed is dropped,
 * never refused. The embedding page is not the page's to say: the server takes it from the
 * widget's Origin header alone (issue 38, item 11).
 */
export const attributionSchema = z.object({
  utmSource: attributionText(100),
  utmMedium: attributionText(100),
  utmCampaign: attributionText(100),
  referrerHost: attributionText(253),
});
export type AttributionInput = z.input<typeof attributionSchema>;

/** The status page's switch: leave the public leaderboard (shown as "Anonymous"). */
export const leaderboardChoiceSchema = z.object({ hidden: z.boolean() });

const shownText = (description: string) => z.string().nullable().describe(description);

/** Where an entry came from, as /api/v1 shows it (null: nothing known). */
export const apiAttributionSchema = z
  .object({
    utmSource: shownText('utm_source of the page the visitor signed up on.'),
    utmMedium: shownText('utm_medium of that page.'),
    utmCampaign: shownText('utm_campaign of that page.'),
    referrerHost: shownText('The host of the site that linked to it.'),
    embedOrigin: shownText('The origin of the page that embedded the sign-up (WIDGET_ORIGINS).'),
  })
  .nullable()
  .describe('Where the sign-up came from (UTM fields, the referring site, the embedding page).');
