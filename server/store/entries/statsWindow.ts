import { STATS_DAYS, type WaitlistStats } from '../../../src/shared/index.js';

/** The UTC days of the stats chart ending today, oldest first, as YYYY-MM-DD. */
export function statsDays(now: Date): string[] {
  const days: string[] = [];
  for (let offset = STATS_DAYS - 1; offset >= 0; offset -= 1) {
    const date = new Date(now);
    date.setUTCDate(date.getUTCDate() - offset);
    days.push(date.toISOString().slice(0, 10));
  }
  return days;
}

/** One count per day of the window; a day with no sign-ups counts 0. */
export function perDayCounts(
  days: readonly string[],
  counts: ReadonlyMap<string, number>,
): WaitlistStats['perDay'] {
  return days.map((day) => ({ day, count: counts.get(day) ?? 0 }));
}
