import { useEffect, useState, type FormEvent } from 'react';
import { lastDays } from './overviewText';

const SHORTCUTS = [7, 30, 90] as const;

interface PeriodPickerProps {
  /** The period shown now (the server's answer, so a default period shows its days too). */
  from: string;
  to: string;
  onChange: (period: { from: string; to: string }) => void;
}

/** The period of the numbers: two dates, or a shortcut for the last 7, 30 or 90 days. */
export function PeriodPicker({ from, to, onChange }: PeriodPickerProps) {
  const [draft, setDraft] = useState({ from, to });
  // A shortcut, the address or the first answer changed the period: the fields follow it.
  useEffect(() => setDraft({ from, to }), [from, to]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  return (
    <form className="overview-period" aria-label="Period" onSubmit={submit}>
      <div className="admin-field">
        <label htmlFor="overview-from">From</label>
        <input
          id="overview-from"
          type="date"
          value={draft.from}
          max={draft.to}
          required
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
      </div>
      <div className="admin-field">
        <label htmlFor="overview-to">To</label>
        <input
          id="overview-to"
          type="date"
          value={draft.to}
          min={draft.from}
          required
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </div>
      <button type="submit" className="btn btn--primary admin-btn--small">
        Show
      </button>
      <div className="overview-period__shortcuts" role="group" aria-label="Shortcuts">
        {SHORTCUTS.map((days) => (
          <button
            key={days}
            type="button"
            className="btn btn--outline admin-btn--small"
            onClick={() => onChange(lastDays(days))}
          >
            Last {days} days
          </button>
        ))}
      </div>
    </form>
  );
}
