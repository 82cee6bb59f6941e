import { DateRangePicker } from './DateRangePicker';
import { lastDays } from './overviewText';

const SHORTCUTS = [7, 30, 90] as const;
/** How many years back the calendar's year list reaches. */
const YEARS_BACK = 10;

interface PeriodPickerProps {
  /** The period shown now (the server's answer, so a default period shows its days too). */
  from: string;
  to: string;
  onChange: (period: { from: string; to: string }) => void;
}

/** The period of the numbers: two days from the calendar, or the last 7, 30 or 90 days. */
export function PeriodPicker({ from, to, onChange }: PeriodPickerProps) {
  const today = lastDays(1).to;
  return (
    <div className="overview-period" role="group" aria-label="Period of the numbers">
      <DateRangePicker
        from={from}
        to={to}
        firstYear={Number(today.slice(0, 4)) - YEARS_BACK}
        lastDay={today}
        onChange={onChange}
      />
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
    </div>
  );
}
