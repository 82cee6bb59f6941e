import type { EntrySource } from '@shared';

/** Numbers and times as the dashboard shows them (issue 20, finding 7): 100,000 and a date with a time. */
const numberFormat = new Intl.NumberFormat('en');
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Where a sign-up came from, in words: the totals and the table's Source column (issue 24 adds API). */
export const ENTRY_SOURCE_LABELS: Record<EntrySource, string> = {
  form: 'Form',
  terminal: 'Terminal',
  kiosk: 'Kiosk',
  api: 'API',
};

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}
