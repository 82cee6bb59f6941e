import type { EntryStatus, OutboxStatus } from '@shared';

/** What every mail-sending admin action says (LOOP-CONTRACT: "N messages queued"). */
export function queuedText(queued: number): string {
  return `${queued} ${queued === 1 ? 'message' : 'messages'} queued`;
}

/**
 * What Invite selected asks first (docs/product.md §22: a bulk action names how many entries it
 * touches). Invites go out by e-mail and cannot be called back.
 */
export function inviteSelectedConfirm(count: number): string {
  const entries = `${count} ${count === 1 ? 'entry' : 'entries'}`;
  return `Invite ${entries}? ${count === 1 ? 'It gets' : 'Each gets'} an e-mail with a link that gives access. An invite cannot be taken back.`;
}

/** The lifecycle status as the admin table shows it. */
export const ENTRY_STATUS_LABELS: Record<EntryStatus, string> = {
  waiting: 'Waiting',
  confirmed: 'Confirmed',
  invited: 'Invited',
  activated: 'Activated',
};

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  parked: 'Parked',
};

/** Delivery attempts so far, under the outbox status. */
export function attemptsText(attempts: number): string {
  return `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`;
}

/** Rows per page of the outbox view. */
export const OUTBOX_PAGE_SIZE = 20;
/** "Invite next N" starts at this N. */
export const DEFAULT_INVITE_COUNT = 10;

// A link ends before trailing punctuation, as mail clients read it.
const URL_PATTERN = /(https?:\/\/[^\s<>"')]*[^\s<>"').,;:!?])/g;

/** A message's plain text cut into text and links, so the outbox view can make links work. */
export function textWithLinks(text: string): { text: string; href?: string }[] {
  return text
    .split(URL_PATTERN)
    .filter((part) => part !== '')
    .map((part) => (/^https?:\/\//.test(part) ? { text: part, href: part } : { text: part }));
}
