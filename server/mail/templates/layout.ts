/** The product's dark look for e-mail: tables and inline styles only, no remote images or fonts. */
export const MAIL_COLORS = {
  bg: '#070b16',
  surface: '#0f172a',
  border: '#2a3856',
  fg: '#e6edf7',
  muted: '#a3b1c6',
  accent: '#38bdf8',
  onAccent: '#04111d',
  second: '#a78bfa',
} as const;

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface LayoutParts {
  /** Hidden preview line most clients show beside the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  statusUrl: string;
  unsubscribeUrl: string;
}

const c = MAIL_COLORS;

/** What every message has around its words, whoever wrote them: the footer's two links. */
export interface MailFrame {
  /** The HTML document's title. */
  title: string;
  preheader: string;
  statusUrl: string;
  unsubscribeUrl: string;
}

/** The HTML part's frame: one centred 560px table on the dark background, its footer's links. */
export function htmlFrame(frame: MailFrame, inner: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark"><meta name="supported-color-schemes" content="dark">
<title>${escapeHtml(frame.title)}</title></head>
<body style="margin:0;padding:0;background:${c.bg};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(frame.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${c.bg};"><tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;width:100%;background:${c.surface};border:1px solid ${c.border};border-radius:12px;">
<tr><td style="padding:28px 32px 8px;font:bold 24px ${FONT};color:${c.fg};">Synapse<span style="color:${c.second};">AI</span></td></tr>
<tr><td style="padding:8px 32px 8px;">
${inner}
</td></tr>
<tr><td style="padding:16px 32px 28px;border-top:1px solid ${c.border};font:13px/1.6 ${FONT};color:${c.muted};">
<a href="${escapeHtml(frame.statusUrl)}" style="color:${c.accent};">Your place in line and your data</a>
&nbsp;&middot;&nbsp;
<a href="${escapeHtml(frame.unsubscribeUrl)}" style="color:${c.accent};">Unsubscribe</a>
</td></tr>
</table></td></tr></table>
</body></html>`;
}

/** The text part's frame: the words, then the footer's links written out. */
export function textFrame(frame: Pick<MailFrame, 'statusUrl' | 'unsubscribeUrl'>, inner: string) {
  const lines = [
    inner.trimEnd(),
    '',
    '--',
    `Your place in line and your data: ${frame.statusUrl}`,
    `Unsubscribe: ${frame.unsubscribeUrl}`,
  ];
  return lines.join('\n') + '\n';
}

/** The styles of the message's words, for a template's blocks as for the defaults. */
export const MAIL_STYLES = {
  heading: `margin:0 0 16px;font:bold 22px/1.3 ${FONT};color:${c.fg};`,
  paragraph: `margin:0 0 16px;font:16px/1.6 ${FONT};color:${c.fg};`,
  link: `color:${c.accent};`,
} as const;

/** A call to action: the button, and its link written out for clients that hide buttons. */
export function buttonHtml(label: string, url: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>
<td style="border-radius:8px;background:${c.accent};">
<a href="${escapeHtml(url)}" style="display:inline-block;padding:14px 28px;font:bold 16px ${FONT};color:${c.onAccent};text-decoration:none;border-radius:8px;">${escapeHtml(label)}</a>
</td></tr></table>
<p style="margin:0 0 16px;font:13px/1.5 ${FONT};color:${c.muted};">Or paste this link into your browser:<br><a href="${escapeHtml(url)}" style="color:${c.accent};word-break:break-all;">${escapeHtml(url)}</a></p>`;
}

/** The HTML part of the default messages: their heading, paragraphs and button in the frame. */
export function htmlLayout(parts: LayoutParts): string {
  const paragraphs = parts.paragraphs
    .map((text) => `<p style="${MAIL_STYLES.paragraph}">${escapeHtml(text)}</p>`)
    .join('');
  const button = parts.button ? buttonHtml(parts.button.label, parts.button.url) : '';
  const heading = `<h1 style="${MAIL_STYLES.heading}">${escapeHtml(parts.heading)}</h1>`;
  return htmlFrame({ ...parts, title: parts.heading }, `${heading}\n${paragraphs}${button}`);
}

/** The plain-text part: the same words, every link written out. */
export function textLayout(parts: LayoutParts): string {
  const lines = [parts.heading, '', ...parts.paragraphs.flatMap((text) => [text, ''])];
  if (parts.button) lines.push(`${parts.button.label}: ${parts.button.url}`, '');
  return textFrame(parts, lines.join('\n'));
}
