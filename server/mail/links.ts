import { LOOP_API, LOOP_PAGES, type WaitlistEntry } from '../../src/shared/index.js';
import type { TemplateName } from '../loop/messages.js';
import type { LinkTokens } from '../loop/tokens.js';
import type { MessageLinks } from './templates/index.js';

/**
 * The links of one message, signed from the message's own creation time: every render of a
 * message (a retry, the admin's view) carries the same links.
 */
export function messageLinks(
  tokens: LinkTokens,
  publicUrl: string,
  template: TemplateName,
  entry: WaitlistEntry,
  createdAt: Date,
): MessageLinks {
  const status = tokens.sign('status', entry.id, createdAt);
  const links: MessageLinks = {
    statusUrl: publicUrl + LOOP_PAGES.status(status),
    unsubscribeUrl: publicUrl + LOOP_API.unsubscribe(status),
    unsubscribePageUrl: `${publicUrl}${LOOP_PAGES.status(status)}?unsubscribe=1`,
  };
  if (template === 'confirmation') {
    links.confirmUrl = publicUrl + LOOP_PAGES.confirm(tokens.sign('confirm', entry.id, createdAt));
  }
  if (template === 'invite' && entry.invitedAt) {
    const invitedAt = new Date(entry.invitedAt);
    links.inviteUrl =
      publicUrl +
      LOOP_PAGES.invite(tokens.sign('invite', entry.id, invitedAt, invitedAt.getTime()));
  }
  return links;
}
