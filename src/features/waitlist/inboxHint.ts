import { LINE_WORDS, type JoinResponse } from '@shared';

/**
 * What the success panel says of the line (docs/product.md §29): a ticket until the
 * address is confirmed, a place once it is.
 */
export function standingText(result: JoinResponse): string {
  if (result.place !== undefined) return LINE_WORDS.yourPlace(result.place);
  return LINE_WORDS.yourTicket(result.position);
}

/** The "confirm to take your place" hint for a join answer, or null when none was sent. */
export function inboxHint(result: JoinResponse, kiosk: boolean): string | null {
  if (result.status !== 'waiting') return null;
  if (result.alreadyOnList) return LINE_WORDS.alreadyOnListHint;
  return kiosk ? LINE_WORDS.confirmHintKiosk : LINE_WORDS.confirmHint;
}
