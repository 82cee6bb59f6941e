import type { ReactNode } from 'react';
import { LOOP_TEXT } from '../statusText';

/**
 * What a confirmation or invite link shows before anything is done (issue 24 item 11): whose it
 * is, and one button that does it. Opening a link never changes anything (a mail scanner opens
 * links and runs their scripts); only the button's POST does.
 */
export function LinkQuestion({
  id,
  title,
  question,
  action,
  pendingText,
  pending,
  onAction,
}: {
  id: string;
  title: string;
  question: ReactNode;
  action: string;
  pendingText: string;
  pending: boolean;
  onAction: () => void;
}) {
  return (
    <section className="loop-result" aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      <p>{question}</p>
      <p className="loop-actions">
        {/* aria-disabled, not disabled: focus stays on the button while it works. */}
        <button
          type="button"
          className="btn btn--primary"
          onClick={pending ? undefined : onAction}
          aria-disabled={pending || undefined}
        >
          {action}
        </button>
      </p>
      <p role="status">{pending ? pendingText : ''}</p>
      <p className="loop-result__note">{LOOP_TEXT.notYou}</p>
    </section>
  );
}
