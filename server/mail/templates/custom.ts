import {
  blocksText,
  mailBlocks,
  type Inline,
  type MailBlock,
} from '../../../src/shared/mailMarkdown.js';
import { fillFields } from '../../../src/shared/mailMarkdown.js';
import type { MergeValues } from '../../../src/shared/mailTemplates.js';
import { buttonHtml, escapeHtml, htmlFrame, MAIL_STYLES, textFrame } from './layout.js';
import type { MessageLinks, RenderedMail } from './index.js';

/** A template as the admin worded it (issue 28, item 4). */
export interface TemplateWords {
  subject: string;
  body: string;
}

function inlineHtml(parts: readonly Inline[]): string {
  return parts
    .map((part) => {
      let html = escapeHtml(part.text);
      if (part.bold) html = `<strong>${html}</strong>`;
      if (part.italic) html = `<em>${html}</em>`;
      if (part.href)
        html = `<a href="${escapeHtml(part.href)}" style="${MAIL_STYLES.link}">${html}</a>`;
      return html;
    })
    .join('');
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `<h1 style="${MAIL_STYLES.heading}">${inlineHtml(block.content)}</h1>`;
    case 'paragraph':
      return `<p style="${MAIL_STYLES.paragraph}">${block.lines.map(inlineHtml).join('<br>')}</p>`;
    case 'list':
      return `<ul style="${MAIL_STYLES.paragraph}padding-left:24px;">${block.items
        .map((item) => `<li>${inlineHtml(item)}</li>`)
        .join('')}</ul>`;
    case 'button':
      return buttonHtml(block.label, block.url);
  }
}

/**
 * An admin's template as a message: its subject and body with the fields filled, in the frame
 * every message has (the footer's status and unsubscribe links), with its text part.
 */
export function renderCustom(
  words: TemplateWords,
  values: MergeValues,
  links: Pick<MessageLinks, 'statusUrl' | 'unsubscribePageUrl'>,
): RenderedMail {
  const subject = fillFields(words.subject, values)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  const blocks = mailBlocks(words.body, values);
  const frame = {
    title: subject,
    preheader: '',
    statusUrl: links.statusUrl,
    unsubscribeUrl: links.unsubscribePageUrl,
  };
  return {
    subject,
    html: htmlFrame(frame, blocks.map(blockHtml).join('\n')),
    text: textFrame(frame, blocksText(blocks)),
  };
}
