import type { EntrySource } from '@shared';

/** Numbers as the dashboard shows them (issue 20, finding 7): 100,000. */
const numberFormat = new Intl.NumberFormat('en');

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

/** Dates come from the product's one helper (issue 44, item 4). */
export { formatDateTime } from '@shared/dateText';
