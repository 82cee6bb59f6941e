import './zodConfig.js';
import type { LeadPerson } from './boothStaff.js';
import { z } from 'zod';
import type { AuditAction } from './audit.js';
import type { EntryAttribution } from './growth.js';
import { LEAD_RATINGS, type LeadRating } from './leads.js';
import type { OutboxStatus } from './loop.js';
import { listQuerySchema } from './schemas.js';
import {
  ENTRY_SOURCES,
  type EntrySource,
  type HoldReason,
  type ReferralFlag,
  type WaitlistEntry,
} from './types.js';

/**
 * A person's page in the admin (issue 28, item 2): everything about one entry and everything that
 * happened to it, computed by the server from the store (GET apiPaths.adminPerson).
 */

/** Another entry as a person's page names it: who referred them, whom they referred. */
export interface PersonLink {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  status: WaitlistEntry['status'];
  createdAt: string;
  /** The referral counts (confirmed, not held, not flagged). */
  counts: boolean;
}

/** The booth a sign-up came from and what staff noted about it (issue 27). */
export interface PersonLead {
  event: string;
  device: string | null;
  rating: LeadRating | null;
  interests: string[];
  note: string;
  /** Booth staff (issue 40, item 5): who was at the booth, who qualified it. */
  capturedBy: LeadPerson;
  qualifiedBy: LeadPerson;
}

/** The messages of the timeline: an e-mail of the loop, or a webhook delivery about the entry. */
interface DeliveryFields {
  messageId: number;
  status: OutboxStatus;
  attempts: number;
  sentAt: string | null;
  lastError: string | null;
}

/** One thing that happened to the entry, at `at` (ISO time). */
export type TimelineEvent = { at: string } & (
  | {
      kind: 'joined';
      source: EntrySource;
      /** The booth's event and device, for a booth sign-up. */
      event: string | null;
      device: string | null;
      /** The entry whose referral link brought this one. */
      referredBy: number | null;
      attribution: EntryAttribution | null;
    }
  | { kind: 'consent'; version: string }
  | { kind: 'held'; reason: HoldReason }
  | { kind: 'flagged'; flag: ReferralFlag }
  | ({ kind: 'email'; template: string; to: string } & DeliveryFields)
  | ({ kind: 'webhook'; eventType: string; to: string } & DeliveryFields)
  | { kind: 'confirmed' }
  | { kind: 'invited' }
  | { kind: 'activated' }
  | { kind: 'unsubscribed' }
  | { kind: 'admin'; action: AuditAction; actor: string; detail: string }
);

/** GET /api/admin/people/:id */
export interface PersonResponse {
  entry: Omit<WaitlistEntry, 'networkHash' | 'attribution'>;
  /** Where the entry stands in line now, and the line's length; null: no place. */
  place: number | null;
  lineSize: number;
  attribution: EntryAttribution | null;
  lead: PersonLead | null;
  referredBy: PersonLink | null;
  /** The newest of the entries this one referred, and how many there are. */
  referrals: { people: PersonLink[]; total: number };
  /** Oldest first. */
  timeline: TimelineEvent[];
}

/** How many referred entries a person's page lists. */
export const PERSON_REFERRALS_MAX = 50;
/** How many admin actions naming the entry a person's page lists (the newest). */
export const PERSON_AUDIT_MAX = 100;

/**
 * The audit detail that names entries ("entry 12", "entries 4, 12"), as every action on entries
 * writes it, so that a person's page finds the actions taken on them.
 */
export function entriesDetail(ids: readonly number[]): string {
  return ids.length === 1 ? `entry ${ids[0]}` : `entries ${ids.join(', ')}`;
}

/** Whether an audit detail written by entriesDetail names the entry `id`. */
export function detailNamesEntry(detail: string, id: number): boolean {
  const named = /\bentr(?:y|ies) ((?:\d+)(?:, \d+)*)/g;
  for (const match of detail.matchAll(named)) {
    if (match[1]!.split(', ').includes(String(id))) return true;
  }
  return false;
}

/** The audit log keeps this many characters of a detail (server/audit/audit.ts). */
const AUDIT_DETAIL_KEPT = 300;

/**
 * "2 invited (2 chosen), 2 queued: entries 4, 12": an action's detail naming the entries it
 * touched, when the list fits in what the audit log keeps (a cut list would name the wrong ones).
 */
export function detailWithEntries(text: string, ids: readonly number[]): string {
  if (ids.length === 0) return text;
  const named = `${text}: ${entriesDetail(ids)}`;
  return named.length <= AUDIT_DETAIL_KEPT ? named : text;
}

// ---- the list's filters and deleting several entries (issue 28, item 5) ----

/**
 * GET /api/admin/waitlist's query with the admin app's filters besides search and status: the
 * source, the booth event, held for review or not, and the lead's rating ('unrated': a booth
 * sign-up staff have not rated). The list keeps them in its address, so they are kept and shared.
 */
export const peopleListQuerySchema = listQuerySchema.extend({
  source: z.enum(ENTRY_SOURCES).optional().catch(undefined),
  event: z.string().trim().min(1).max(200).optional().catch(undefined),
  held: z.enum(['yes', 'no']).optional().catch(undefined),
  rating: z
    .enum([...LEAD_RATINGS, 'unrated'])
    .optional()
    .catch(undefined),
});
export type PeopleListQuery = z.output<typeof peopleListQuerySchema>;
export type PeopleFilters = Pick<PeopleListQuery, 'source' | 'event' | 'held' | 'rating'>;

/** Whether a list query uses a filter the stores' plain list does not know. */
export function hasPeopleFilters(query: PeopleFilters): boolean {
  return Boolean(query.source || query.event || query.held || query.rating);
}

/** Entries deleted at most in one call of POST apiPaths.adminBulkDelete. */
export const BULK_DELETE_MAX = 500;

export const bulkDeleteSchema = z.object({
  ids: z
    .array(z.number().int().positive(), { error: 'Select the entries to delete.' })
    .min(1, { error: 'Select the entries to delete.' })
    .max(BULK_DELETE_MAX, { error: `Delete at most ${BULK_DELETE_MAX} entries at once.` }),
});

export interface BulkDeleteResponse {
  /** How many were deleted (an id that was gone already is not counted). */
  deleted: number;
}

/** What the list's Delete selected asks first (docs/product.md §22: it names the count). */
export function bulkDeleteConfirm(count: number): string {
  const entries = `${count} ${count === 1 ? 'entry' : 'entries'}`;
  return `Delete ${entries}? This erases ${count === 1 ? 'it' : 'them'} with ${count === 1 ? 'its' : 'their'} messages, lead notes and referral credit. It cannot be undone.`;
}
