import { isPlainText } from '../../src/shared/index.js';

/**
 * What makes a name look like a link or an address to a mail client, which would make it one:
 * an @, a scheme (://), "www", or a dot between two letters or digits (www.evil.test, evil。test;
 * browsers read the ideographic and full-width stops as dots too).
 */
const LINK_LIKE = /@|:\/\/|\bwww\b|[\p{L}\p{N}][.。．｡][\p{L}\p{N}]/iu;

/** A name fit to greet someone with: plain text that no mail client turns into a link. */
export function isGreetableName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed !== '' && isPlainText(trimmed) && !LINK_LIKE.test(trimmed);
}

/**
 * The first line of every message (issue 24, item 8): "Hi Ada," or, when the first name is empty
 * or looks like a URL or an e-mail address, the neutral "Hi,". A stranger can sign anyone up, so
 * the name is theirs: a link in it would be a link in a mail sent from the site's own domain.
 */
export function greeting(firstName: string): string {
  return isGreetableName(firstName) ? `Hi ${firstName.trim()},` : 'Hi,';
}
