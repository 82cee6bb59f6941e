import { ATTRIBUTION_FIELDS, ATTRIBUTION_LABELS, type EntryAttribution } from '@shared/growth';
import type { PersonResponse, TimelineEvent } from '@shared/people';
import { AUDIT_LABELS } from '../components/auditLabels';
import { ENTRY_SOURCE_LABELS, formatDateTime } from '../format';
import { OUTBOX_STATUS_LABELS, attemptsText } from '../loop/loopText';
import { HOLD_REASON_TEXT, REFERRAL_FLAG_TEXT } from '../referrals/reviewText';

/** The e-mails of the loop by their template, in the admin's words. */
const EMAIL_NAMES: Record<string, string> = {
  confirmation: 'Confirmation e-mail',
  status: 'Status link e-mail',
  invite: 'Invite e-mail',
};

/** One line of a person's timeline: what happened, and what else there is to know about it. */
export interface TimelineLine {
  title: string;
  detail: string;
  /** A delivery's state, shown as a badge with its words (not by colour alone). */
  delivery?: { status: 'pending' | 'sent' | 'parked'; label: string };
}

/** "UTM source: newsletter · Referring site: news.example" (only the fields it has). */
export function attributionText(attribution: EntryAttribution | null): string {
  if (!attribution) return '';
  return ATTRIBUTION_FIELDS.filter((field) => attribution[field])
    .map((field) => `${ATTRIBUTION_LABELS[field]}: ${attribution[field]}`)
    .join(' · ');
}

function joinedLine(event: Extract<TimelineEvent, { kind: 'joined' }>): TimelineLine {
  const from = [
    `through the ${ENTRY_SOURCE_LABELS[event.source].toLowerCase()}`,
    event.event ? `at ${event.event}${event.device ? ` (${event.device})` : ''}` : '',
    event.referredBy !== null ? `with the referral link of entry ${event.referredBy}` : '',
  ];
  return {
    title: 'Joined the waitlist',
    detail: [from.filter(Boolean).join(' '), attributionText(event.attribution)]
      .filter(Boolean)
      .join('; '),
  };
}

function deliveryLine(
  title: string,
  event: Extract<TimelineEvent, { kind: 'email' | 'webhook' }>,
): TimelineLine {
  const state =
    event.status === 'sent' && event.sentAt
      ? `accepted ${formatDateTime(event.sentAt)}`
      : event.lastError
        ? `last error: ${event.lastError}`
        : 'waiting to go out';
  return {
    title,
    detail: `To ${event.to}; ${state}; ${attemptsText(event.attempts)}`,
    delivery: { status: event.status, label: OUTBOX_STATUS_LABELS[event.status] },
  };
}

/** A timeline event in words. */
export function timelineLine(event: TimelineEvent): TimelineLine {
  switch (event.kind) {
    case 'joined':
      return joinedLine(event);
    case 'consent':
      return { title: 'Gave consent', detail: `Consent text of ${event.version}` };
    case 'held':
      return { title: 'Held for review', detail: HOLD_REASON_TEXT[event.reason] };
    case 'flagged':
      return { title: 'Referral flagged', detail: REFERRAL_FLAG_TEXT[event.flag] };
    case 'email':
      return deliveryLine(EMAIL_NAMES[event.template] ?? 'E-mail', event);
    case 'webhook':
      return deliveryLine(`Webhook ${event.eventType}`, event);
    case 'confirmed':
      return { title: 'Confirmed the address', detail: 'Followed the confirmation link' };
    case 'invited':
      return { title: 'Invited', detail: 'Given access; the invite e-mail was queued' };
    case 'activated':
      return { title: 'Activated', detail: 'Followed the invite link' };
    case 'unsubscribed':
      return { title: 'Unsubscribed', detail: 'Gets no messages but the ones they ask for' };
    case 'admin':
      return {
        title: AUDIT_LABELS[event.action] ?? event.action,
        detail: `By ${event.actor}${event.detail ? `: ${event.detail}` : ''}`,
      };
  }
}

/** What Delete says before it erases the entry (docs/product.md §22: it names what it does). */
export function deletePersonConfirm(name: string, email: string): string {
  const who = name === email ? email : `${name} (${email})`;
  return `Delete ${who}? This erases 1 entry with its messages, lead notes and referral credit. It cannot be undone.`;
}

/**
 * Whether a person's page offers "Invite now", or why not in words (null: nothing to say, as for
 * someone already invited). A held sign-up is decided in the review queue first: inviting it would
 * skip the review that keeps scripted sign-ups out of the line.
 */
export function inviteOffer(
  entry: Pick<PersonResponse['entry'], 'status' | 'unsubscribedAt' | 'heldReason'>,
): { offered: true } | { offered: false; why: string | null } {
  if (entry.status !== 'waiting' && entry.status !== 'confirmed')
    return { offered: false, why: null };
  if (entry.unsubscribedAt !== null) {
    return { offered: false, why: 'Not invitable: this person unsubscribed.' };
  }
  if (entry.heldReason) {
    return {
      offered: false,
      why: 'Not invitable yet: this sign-up is held for review. Approve it in the review queue (Referrals) first.',
    };
  }
  return { offered: true };
}
