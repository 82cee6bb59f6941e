import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { shiftDay } from '@shared/analytics';
import { formatDay } from '@shared/dateText';
import {
  MONTH_NAMES,
  monthWeeks,
  orderedPeriod,
  shiftDayByMonths,
  shiftMonth,
  WEEKDAYS,
} from './calendar';

interface DateRangePickerProps {
  from: string;
  to: string;
  /** The first year the year list offers. */
  firstYear: number;
  /** The last day that can be chosen (today). */
  lastDay: string;
  onChange: (period: { from: string; to: string }) => void;
}

/** Keys that move the focused day, as the WAI-ARIA date picker dialog has them. */
const MOVES: Record<string, (day: string) => string> = {
  ArrowLeft: (day) => shiftDay(day, -1),
  ArrowRight: (day) => shiftDay(day, 1),
  ArrowUp: (day) => shiftDay(day, -7),
  ArrowDown: (day) => shiftDay(day, 7),
  PageUp: (day) => shiftDayByMonths(day, -1),
  PageDown: (day) => shiftDayByMonths(day, 1),
  Home: (day) => shiftDay(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7)),
  End: (day) => shiftDay(day, 6 - ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7)),
};

/**
 * The overview's period (issue 44, item 4): one button that reads "1 Nov 2026 – 30 Nov 2026", in
 * the product's one date format, opening a calendar: a month and year to jump to, and the days;
 * the first day chosen starts the period and the second ends it. Arrows, Page Up/Down, Home and
 * End move between days, Enter chooses, Escape closes it back onto the button.
 */
export function DateRangePicker({ from, to, firstYear, lastDay, onChange }: DateRangePickerProps) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const grid = useRef<HTMLTableElement>(null);
  const [open, setOpen] = useState(false);
  const [focusDay, setFocusDay] = useState(to || lastDay);
  const [anchor, setAnchor] = useState<string | null>(null);
  const [moved, setMoved] = useState(false);
  const month = focusDay.slice(0, 7);

  useEffect(() => {
    if (!moved) return;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
    setMoved(false);
  }, [moved, focusDay]);

  // A click elsewhere on the page closes the calendar, as Escape does, without moving focus.
  useEffect(() => {
    if (!open) return;
    const away = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) {
        setOpen(false);
        setAnchor(null);
      }
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const close = () => {
    setOpen(false);
    setAnchor(null);
    button.current?.focus();
  };
  const openAt = () => {
    setFocusDay(to || lastDay);
    setAnchor(null);
    setOpen(true);
    setMoved(true);
  };
  const choose = (day: string) => {
    if (anchor === null) {
      setAnchor(day);
      setFocusDay(day);
      return;
    }
    onChange(orderedPeriod(anchor, day));
    close();
  };
  const onGridKey = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(focusDay);
    setFocusDay(next > lastDay ? lastDay : next);
    setMoved(true);
  };
  const jumpTo = (nextMonth: string) => {
    const day = Math.min(Number(focusDay.slice(8)), 28);
    const next = `${nextMonth}-${String(day).padStart(2, '0')}`;
    setFocusDay(next > lastDay ? lastDay : next);
  };

  const chosen = anchor ? orderedPeriod(anchor, anchor) : { from, to };
  const years = Array.from(
    { length: Number(lastDay.slice(0, 4)) - firstYear + 1 },
    (_, index) => firstYear + index,
  );
  return (
    <div className="date-range" ref={root}>
      <span className="date-range__label" id={`${id}-label`}>
        Period
      </span>
      <button
        ref={button}
        type="button"
        className="btn btn--outline date-range__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => (open ? close() : openAt())}
      >
        <span id={`${id}-value`}>
          {from && to ? `${formatDay(from)} – ${formatDay(to)}` : 'Choose the days'}
        </span>
      </button>
      {open && (
        <div
          role="dialog"
          aria-modal="false"
          aria-label="Choose the period"
          className="date-range__panel"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              close();
            }
          }}
        >
          <div className="date-range__head">
            <button
              type="button"
              className="btn btn--ghost admin-btn--small"
              aria-label="Previous month"
              onClick={() => jumpTo(shiftMonth(month, -1))}
            >
              ‹
            </button>
            <select
              aria-label="Month"
              value={month.slice(5)}
              onChange={(event) => jumpTo(`${month.slice(0, 4)}-${event.target.value}`)}
            >
              {MONTH_NAMES.map((name, index) => (
                <option key={name} value={String(index + 1).padStart(2, '0')}>
                  {name}
                </option>
              ))}
            </select>
            <select
              aria-label="Year"
              value={month.slice(0, 4)}
              onChange={(event) => jumpTo(`${event.target.value}-${month.slice(5)}`)}
            >
              {years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="btn btn--ghost admin-btn--small"
              aria-label="Next month"
              disabled={shiftMonth(month, 1) > lastDay.slice(0, 7)}
              onClick={() => jumpTo(shiftMonth(month, 1))}
            >
              ›
            </button>
          </div>
          <p className="date-range__hint" role="status">
            {anchor
              ? `From ${formatDay(anchor)}: now choose the last day.`
              : 'Choose the first day, then the last.'}
          </p>
          <table ref={grid} className="date-range__grid" onKeyDown={onGridKey}>
            <caption className="visually-hidden">
              {MONTH_NAMES[Number(month.slice(5)) - 1]} {month.slice(0, 4)}
            </caption>
            <thead>
              <tr>
                {WEEKDAYS.map(([short, name]) => (
                  <th key={short} scope="col" abbr={name}>
                    {short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(month).map((week, index) => (
                <tr key={index}>
                  {week.map((day, column) => (
                    <td key={day ?? `empty-${column}`}>
                      {day && (
                        <button
                          type="button"
                          data-day={day}
                          tabIndex={day === focusDay ? 0 : -1}
                          disabled={day > lastDay}
                          aria-label={formatDay(day)}
                          aria-pressed={day >= chosen.from && day <= chosen.to}
                          className={dayClass(day, chosen)}
                          onClick={() => choose(day)}
                          onFocus={() => setFocusDay(day)}
                        >
                          {Number(day.slice(8))}
                        </button>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" className="btn btn--ghost admin-btn--small" onClick={close}>
            Cancel
          </button>
        </div>
      )}
    </div>
  );
}

function dayClass(day: string, { from, to }: { from: string; to: string }): string {
  const edge = day === from || day === to ? ' date-range__day--edge' : '';
  const inside = day > from && day < to ? ' date-range__day--inside' : '';
  return `date-range__day${edge}${inside}`;
}
