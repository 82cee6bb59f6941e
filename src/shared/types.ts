import type { TeamRole } from './team.js';
import type { EntryStatus } from './loop.js';
import type { EntryAttribution } from './growth.js';

/**
 * Where a sign-up came from (docs/product.md §10). `api`: sent with an API key (issue 24), except
 * a booth's key (scope entries:sync), whose entries keep the source the booth recorded.
 */
export const ENTRY_SOURCES = ['form', 'terminal', 'kiosk', 'api'] as const;
export type EntrySource = (typeof ENTRY_SOURCES)[number];

/** A stored waitlist entry (docs/product.md §3.1). */
export interface WaitlistEntry {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  hasConsented: boolean;
  position: number;
  createdAt: string;
  source: EntrySource;
  // ---- the waitlist loop (issue 13, docs/product.md §16 "The waitlist loop") ----
  status: EntryStatus;
  confirmedAt: string | null;
  invitedAt: string | null;
  activatedAt: string | null;
  /** At least 8 characters of an unambiguous alphabet, unique, random (issue 14 builds on it). */
  referralCode: string;
  /** Consent evidence: the version of the consent text and when it was given. */
  consentVersion: string;
  consentAt: string | null;
  /** The visitor unsubscribed: no messages but the ones they ask for. */
  unsubscribedAt: string | null;
  /** When the last confirmation or status link went out (a repeated join re-sends at most every 10 min). */
  linkSentAt: string | null;
  // ---- referrals and abuse (issue 14, docs/product.md §17 "Referrals and abuse") ----
  /** The entry whose referral link brought this one, if any. */
  referredBy: number | null;
  /** Referrals that count: confirmed, not held, not flagged (kept by the store). */
  referralCount: number;
  /** Why the sign-up looked scripted; a held entry has no place in line until approved. */
  heldReason: HoldReason | null;
  /** A referral that does not count, and why. */
  referralFlag: ReferralFlag | null;
  /** A keyed hash of the client network it signed up from (no raw address is kept). */
  networkHash: string | null;
  /** When it was stored or its lifecycle last changed (issue 15's updatedSince); lowdb only. */
  updatedAt?: string;
  /**
   * Where the sign-up came from (issue 29): UTM fields, the referring site, the embedding page.
   * Read with the growth area's attributionsOf where a list shows it; absent when unknown.
   */
  attribution?: EntryAttribution | null;
}

/**
 * Why a sign-up was held for review: its honeypot was filled, it was sent faster than a person
 * types, or it came without a solved proof-of-work challenge (issue 29: missing, forged, expired
 * or used before).
 */
export type HoldReason = 'honeypot' | 'too-fast' | 'no-proof';
/**
 * Why a referral does not count until the admin approves it (docs/product.md §17):
 * `self-referral`, sent from the referrer's own client network (at any time); `same-mailbox`, the
 * referrer's own inbox in another spelling; `daily-cap`, over REFERRAL_DAILY_CAP for its referrer
 * that UTC day.
 */
export type ReferralFlag = 'self-referral' | 'same-mailbox' | 'daily-cap';

export interface JoinResponse {
  position: number;
  alreadyOnList: boolean;
  /** A new entry's referral link (PUBLIC_URL/?ref=CODE); a repeated join reveals nothing new. */
  referralUrl?: string;
  /** `waiting`: the site tells the visitor to check their inbox for the confirmation. */
  status: EntryStatus;
  /** A new entry that starts confirmed (DOUBLE_OPT_IN off): its place in line (issue 44). */
  place?: number;
  /**
   * A new entry waiting for its confirmation: the token "Send the confirmation again" sends
   * (issue 44); it can do nothing else. A repeated join reveals nothing new, so it has none.
   */
  resendToken?: string;
}

export interface CountResponse {
  count: number;
}

/** The one error shape that leaves the server (docs/product.md §10). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
  /** The password is due again (issue 24): the dashboard asks for it and retries. */
  reauth?: true;
  /** With `reauth`: two-factor is on, so a code is asked too. */
  codeNeeded?: boolean;
  /** The team requires two-factor (issue 40): the dashboard opens Security to set it up. */
  twoFactorSetup?: true;
}

export interface SessionUser {
  username: string;
  /** Issue 40: the person's e-mail (null for an older install's "admin"), name and role. */
  email: string | null;
  name: string;
  role: TeamRole;
}

export interface AdminListResponse {
  entries: WaitlistEntry[];
  /** Every entry in the waitlist. */
  total: number;
  /** Entries that match the search. */
  matching: number;
  /** Present when `matching` is an estimate (a broad search on a big list): show "about N". */
  estimated?: true;
  offset: number;
  limit: number;
}

export interface WaitlistStats {
  total: number;
  bySource: Record<EntrySource, number>;
  /** Sign-ups per day (UTC, YYYY-MM-DD), oldest first. */
  perDay: { day: string; count: number }[];
}
