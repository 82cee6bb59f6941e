import { isPlainText } from './schemas.js';

/**
 * What makes a name look like a link or an address to a mail client or a browser, which would
 * make it one: an @, a scheme (://), "www", or a dot between two letters or digits
 * (www.evil.test, evil。test; browsers read the ideographic and full-width stops as dots too).
 */
const LINK_LIKE = /@|:\/\/|\bwww\b|[\p{L}\p{N}][.。．｡][\p{L}\p{N}]/iu;

/**
 * A name fit to show: plain text that looks like no link and no e-mail address. A stranger can
 * sign anyone up, so the name is theirs: the e-mails greet with it (a link in it would be a link
 * in a mail from the site's own domain), and the public leaderboard shows it (docs/product.md §24:
 * never an e-mail address). Any other name shows as nothing of the person's.
 */
export function isShowableName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed !== '' && isPlainText(trimmed) && !LINK_LIKE.test(trimmed);
}
