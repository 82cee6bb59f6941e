import { LINE_WORDS, type EntryStatus } from '@shared';

/** The ticket number given at the join (docs/product.md §29: a ticket, not a place). */
const positionText = LINE_WORDS.ticketNumber;

/** Each lifecycle status in words a visitor understands (docs/product.md §16). */
export const STATUS_WORDS: Record<EntryStatus, { label: string; detail: string }> = {
  waiting: {
    label: 'Waiting for your confirmation',
    detail: LINE_WORDS.confirmHint,
  },
  confirmed: {
    label: 'Confirmed, in line',
    detail: "Your address is confirmed. We'll e-mail you an invite when it is your turn.",
  },
  invited: {
    label: 'Invited',
    detail: 'Your invite is on its way: open the link in our invite e-mail to get access.',
  },
  activated: {
    label: 'Access granted',
    detail: 'You have followed your invite. Welcome to Synapse!',
  },
};

/** The page texts of the loop pages, in one place (tests and e2e read them from here). */
export const LOOP_TEXT = {
  confirmTitle: 'Confirm your e-mail address',
  checkingLink: 'Checking your link...',
  /** Opening the link changes nothing (issue 24 item 11): the visitor presses the button. */
  confirmQuestion: (email: string, position: number) =>
    `Press the button to confirm ${email} and keep ticket ${positionText(position)} on the Synapse waitlist.`,
  confirmButton: 'Confirm my e-mail address',
  notYou: "Didn't sign up? Close this page: nothing happens unless the button is pressed.",
  confirming: 'Confirming your e-mail address...',
  confirmedTitle: 'Your e-mail address is confirmed',
  confirmedBody: "Thank you. You're in line now, and we'll e-mail you when you're granted access.",
  alreadyConfirmedBody: 'This address was already confirmed. Nothing else to do: you are in line.',
  seeStatus: 'See your place in line',
  linkProblemTitle: "This link doesn't work any more",
  linkProblemHelp:
    'Links in our e-mails expire and work once. Join again with the same e-mail address and we will send you a fresh link; your ticket number stays the same.',
  joinAgain: 'Join again for a fresh link',
  statusTitle: 'Your place on the waitlist',
  statusLoading: 'Loading your status...',
  statusProblemHelp:
    'Status links expire after a while. Join again with the same e-mail address and we will e-mail you a fresh one.',
  unsubscribe: 'Unsubscribe',
  resubscribe: 'Subscribe again',
  resubscribed: "You're subscribed again: we'll e-mail you about your place and your invite.",
  unsubscribed:
    "You're unsubscribed: we won't e-mail you any more. You keep your place in line; this page still shows it.",
  download: 'Download my data (JSON)',
  deleteData: 'Delete my data',
  deleteQuestion:
    'Delete your entry and every message we have queued for you? This cannot be undone, and you lose your place in line.',
  deleteConfirm: 'Yes, delete my data',
  deleteCancel: 'Keep my data',
  deletedTitle: 'Your data is deleted',
  deletedBody:
    'We erased your entry and every message queued for you. You can join again at any time, as a new entry.',
  inviteTitle: 'Your invite',
  inviteQuestion: (email: string, position: number) =>
    `Your access is ready: this invite is for ${email} (ticket ${positionText(position)}). Press the button to activate it.`,
  inviteButton: 'Activate my access',
  activating: 'Activating your access...',
  inviteProblemHelp:
    'Invite links expire after 30 days and work once. If you already followed yours, you are in: use the product as usual. Otherwise reply to the invite e-mail and we will send you a new one.',
  welcomeTitle: 'Welcome to Synapse',
  welcomeBody:
    'Your access is active. Thank you for waiting with us: we will e-mail you everything you need to get started.',
} as const;
