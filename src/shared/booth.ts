import './zodConfig.js';
import { z } from 'zod';
import { apiPaths } from './apiPaths.js';
import type { LeadFields } from './leads.js';
import type { VisitorLinks } from './visitorLinks.js';

/**
 * The booth's operator contract (issue 26; docs/product.md §20): the PIN that guards the
 * staff panel, the admin behind it and exit, and what the staff panel shows. Only a server that
 * runs as a booth (the Electron kiosk, `npm run booth`) answers these calls.
 */
export const boothPaths = {
  booth: apiPaths.booth,
  pin: apiPaths.boothPin,
  unlock: apiPaths.boothUnlock,
  lock: apiPaths.boothLock,
  staff: apiPaths.boothStaff,
  staffSync: apiPaths.boothStaffSync,
  staffLead: apiPaths.boothStaffLead,
  exitPush: apiPaths.boothExitPush,
  staffPeople: apiPaths.boothStaffPeople,
  staffSignIn: apiPaths.boothStaffSignIn,
  visitorLinks: apiPaths.boothVisitorLinks,
} as const;

/** docs/product.md §20 "Booth operations": 5 wrong PINs lock the prompt for a minute. */
export const PIN_ATTEMPTS = 5;
export const PIN_LOCK_MS = 60_000;
/** An operator's unlock lasts this long after the last operator call, or until the idle reset. */
export const OPERATOR_IDLE_MS = 15 * 60_000;
/** Exit's last push waits at most this long for the web to take the sign-ups. */
export const EXIT_PUSH_MS = 15_000;
/** The thank-you stays this long without a tap, then the attract screen comes back (issue 39). */
export const THANK_YOU_MS = 20_000;
/** A kiosk's thank-you asks its server for the visitor's links this often while they are on
 * their way from the web, and stops after LINKS_WAIT_MS (they come by e-mail all the same). */
export const LINKS_POLL_MS = 1_000;
export const LINKS_WAIT_MS = 12_000;
/** How many of this booth's newest sign-ups the staff panel lists. */
export const STAFF_RECENT_COUNT = 10;

export const BOOTH_TEXTS = {
  pinFormat: 'The PIN is 4 to 8 digits.',
  pinWrong: 'That PIN is not right.',
  pinMismatch: 'The two PINs are not the same.',
  pinLocked: (seconds: number) =>
    `Too many wrong PINs. The prompt is locked; try again in ${seconds} s.`,
  pinAlreadySet: 'This booth already has a PIN. Enter it to go on.',
  pinNotSet: 'This booth has no PIN yet. Choose one first.',
  operatorNeeded: 'Enter the operator PIN first.',
  notABooth: 'This server is not a booth.',
  signUpNotFound: 'There is no sign-up with that id on this booth.',
  /** Sign-ups the web answered "erased" (issue 38, item 5): dropped from the queue, never resent. */
  erasedByOwner: (count: number) =>
    count === 1
      ? '1 sign-up was erased by its owner and removed from the sync queue.'
      : `${count} sign-ups were erased by their owners and removed from the sync queue.`,
} as const;

export const operatorPinSchema = z.object({
  pin: z.string({ error: BOOTH_TEXTS.pinFormat }).regex(/^\d{4,8}$/, BOOTH_TEXTS.pinFormat),
});

/** GET /api/booth: what the kiosk's site needs to know before the PIN. */
export interface BoothInfo {
  booth: true;
  /** Whether an operator PIN exists (KIOSK_PIN or one chosen at the first sign-in). */
  pinSet: boolean;
  /** Whether this browser's session has given the PIN (and not been locked since). */
  unlocked: boolean;
  /** While wrong PINs lock the prompt: the seconds left. */
  lockedForSeconds: number;
  /** The event its sign-ups go to (EVENT_NAME or Sync to web's), for the attract screen. */
  event: string | null;
}

/** A sign-up as staff see it: by name and company, never the e-mail address. */
export interface StaffSignUp {
  id: number;
  name: string;
  company: string;
  createdAt: string;
  /** What staff set on it (issue 27): rating, interests and note. */
  lead: LeadFields;
}

/** GET /api/booth/staff: the staff panel's counts. */
export interface StaffStatus {
  signUpsToday: number;
  total: number;
  /** Sign-ups stored here that the web has not taken yet (all of them while sync is off). */
  unsynced: number;
  /** Sign-ups the web answered "erased": their owner erased them, so they are not sent again. */
  erased: number;
  syncConfigured: boolean;
  /** The last time the web took every sign-up, or null. */
  lastSyncAt: string | null;
  /** Whether the web answered the last sync attempt; null while sync is off. */
  webAnswers: boolean | null;
  lastError: string | null;
  syncing: boolean;
  recent: StaffSignUp[];
  /** The event this booth signs visitors up for (the sync settings' event; '' when none). */
  event: string;
  /**
   * The interests staff may tick, as the web admin set them for the event and the booth last
   * fetched them with its sync key; null when the booth has never got a list.
   */
  interests: string[] | null;
}

/**
 * GET /api/booth/visitor-links/:ticket (issue 39, item 3): a kiosk visitor's links, which only the
 * web can make and the kiosk's sync brings back. `pending`: the sign-up is on its way to the web,
 * so the thank-you asks again; otherwise, without links, they come by e-mail.
 */
export interface KioskVisitorLinks {
  links: VisitorLinks | null;
  pending: boolean;
}
/** How long a kiosk keeps a visitor's links: the thank-you is over long before. */
export const VISITOR_LINKS_KEEP_MS = 10 * 60_000;
