import { shiftDay } from '@shared/analytics';

/** A calendar's month: its days as YYYY-MM-DD in weeks from Monday, null outside the month. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const start = new Date(`${first}T00:00:00Z`);
  // getUTCDay: Sunday 0; a week here starts on Monday.
  const lead = (start.getUTCDay() + 6) % 7;
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; day.startsWith(month); day = shiftDay(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** "2026-11" moved by `months`. */
export function shiftMonth(month: string, months: number): string {
  const [year, index] = month.split('-').map(Number);
  const total = year! * 12 + (index! - 1) + months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** The same day of the month `months` away, or that month's last day when it is shorter. */
export function shiftDayByMonths(day: string, months: number): string {
  const month = shiftMonth(day.slice(0, 7), months);
  const weeks = monthWeeks(month)
    .flat()
    .filter((value): value is string => value !== null);
  return weeks[Math.min(Number(day.slice(8)) - 1, weeks.length - 1)]!;
}

/** The period from two days picked in any order. */
export function orderedPeriod(a: string, b: string): { from: string; to: string } {
  return a <= b ? { from: a, to: b } : { from: b, to: a };
}

export const WEEKDAYS = [
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
  ['Su', 'Sunday'],
] as const;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
