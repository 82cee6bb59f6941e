import type { MergeValues } from './mailTemplates.js';

/**
 * The small Markdown of the admin's e-mail templates (issue 28, item 4), read into blocks that the
 * server writes as the HTML and text parts and the editor draws as its preview: never HTML passed
 * through. Blank lines part paragraphs; "# " starts the heading, "- " a list item; **bold**,
 * *italic* and [words](link) inside; a paragraph that is one link alone is the message's button.
 * Merge fields ({{firstName}}) are filled in as text: a value is never read as Markdown.
 */

export interface Inline {
  text: string;
  bold?: true;
  italic?: true;
  /** A link's target: http(s) or mailto only. */
  href?: string;
}

export type MailBlock =
  | { kind: 'heading'; content: Inline[] }
  | { kind: 'paragraph'; lines: Inline[][] }
  | { kind: 'list'; items: Inline[][] }
  | { kind: 'button'; label: string; url: string };

/** Fills the merge fields of a text with their values (unknown ones become nothing). */
export function fillFields(text: string, values: MergeValues): string {
  return text.replace(/\{\{\s*([^{}]*?)\s*\}\}/g, (_match, field: string) =>
    field in values ? values[field as keyof MergeValues] : '',
  );
}

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/** A link's target once its fields are filled: kept only when it is http(s) or mailto. */
function linkTarget(raw: string, values: MergeValues): string | undefined {
  const url = fillFields(raw.trim(), values).trim();
  return SAFE_LINK.test(url) ? url : undefined;
}

/** One line's inline parts: links, bold and italic, fields filled in the words. */
function inlineOf(line: string, values: MergeValues): Inline[] {
  const parts: Inline[] = [];
  const pattern = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|\*([^*]+)\*|_([^_]+)_/g;
  let last = 0;
  const plain = (text: string) => {
    if (text) parts.push({ text: fillFields(text, values) });
  };
  for (const match of line.matchAll(pattern)) {
    plain(line.slice(last, match.index));
    const [, label, url, bold, star, underscore] = match;
    if (label !== undefined) {
      const href = linkTarget(url!, values);
      parts.push(
        href ? { text: fillFields(label, values), href } : { text: fillFields(label, values) },
      );
    } else if (bold !== undefined) {
      parts.push({ text: fillFields(bold, values), bold: true });
    } else {
      parts.push({ text: fillFields((star ?? underscore)!, values), italic: true });
    }
    last = match.index + match[0].length;
  }
  plain(line.slice(last));
  return parts;
}

const LONE_LINK = /^\[([^\]]+)\]\(([^)\s]+)\)$/;

/** The body's blocks, with `values` filled in. */
export function mailBlocks(body: string, values: MergeValues): MailBlock[] {
  const blocks: MailBlock[] = [];
  const chunks = body.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  for (const chunk of chunks) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    if (lines.length === 1 && lines[0]!.startsWith('# ')) {
      blocks.push({ kind: 'heading', content: inlineOf(lines[0]!.slice(2), values) });
    } else if (lines.every((line) => /^[-*] /.test(line))) {
      blocks.push({ kind: 'list', items: lines.map((line) => inlineOf(line.slice(2), values)) });
    } else if (lines.length === 1 && LONE_LINK.test(lines[0]!)) {
      const [, label, raw] = LONE_LINK.exec(lines[0]!)!;
      const url = linkTarget(raw!, values);
      blocks.push(
        url
          ? { kind: 'button', label: fillFields(label!, values), url }
          : { kind: 'paragraph', lines: [inlineOf(lines[0]!, values)] },
      );
    } else {
      blocks.push({ kind: 'paragraph', lines: lines.map((line) => inlineOf(line, values)) });
    }
  }
  return blocks;
}

/** The plain words of inline parts; a link's target follows its words. */
export function inlineText(parts: readonly Inline[]): string {
  return parts
    .map((part) =>
      part.href && part.href !== part.text ? `${part.text} (${part.href})` : part.text,
    )
    .join('');
}

/** The text part's body: the same words, every link written out. */
export function blocksText(blocks: readonly MailBlock[]): string {
  return blocks
    .map((block) => {
      switch (block.kind) {
        case 'heading':
          return inlineText(block.content);
        case 'paragraph':
          return block.lines.map(inlineText).join('\n');
        case 'list':
          return block.items.map((item) => `- ${inlineText(item)}`).join('\n');
        case 'button':
          return `${block.label}: ${block.url}`;
      }
    })
    .join('\n\n');
}
