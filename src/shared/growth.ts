/**
 * Growth (issue 29, docs/product.md §24): the proof-of-work challenge the join paths solve, where a
 * sign-up came from (UTM fields, the referring site, the page that embedded the widget), and the
 * public leaderboard. No zod here: the embeddable widget imports it (growthSchemas.ts has the
 * schemas).
 */

/** GET /api/challenge: an ALTCHA challenge, passed to the solver as it came. */
export interface BotChallenge {
  parameters: object;
  signature: string;
}

/** How long a solved challenge is used before the page fetches a fresh one (it lasts 10 minutes). */
export const CHALLENGE_REUSE_MS = 8 * 60_000;

/** What an entry keeps of where it came from (each null when unknown). */
export interface EntryAttribution {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrerHost: string | null;
  /** The origin of the page that embedded the sign-up (the widget, /embed), one of WIDGET_ORIGINS. */
  embedOrigin: string | null;
}

export const ATTRIBUTION_FIELDS = [
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'referrerHost',
  'embedOrigin',
] as const satisfies readonly (keyof EntryAttribution)[];

/** Each field's label in the admin and the CSV's column. */
export const ATTRIBUTION_LABELS: Record<keyof EntryAttribution, string> = {
  utmSource: 'UTM source',
  utmMedium: 'UTM medium',
  utmCampaign: 'UTM campaign',
  referrerHost: 'Referring site',
  embedOrigin: 'Embedded on',
};

/** GET /api/leaderboard: the top referrers with masked names (docs/product.md §24 "Growth"). */
export interface LeaderboardRow {
  rank: number;
  /** First name and last initial ("Ada L."), or "Anonymous". */
  name: string;
  referrals: number;
}

export interface PublicLeaderboard {
  rows: LeaderboardRow[];
  /** When the list was computed (it is computed at most once a minute). */
  computedAt: string;
}

/** GET and PUT /api/status/:token/leaderboard: whether the board is public and the person on it. */
export interface LeaderboardChoice {
  /** LEADERBOARD is on: the status page offers the choice. */
  enabled: boolean;
  /** The person left the leaderboard: they show as "Anonymous". */
  hidden: boolean;
}

/** What /embed posts to the page that frames it, with its height (docs/growth.md). */
export const EMBED_HEIGHT_MESSAGE = 'synapse:embed-height';

/** The site's typeface for the widget, beside widget.js (vite.widget.config.ts, issue 44 item 7). */
export const WIDGET_FONT_PATH = '/widget/space-grotesk.woff2';

export const GROWTH_TEXTS = {
  widgetOriginRefused:
    'This site is not allowed to embed the waitlist sign-up. Please join on our own site.',
  leaderboardOff: 'The leaderboard is not public.',
  anonymous: 'Anonymous',
  checking: 'Checking your browser...',
  embedTitle: 'Join the waitlist',
  /** The refused widget's link to the site's own form (issue 44, item 7). */
  widgetJoinHere: (host: string) => `Join on ${host}`,
} as const;
