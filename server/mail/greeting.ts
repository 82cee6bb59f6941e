import { isShowableName } from '../../src/shared/index.js';

/**
 * The first line of every message (issue 24, item 8): "Hi Ada," or, when the first name is empty
 * or looks like a URL or an e-mail address (isShowableName), the neutral "Hi,". A stranger can
 * sign anyone up, so the name is theirs: a link in it would be a link in a mail sent from the
 * site's own domain.
 */
export function greeting(firstName: string): string {
  return isShowableName(firstName) ? `Hi ${firstName.trim()},` : 'Hi,';
}
