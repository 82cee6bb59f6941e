import { useId, useState, type FormEvent } from 'react';
import { formatNumber } from '../format';

interface WaitlistPagerProps {
  offset: number;
  pageSize: number;
  matching: number;
  onGo: (offset: number) => void;
  /** The navigation landmark's name: which list these pages are of. */
  label?: string;
}

/** First, previous, a page jump, next and last (issue 20, finding 7); the server pages. */
export function WaitlistPager({
  offset,
  pageSize,
  matching,
  onGo,
  label = 'Waitlist pages',
}: WaitlistPagerProps) {
  const id = useId();
  const pages = Math.max(1, Math.ceil(matching / pageSize));
  const current = Math.floor(offset / pageSize) + 1;
  const [typed, setTyped] = useState('');
  const goToPage = (page: number) => onGo((Math.min(Math.max(page, 1), pages) - 1) * pageSize);
  const onJump = (event: FormEvent) => {
    event.preventDefault();
    const page = Number.parseInt(typed.replace(/[^\d]/g, ''), 10);
    if (Number.isSafeInteger(page)) goToPage(page);
    setTyped('');
  };
  const atStart = current <= 1;
  const atEnd = current >= pages;
  return (
    <nav aria-label={label} className="admin-paging">
      <button
        type="button"
        className="btn btn--outline admin-btn--small"
        disabled={atStart}
        onClick={() => goToPage(1)}
      >
        First
      </button>
      <button
        type="button"
        className="btn btn--outline admin-btn--small"
        disabled={atStart}
        onClick={() => goToPage(current - 1)}
      >
        Previous
      </button>
      <span>
        Page {formatNumber(current)} of {formatNumber(pages)}
      </span>
      <button
        type="button"
        className="btn btn--outline admin-btn--small"
        disabled={atEnd}
        onClick={() => goToPage(current + 1)}
      >
        Next
      </button>
      <button
        type="button"
        className="btn btn--outline admin-btn--small"
        disabled={atEnd}
        onClick={() => goToPage(pages)}
      >
        Last
      </button>
      <form className="admin-paging__jump" onSubmit={onJump}>
        <label htmlFor={`${id}-page`}>Go to page</label>
        <input
          id={`${id}-page`}
          inputMode="numeric"
          size={6}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="btn btn--outline admin-btn--small">
          Go
        </button>
      </form>
    </nav>
  );
}
