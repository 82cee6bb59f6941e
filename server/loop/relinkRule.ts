import type { WaitlistEntry } from '../../src/shared/index.js';

/** A link goes out again at most this often (docs/product.md §16 "The waitlist loop"). */
export const RELINK_INTERVAL_MS = 10 * 60 * 1000;

/**
 * How long until a link may go out again for `entry` (0: now). The one rule for sending a link
 * again, by a repeated join (store/loop/joinMessages.ts; PostgreSQL's form is its SQL beside it)
 * or by the visitor's "Send the confirmation again" (issue 44); the admin's resend is not limited
 * (the admin asked) but moves the same clock.
 */
export function relinkWaitMs(entry: Pick<WaitlistEntry, 'linkSentAt'>, now: Date): number {
  if (!entry.linkSentAt) return 0;
  return Math.max(0, Date.parse(entry.linkSentAt) + RELINK_INTERVAL_MS - now.getTime());
}
