import { STATS_DAYS, type WaitlistEntry, type WaitlistStats } from '../../../src/shared/index.js';

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

/**
 * The stats of a list held by position: its size, its sources, and sign-ups per day of the window.
 */
export function statsOf(
  entries: readonly WaitlistEntry[],
  bySource: WaitlistStats['bySource'],
  now: Date,
): WaitlistStats {
  const days = statsDays(now);
  const firstDay = days[0]!;
  const counts = new Map<string, number>();
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const day = entries[index]!.createdAt.slice(0, 10);
    if (day < firstDay) continue;
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return { total: entries.length, bySource: { ...bySource }, perDay: perDayCounts(days, counts) };
}
