import type { EntryStatus } from './loop.js';

/**
 * The line's words (docs/product.md §29, issue 44 item 1): before confirmation a person
 * has a ticket and is told to confirm to take their place; after, a place. The form, the widget,
 * the console, the status page, the e-mails and the admin all say it from here.
 */

const NUMBER_LOCALE = 'en-US';
const number = (value: number) => value.toLocaleString(NUMBER_LOCALE);

/** What decides the words: an entry (or a join answer) and its place, when it has one. */
export interface LineStanding {
  status: EntryStatus;
  /** The place in line now; null when it has none. */
  place: number | null;
  /** How many are in line, when known ("#3 of 40 in line"). */
  total?: number;
  /** Held for review (the admin sees why; a visitor only that it is being looked at). */
  held?: boolean;
  unsubscribed?: boolean;
}

export const LINE_WORDS = {
  ticketLabel: 'Ticket number',
  placeLabel: 'Place in line',
  /** The ticket number given at the join: never changes, is not a place. */
  ticketNumber: (position: number) => `#${number(position)}`,
  yourTicket: (position: number) => `Your ticket: #${number(position)}`,
  /** A place in line: only a confirmed entry has one. */
  place: (place: number) => `#${number(place)} in line`,
  placeOfTotal: (place: number, total: number) => `#${number(place)} of ${number(total)} in line`,
  yourPlace: (place: number) => `Your place: #${number(place)} in line`,
  /** Said wherever an unconfirmed person's place would be. */
  confirmToTakePlace: 'Confirm to take your place',
  confirmHint: 'Open the link we e-mailed you to confirm your address and take your place in line.',
  confirmHintKiosk:
    'Open the link we e-mailed you, on your phone, to confirm your address and take your place in line.',
  /** A repeated join shows nothing of the entry's progress: the link went out again if it was due. */
  alreadyOnListHint:
    'If your address is not confirmed yet, open the link we e-mailed you to take your place in line.',
  throughTheLine: 'Through the line: invited',
  inReview: 'Being reviewed before it takes its place',
  unsubscribed: 'Out of the line while unsubscribed',
  /**
   * The console's voice: the same words in capitals, after the three lines of docs/product.md §29.
   */
  consoleCheckInbox: 'CHECK YOUR INBOX: CONFIRM TO TAKE YOUR PLACE IN LINE.',
  /** The confirmation e-mail's sentence; `ticket` is the number or the {{place}} merge field. */
  mailTicket: (ticket: string) =>
    `Your ticket number is #${ticket}. Confirm your address to take your place in line; ` +
    'the link works once and for 7 days.',
  mailStatus: (ticket: string) =>
    `you asked for your status link. Your ticket number is #${ticket}; the page below shows ` +
    'your place in line and lets you download or delete your data.',
} as const;

/** The "Place in line" value for an entry: a place, or why it has none yet. */
export function placeWords(standing: LineStanding): string {
  const { place, total, status } = standing;
  if (place !== null) {
    return total === undefined ? LINE_WORDS.place(place) : LINE_WORDS.placeOfTotal(place, total);
  }
  if (status === 'invited' || status === 'activated') return LINE_WORDS.throughTheLine;
  if (standing.held) return LINE_WORDS.inReview;
  if (standing.unsubscribed) return LINE_WORDS.unsubscribed;
  if (status === 'waiting') return LINE_WORDS.confirmToTakePlace;
  return LINE_WORDS.inReview;
}

/** "Send the confirmation again" (issue 44 item 1), on the status page and the form's success. */
export const RESEND_WORDS = {
  button: 'Send the confirmation again',
  sending: 'Sending...',
  sent: 'Sent: check your inbox (and the spam folder) for the new confirmation link.',
  /** Answered while the last link is too fresh: the rule of server/store/loop/joinMessages.ts. */
  limited: (waitMs: number) => {
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    return (
      'We sent you a confirmation link a few minutes ago: check your inbox and the spam folder. ' +
      `You can ask for another in ${minutes} minute${minutes === 1 ? '' : 's'}.`
    );
  },
  alreadyConfirmed: 'Your address is already confirmed: you have your place in line.',
  failed: 'The confirmation could not be sent. Please try again in a moment.',
} as const;
