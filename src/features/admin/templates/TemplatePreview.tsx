import { Fragment, type ReactNode } from 'react';
import {
  blocksText,
  fillFields,
  mailBlocks,
  type Inline,
  type MailBlock,
} from '@shared/mailMarkdown';
import type { MergeValues } from '@shared/mailTemplates';

/** What the preview fills the fields with: a made-up person, as the test send does. */
export const SAMPLE_VALUES: MergeValues = {
  firstName: 'Ada',
  place: '7',
  total: '120',
  referralUrl: 'https://your-site.example/?ref=SAMPLE2345',
  statusUrl: 'https://your-site.example/status/…',
  confirmUrl: 'https://your-site.example/confirm/…',
  inviteUrl: 'https://your-site.example/invite/…',
  rewardName: "Founders' t-shirt",
};

function inline(parts: readonly Inline[]): ReactNode {
  return parts.map((part, index) => {
    let node: ReactNode = part.text;
    if (part.bold) node = <strong>{node}</strong>;
    if (part.italic) node = <em>{node}</em>;
    if (part.href) node = <span className="template-preview__link">{node}</span>;
    return <Fragment key={index}>{node}</Fragment>;
  });
}

function block(item: MailBlock, index: number): ReactNode {
  switch (item.kind) {
    case 'heading':
      return (
        <p key={index} className="template-preview__heading">
          {inline(item.content)}
        </p>
      );
    case 'paragraph':
      return (
        <p key={index}>
          {item.lines.map((line, at) => (
            <Fragment key={at}>
              {at > 0 && <br />}
              {inline(line)}
            </Fragment>
          ))}
        </p>
      );
    case 'list':
      return (
        <ul key={index}>
          {item.items.map((entry, at) => (
            <li key={at}>{inline(entry)}</li>
          ))}
        </ul>
      );
    case 'button':
      return (
        <p key={index}>
          <span className="template-preview__button">{item.label}</span>
        </p>
      );
  }
}

/**
 * The draft as it will read (issue 28, item 4): the HTML part drawn from the same blocks the
 * server writes (never the draft as HTML), in the message's frame with its footer, and the text
 * part. Links are shown, not followed.
 */
export function TemplatePreview({ subject, body }: { subject: string; body: string }) {
  const blocks = mailBlocks(body, SAMPLE_VALUES);
  const text = [
    blocksText(blocks),
    '',
    '--',
    `Your place in line and your data: ${SAMPLE_VALUES.statusUrl}`,
    `Unsubscribe: ${SAMPLE_VALUES.statusUrl}?unsubscribe=1`,
  ].join('\n');
  return (
    <div className="template-preview">
      <h3 className="template-preview__title">Preview for Ada (ticket #7 of 120)</h3>
      <p className="template-preview__subject">
        <span className="admin-muted">Subject: </span>
        {fillFields(subject, SAMPLE_VALUES)}
      </p>
      <div className="template-preview__mail" role="region" aria-label="HTML part" tabIndex={0}>
        <p className="template-preview__brand">
          Synapse<span>AI</span>
        </p>
        {blocks.map(block)}
        <p className="template-preview__footer">
          <span className="template-preview__link">Your place in line and your data</span> ·{' '}
          <span className="template-preview__link">Unsubscribe</span>
        </p>
      </div>
      <details>
        <summary>Text part</summary>
        <pre className="template-preview__text" tabIndex={0}>
          {text}
        </pre>
      </details>
    </div>
  );
}
