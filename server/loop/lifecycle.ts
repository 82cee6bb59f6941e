import type { WaitlistEntry } from '../../src/shared/index.js';
import { eventDrafts, type StoredWebhookEndpoint } from '../webhooks/events.js';
import { emailDraft, type EntryChange } from './messages.js';
import { relinkWaitMs } from './relinkRule.js';

/**
 * The lifecycle's steps (docs/product.md §16): waiting -> confirmed -> invited ->
 * activated, as entry changes the store applies atomically with the messages they send.
 */

/**
 * Following a confirmation link: a waiting entry is confirmed; anything else stays as it is.
 * Webhook endpoints that chose entry.confirmed get it in the same durable write (issue 15).
 */
export function confirmEntry(
  now: Date,
  endpoints: readonly StoredWebhookEndpoint[] = [],
): EntryChange {
  return (entry) => {
    if (entry.status !== 'waiting') return null;
    const at = now.toISOString();
    const confirmed: WaitlistEntry = {
      ...entry,
      status: 'confirmed',
      confirmedAt: at,
      consentAt: entry.consentAt ?? at,
    };
    return {
      entry: confirmed,
      messages: eventDrafts(endpoints, 'entry.confirmed', confirmed, now),
    };
  };
}

/** Whether an entry can be invited: in line (waiting or confirmed) and still subscribed. */
export function canInvite(entry: WaitlistEntry, includeWaiting: boolean): boolean {
  if (entry.unsubscribedAt !== null) return false;
  return entry.status === 'confirmed' || (includeWaiting && entry.status === 'waiting');
}

/** The admin grants access: the entry is invited and its invite (and entry.invited) is queued. */
export function inviteEntry(
  now: Date,
  includeWaiting: boolean,
  endpoints: readonly StoredWebhookEndpoint[] = [],
): EntryChange {
  return (entry) => {
    if (!canInvite(entry, includeWaiting)) return null;
    const invited: WaitlistEntry = { ...entry, status: 'invited', invitedAt: now.toISOString() };
    return {
      entry: invited,
      messages: [
        emailDraft(invited, 'invite'),
        ...eventDrafts(endpoints, 'entry.invited', invited, now),
      ],
    };
  };
}

/** Whether an invite link (made at invitedAtMs) can still be followed: its invite, not yet followed. */
export function inviteIsOpen(entry: WaitlistEntry, invitedAtMs: number): boolean {
  if (entry.status !== 'invited' || !entry.invitedAt) return false;
  return Date.parse(entry.invitedAt) === invitedAtMs;
}

/** Following an invite link: only the invite it was made for, only once. */
export function activateEntry(now: Date, invitedAtMs: number): EntryChange {
  return (entry) => {
    if (!inviteIsOpen(entry, invitedAtMs)) return null;
    return {
      entry: { ...entry, status: 'activated', activatedAt: now.toISOString() },
      messages: [],
    };
  };
}

/** Unsubscribing stops every message but the ones the visitor asks for. */
export function unsubscribeEntry(now: Date): EntryChange {
  return (entry) =>
    entry.unsubscribedAt !== null
      ? null
      : { entry: { ...entry, unsubscribedAt: now.toISOString() }, messages: [] };
}

/** Subscribing again, through the person's own status link only (never by joining again). */
export function resubscribeEntry(): EntryChange {
  return (entry) =>
    entry.unsubscribedAt === null
      ? null
      : { entry: { ...entry, unsubscribedAt: null }, messages: [] };
}

/** The admin re-sends a waiting entry's confirmation (no 10-minute limit: the admin asked). */
export function resendConfirmation(now: Date): EntryChange {
  return (entry) => {
    if (entry.status !== 'waiting') return null;
    const resent = { ...entry, linkSentAt: now.toISOString() };
    return { entry: resent, messages: [emailDraft(resent, 'confirmation')] };
  };
}

/**
 * The visitor asks for the confirmation again (issue 44): the admin's resend, held to the rule a
 * repeated join follows (one link per RELINK_INTERVAL), re-checked inside the store's write.
 */
export function visitorResendConfirmation(now: Date): EntryChange {
  const resend = resendConfirmation(now);
  return (entry) => (relinkWaitMs(entry, now) > 0 ? null : resend(entry));
}
