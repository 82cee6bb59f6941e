import {
  CONSENT_VERSION,
  type EntryAttribution,
  type EntrySource,
  type HoldReason,
  type WaitlistEntry,
} from '../../src/shared/index.js';
import { NO_REFERRAL } from '../referrals/rules.js';

/** What a join asks the store to keep; the store assigns id, position and createdAt. */
export interface NewEntry {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  hasConsented: boolean;
  source: EntrySource;
  /** DOUBLE_OPT_IN: false stores the entry confirmed and sends no confirmation (default true). */
  doubleOptIn?: boolean;
  /** The referral code of the link the visitor came through (issue 14); unknown codes are ignored. */
  ref?: string | undefined;
  /** Set when the sign-up looked scripted: stored, answered as usual, held for review. */
  heldReason?: HoldReason | null;
  /** The keyed hash of the client's network (server/abuse/clientNetwork.ts). */
  networkHash?: string | null;
  /** Where the sign-up came from (issue 29); kept only for a new entry. */
  attribution?: EntryAttribution | null;
}

/** The version recorded for entries stored before consent evidence was kept. */
export const UNRECORDED_CONSENT = 'unrecorded';

/** The loop's fields of a new entry: waiting (or confirmed with DOUBLE_OPT_IN off), consent kept. */
export function newEntryLoopFields(
  entry: NewEntry,
  now: Date,
  referralCode: string,
): Pick<
  WaitlistEntry,
  | 'status'
  | 'confirmedAt'
  | 'invitedAt'
  | 'activatedAt'
  | 'referralCode'
  | 'consentVersion'
  | 'consentAt'
  | 'unsubscribedAt'
  | 'linkSentAt'
> {
  const at = now.toISOString();
  const confirmed = entry.doubleOptIn === false;
  return {
    status: confirmed ? 'confirmed' : 'waiting',
    confirmedAt: confirmed ? at : null,
    invitedAt: null,
    activatedAt: null,
    referralCode,
    consentVersion: CONSENT_VERSION,
    consentAt: entry.hasConsented ? at : null,
    unsubscribedAt: null,
    // The confirmation goes out with the entry: a repeated join within 10 minutes sends no other.
    linkSentAt: confirmed ? null : at,
  };
}

/** An entry stored before the loop existed, given the loop's fields (read from an older data file). */
export function withLoopFields(
  entry: Partial<WaitlistEntry> &
    Omit<WaitlistEntry, keyof ReturnType<typeof newEntryLoopFields> | keyof typeof NO_REFERRAL>,
  referralCode: () => string,
): WaitlistEntry {
  // Object.assign, not `{ ...NO_REFERRAL, ...entry, status, … }`: on Node 20 each field written
  // after a spread takes a slow path (17 µs an entry here), and the one-time upgrade of a data file
  // runs this for every entry (a million: 17 s). Same fields, same order.
  return Object.assign(
    // An entry from before referrals (issue 14), or from a booth: it came through no link.
    {},
    NO_REFERRAL,
    entry,
    {
      status: entry.status ?? 'waiting',
      confirmedAt: entry.confirmedAt ?? null,
      invitedAt: entry.invitedAt ?? null,
      activatedAt: entry.activatedAt ?? null,
      referralCode: entry.referralCode ?? referralCode(),
      consentVersion: entry.consentVersion ?? UNRECORDED_CONSENT,
      consentAt: entry.consentAt ?? (entry.hasConsented ? entry.createdAt : null),
      unsubscribedAt: entry.unsubscribedAt ?? null,
      linkSentAt: entry.linkSentAt ?? null,
    },
  );
}
