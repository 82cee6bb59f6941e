import { LOOP_PAGES, referralUrl, type VisitorLinks } from '../../../src/shared/index.js';
import type { LoopContext } from '../../loop/loopContext.js';

/** The links a new sign-up takes away from a booth's thank-you, by entry id. */
export type VisitorLinksOf = (entryId: number) => Promise<VisitorLinks | undefined>;

/**
 * A tablet's thank-you (issue 39, item 3): the visitor's own status link (a QR code to take away)
 * and referral link, and whether a confirmation waits in their inbox. Given only to the device
 * key that created the entry, in its answer: never for an address that was on the list already.
 */
export function visitorLinksOf(loop: LoopContext): VisitorLinksOf {
  return async (entryId) => {
    const entry = await loop.store.findEntry(entryId);
    if (!entry) return undefined;
    const { publicUrl } = loop.settings();
    const statusToken = loop.tokens.sign('status', entry.id, loop.now());
    return {
      statusUrl: publicUrl + LOOP_PAGES.status(statusToken),
      referralUrl: referralUrl(publicUrl, entry.referralCode),
      confirmByMail: entry.status === 'waiting',
    };
  };
}
