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

/** The HTML part: one centred 560px table on the dark background. */
export function htmlLayout(parts: LayoutParts): string {
  const paragraphs = parts.paragraphs
    .map(
      (text) =>
        `<p style="margin:0 0 16px;font:16px/1.6 ${FONT};color:${c.fg};">${escapeHtml(text)}</p>`,
    )
    .join('');
  const button = parts.button
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>
<td style="border-radius:8px;background:${c.accent};">
<a href="${escapeHtml(parts.button.url)}" style="display:inline-block;padding:14px 28px;font:bold 16px ${FONT};color:${c.onAccent};text-decoration:none;border-radius:8px;">${escapeHtml(parts.button.label)}</a>
</td></tr></table>
<p style="margin:0 0 16px;font:13px/1.5 ${FONT};color:${c.muted};">Or paste this link into your browser:<br><a href="${escapeHtml(parts.button.url)}" style="color:${c.accent};word-break:break-all;">${escapeHtml(parts.button.url)}</a></p>`
    : '';
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark"><meta name="supported-color-schemes" content="dark">
<title>${escapeHtml(parts.heading)}</title></head>
<body style="margin:0;padding:0;background:${c.bg};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(parts.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${c.bg};"><tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;width:100%;background:${c.surface};border:1px solid ${c.border};border-radius:12px;">
<tr><td style="padding:28px 32px 8px;font:bold 24px ${FONT};color:${c.fg};">Synapse<span style="color:${c.second};">AI</span></td></tr>
<tr><td style="padding:8px 32px 8px;">
<h1 style="margin:0 0 16px;font:bold 22px/1.3 ${FONT};color:${c.fg};">${escapeHtml(parts.heading)}</h1>
${paragraphs}${button}
</td></tr>
<tr><td style="padding:16px 32px 28px;border-top:1px solid ${c.border};font:13px/1.6 ${FONT};color:${c.muted};">
<a href="${escapeHtml(parts.statusUrl)}" style="color:${c.accent};">Your place in line and your data</a>
&nbsp;&middot;&nbsp;
<a href="${escapeHtml(parts.unsubscribeUrl)}" style="color:${c.accent};">Unsubscribe</a>
</td></tr>
</table></td></tr></table>
</body></html>`;
}

/** The plain-text part: the same words, every link written out. */
export function textLayout(parts: LayoutParts): string {
  const lines = [parts.heading, '', ...parts.paragraphs.flatMap((text) => [text, ''])];
  if (parts.button) lines.push(`${parts.button.label}: ${parts.button.url}`, '');
  lines.push(
    '--',
    `Your place in line and your data: ${parts.statusUrl}`,
    `Unsubscribe: ${parts.unsubscribeUrl}`,
  );
  return lines.join('\n') + '\n';
}
