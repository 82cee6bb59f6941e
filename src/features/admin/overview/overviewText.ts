import type { BreakdownRow, FunnelStep, Rate } from '@shared/analytics';
import { ENTRY_SOURCE_LABELS } from '../format';

const percentFormat = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });
const decimalFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/** "75%", "66.7%"; a share of nothing is a dash. */
export function percentText(rate: Rate): string {
  return rate === null ? '–' : percentFormat.format(rate);
}

/** The viral coefficient: "0.25". */
export function coefficientText(rate: Rate): string {
  return rate === null ? '–' : decimalFormat.format(rate);
}

export const FUNNEL_LABELS: Record<FunnelStep['step'], string> = {
  joined: 'Joined',
  confirmed: 'Confirmed',
  invited: 'Invited',
  activated: 'Activated',
};

/** "31 Jan 2026" for a YYYY-MM-DD day (a UTC day, as the server counts). */
export { formatDay as dayText } from '@shared/dateText';

/** Sources by their words ("Form"); other breakdowns show their values as they came. */
export function sourceRows(rows: BreakdownRow[]): BreakdownRow[] {
  return rows.map((row) => ({
    ...row,
    value: ENTRY_SOURCE_LABELS[row.value as keyof typeof ENTRY_SOURCE_LABELS] ?? row.value,
  }));
}

/** Today and `days - 1` days before it, as the period picker's shortcuts set them (UTC). */
export function lastDays(days: number, today = new Date()): { from: string; to: string } {
  const to = today.toISOString().slice(0, 10);
  const from = new Date(today.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}
