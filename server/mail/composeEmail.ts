import type { WaitlistEntry } from '../../src/shared/index.js';
import { isEmailPayload } from '../loop/messages.js';
import type { LinkTokens } from '../loop/tokens.js';
import type { OutboxMessage, PlaceInLine } from '../store/loop/loopTypes.js';
import { messageLinks } from './links.js';
import type { LoopSettings } from './loopSettings.js';
import { renderCustom, type TemplateWords } from './templates/custom.js';
import { renderTemplate } from './templates/index.js';
import { mergeValues } from './templates/mergeValues.js';

/** An e-mail ready for nodemailer, and for the admin's outbox view. */
export interface ComposedEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable across retries and processes: the outbox id at PUBLIC_URL's host. */
  messageId: string;
  headers: Record<string, string>;
}

export function messageIdFor(id: number, publicUrl: string): string {
  return `<outbox-${id}@${new URL(publicUrl).hostname}>`;
}

/** Renders an outbox e-mail with its entry as it is now; null when it is not one of ours. */
export function composeEmail(
  message: OutboxMessage,
  entry: WaitlistEntry,
  settings: LoopSettings,
  tokens: LinkTokens,
  /** The admin's wording of this template (issue 28), with the entry's place when it asks for it. */
  custom?: { words: TemplateWords; line: PlaceInLine | null },
): ComposedEmail | null {
  if (message.kind !== 'email' || !isEmailPayload(message.payload)) return null;
  const template = message.payload.template;
  const links = messageLinks(
    tokens,
    settings.publicUrl,
    template,
    entry,
    new Date(message.createdAt),
  );
  // The frame, the text part and List-Unsubscribe below stay whatever the admin wrote.
  const rewardName = message.payload.rewardName ?? '';
  const rendered = custom
    ? renderCustom(
        custom.words,
        mergeValues(entry, links, custom.line, settings.publicUrl, rewardName),
        links,
      )
    : renderTemplate(template, entry, links, rewardName);
  return {
    from: settings.mailFrom,
    to: message.to,
    ...rendered,
    messageId: messageIdFor(message.id, settings.publicUrl),
    headers: {
      'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
