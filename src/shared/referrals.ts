import './zodConfig.js';
import { z } from 'zod';
import { apiPaths } from './apiPaths.js';
import type { WaitlistEntry } from './types.js';

/**
 * Referrals and abuse (issue 14, docs/product.md §17): the admin's review queue,
 * leaderboard and line, written once for the site and the server.
 */
export const REFERRALS_API = {
  review: apiPaths.adminReview,
  leaderboard: apiPaths.adminLeaderboard,
  line: apiPaths.adminLine,
  sharedMailboxes: apiPaths.adminSharedMailboxes,
} as const;

/** An entry's referral link: the site's address with ?ref=CODE (issue 14). */
export function referralUrl(publicUrl: string, referralCode: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/?ref=${encodeURIComponent(referralCode)}`;
}

/** The leaderboard shows the top 20 referrers. */
export const LEADERBOARD_SIZE = 20;
export const REVIEW_BATCH_MAX = 500;

/** A page of the review queue or of the line. */
export const pageQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(10_000_000).optional().default(0),
  limit: z.coerce.number().int().min(1).max(200).optional().default(50),
});

/**
 * POST /api/admin/review: approve (into the line, the referral counted) or reject the entries of
 * the review queue. A rejected held sign-up is erased; a rejected flagged referral keeps its entry
 * and never counts for its referrer.
 */
export const reviewDecisionSchema = z.object({
  ids: z
    .array(z.number().int().positive(), { error: 'Select the entries to review.' })
    .min(1, { error: 'Select the entries to review.' })
    .max(REVIEW_BATCH_MAX, { error: `Review at most ${REVIEW_BATCH_MAX} entries at once.` }),
  decision: z.enum(['approve', 'reject'], { error: 'Say whether to approve or reject them.' }),
});
export type ReviewDecision = z.output<typeof reviewDecisionSchema>;

export interface ReviewDecisionResponse {
  /** How many of the named entries were in the review queue and are now approved or rejected. */
  reviewed: number;
}

export interface EntriesPageResponse {
  entries: WaitlistEntry[];
  total: number;
}

/** A line entry with its place; the first of a page is offset + 1. */
export interface LinePageResponse extends EntriesPageResponse {
  offset: number;
}

export interface LeaderboardResponse {
  referrers: Pick<
    WaitlistEntry,
    'id' | 'email' | 'firstName' | 'lastName' | 'position' | 'referralCount'
  >[];
}

/**
 * Entries of one inbox (docs/product.md §24: the canonical mailbox), stored before addresses were
 * compared by inbox. Listed for the admin to decide; never merged by the server.
 */
export interface SharedMailbox {
  /** The canonical mailbox they share (x@example.com for x+1@ and x+2@). */
  mailbox: string;
  /** By position, the earliest first: it is the one a repeated join answers. */
  entries: WaitlistEntry[];
}

/** GET /api/admin/shared-mailboxes */
export interface SharedMailboxesResponse {
  groups: SharedMailbox[];
  total: number;
}
