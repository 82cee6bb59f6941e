import './zodConfig.js';
import { z } from 'zod';

/**
 * Referral milestones (issue 29, item 3; docs/product.md §24): the admin names rewards for a number
 * of counted referrals (confirmed, not held, not flagged, within the daily cap). Reaching one
 * records it once, e-mails the person and fires reward.earned; a reward may also move its earner to
 * the front of the line. The admin marks an earned reward fulfilled (reward.fulfilled).
 */

export const REWARD_LIMITS = { nameMax: 100, referralsMax: 100_000 } as const;

/** A milestone as the admin defines it. */
export interface Reward {
  id: number;
  /** Counted referrals that earn it. */
  referrals: number;
  name: string;
  /** Earning it moves the person to the front of the line (else it is only recorded). */
  moveToFront: boolean;
  /** Retired rewards are no longer earned; those already earned stay. */
  retiredAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A reward one person earned, as it was when earned. */
export interface EarnedReward {
  rewardId: number;
  entryId: number;
  name: string;
  referrals: number;
  moveToFront: boolean;
  earnedAt: string;
  fulfilledAt: string | null;
}

export const REWARD_TEXTS = {
  referrals: `The number of referrals is a whole number from 1 to ${REWARD_LIMITS.referralsMax.toLocaleString('en')}.`,
  name: `The reward's name is 1 to ${REWARD_LIMITS.nameMax} characters on one line.`,
  moveToFront: 'Say whether the reward moves its earner to the front of the line (true or false).',
  retired: 'Say whether the reward is retired (true or false).',
  emptyPatch: 'Give the referrals, name, moveToFront or retired to change.',
  notFound: 'There is no reward with that number.',
  notEarned: 'This person has not earned that reward.',
  taken: (referrals: number) =>
    `Another reward already needs ${referrals} referral${referrals === 1 ? '' : 's'}: change or retire it first.`,
} as const;

const referrals = z
  .number({ error: REWARD_TEXTS.referrals })
  .int(REWARD_TEXTS.referrals)
  .min(1, REWARD_TEXTS.referrals)
  .max(REWARD_LIMITS.referralsMax, REWARD_TEXTS.referrals);
const name = z
  .string({ error: REWARD_TEXTS.name })
  .trim()
  .min(1, REWARD_TEXTS.name)
  .max(REWARD_LIMITS.nameMax, REWARD_TEXTS.name)
  .refine((value) => !/[\p{Cc}\p{Zl}\p{Zp}]/u.test(value), REWARD_TEXTS.name);
const moveToFront = z.boolean({ error: REWARD_TEXTS.moveToFront });

/** POST /api/admin/rewards. */
export const rewardSchema = z.object({
  referrals,
  name,
  moveToFront: moveToFront.default(false),
});
export type RewardFields = z.output<typeof rewardSchema>;

/** PATCH /api/admin/rewards/:id: rename, change, retire (or bring back). */
export const rewardPatchSchema = z
  .object({
    referrals: referrals.optional(),
    name: name.optional(),
    moveToFront: moveToFront.optional(),
    retired: z.boolean({ error: REWARD_TEXTS.retired }).optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: REWARD_TEXTS.emptyPatch,
  });
export type RewardPatch = z.output<typeof rewardPatchSchema>;

/** PATCH /api/admin/people/:id/rewards/:rewardId: mark an earned reward fulfilled (or not yet). */
export const earnedRewardPatchSchema = z.object({
  fulfilled: z.boolean({ error: 'Say whether the reward is fulfilled (true or false).' }),
});

/** GET /api/admin/rewards. */
export interface RewardList {
  rewards: Reward[];
}

/** The status page's part: what the person earned and what comes next. */
export const statusRewardsSchema = z.object({
  earned: z.array(z.object({ name: z.string(), earnedAt: z.string(), fulfilled: z.boolean() })),
  /** The next active milestone above the person's counted referrals, if any. */
  next: z
    .object({ name: z.string(), referrals: z.number().int(), remaining: z.number().int() })
    .nullable(),
});
export type StatusRewards = z.infer<typeof statusRewardsSchema>;

/** "2 more confirmed referrals to: Founders' t-shirt". */
export function nextRewardText(next: NonNullable<StatusRewards['next']>): string {
  return `${next.remaining} more confirmed referral${next.remaining === 1 ? '' : 's'} to: ${next.name}`;
}

/** The next active milestone for someone with `counted` referrals. */
export function nextReward(rewards: readonly Reward[], counted: number): StatusRewards['next'] {
  const next = rewards
    .filter((reward) => reward.retiredAt === null && reward.referrals > counted)
    .sort((a, b) => a.referrals - b.referrals || a.id - b.id)[0];
  return next
    ? { name: next.name, referrals: next.referrals, remaining: next.referrals - counted }
    : null;
}

/** The active rewards an entry with `counted` referrals has reached and not yet earned. */
export function rewardsDue(
  rewards: readonly Reward[],
  counted: number,
  earned: ReadonlySet<number>,
): Reward[] {
  return rewards
    .filter((reward) => reward.retiredAt === null && reward.referrals <= counted)
    .filter((reward) => !earned.has(reward.id))
    .sort((a, b) => a.referrals - b.referrals || a.id - b.id);
}

/**
 * The growth settings the admin keeps in the store (issue 29, items 1 and 4): the origins whose
 * pages may embed the sign-up, and the public leaderboard. WIDGET_ORIGINS or LEADERBOARD, when
 * set on the server, win over them.
 */
export const GROWTH_SETTINGS_TEXTS = {
  origin: (value: string) =>
    `${value || 'An empty line'} is not an origin: write the scheme and host only, like https://www.example.com`,
  origins: 'Give the allowed origins as a list (at most 50).',
  leaderboard: 'Say whether the public leaderboard is on (true or false).',
} as const;

/** "https://Example.com/" -> "https://example.com"; null when it is not a bare http(s) origin. */
export function bareOrigin(value: string): string | null {
  try {
    const url = new URL(value.trim());
    if (!['http:', 'https:'].includes(url.protocol)) return null;
    if (url.username || url.password || url.search || url.hash) return null;
    if (url.pathname !== '/') return null;
    return url.origin;
  } catch {
    return null;
  }
}

export const growthSettingsSchema = z.object({
  widgetOrigins: z
    .array(z.string({ error: GROWTH_SETTINGS_TEXTS.origins }), {
      error: GROWTH_SETTINGS_TEXTS.origins,
    })
    .max(50, GROWTH_SETTINGS_TEXTS.origins)
    .transform((values, context) => {
      const origins: string[] = [];
      for (const value of values) {
        const origin = bareOrigin(value);
        if (!origin) {
          context.addIssue({ code: 'custom', message: GROWTH_SETTINGS_TEXTS.origin(value.trim()) });
          return z.NEVER;
        }
        if (!origins.includes(origin)) origins.push(origin);
      }
      return origins;
    }),
  leaderboard: z.boolean({ error: GROWTH_SETTINGS_TEXTS.leaderboard }),
});
export type GrowthSettingsInput = z.output<typeof growthSettingsSchema>;

/** GET and PUT /api/admin/growth-settings: what is in force, and where it comes from. */
export interface GrowthSettingsView {
  /** What the admin saved (what the panel edits). */
  saved: GrowthSettingsInput;
  /** What the server uses now. */
  inForce: GrowthSettingsInput;
  /** The environment variable is set and wins over the saved value. */
  fromEnvironment: { widgetOrigins: boolean; leaderboard: boolean };
}
