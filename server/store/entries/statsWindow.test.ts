import { describe, expect, it } from 'vitest';
import { STATS_DAYS } from '../../../src/shared/index.js';
import { perDayCounts, statsDays } from './statsWindow.js';

describe('the stats window', () => {
  it('is STATS_DAYS UTC days ending today, across a month end, oldest first', () => {
    const days = statsDays(new Date('2026-03-02T23:59:00Z'));
    expect(days).toHaveLength(STATS_DAYS);
    expect(days[0]).toBe('2026-02-01');
    expect(days.at(-1)).toBe('2026-03-02');
  });

  it('counts 0 for a day without sign-ups and ignores days outside the window', () => {
    const days = statsDays(new Date('2026-03-02T12:00:00Z'));
    const counts = new Map([
      ['2026-03-02', 4],
      ['2025-12-31', 9],
    ]);
    const perDay = perDayCounts(days, counts);
    expect(perDay.at(-1)).toEqual({ day: '2026-03-02', count: 4 });
    expect(perDay.reduce((sum, day) => sum + day.count, 0)).toBe(4);
  });
});
