import type { JoinResponse } from '@shared';
import { CHECK_INBOX_HINT } from './constants';

/** The "check your inbox" hint for a join answer, or null when no confirmation was sent. */
export function inboxHint(result: JoinResponse, kiosk: boolean): string | null {
  if (result.status !== 'waiting') return null;
  return kiosk ? CHECK_INBOX_HINT.kiosk : CHECK_INBOX_HINT.web;
}
