import type { AuditAction } from './audit.js';
import type { EntryAttribution } from './growth.js';
import type { LeadRating } from './leads.js';
import type { OutboxStatus } from './loop.js';
import type { EntrySource, HoldReason, ReferralFlag, WaitlistEntry } from './types.js';

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
export type TimelineKind = TimelineEvent['kind'];

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
