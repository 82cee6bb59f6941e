import { describe, expect, it } from 'vitest';
import { monthWeeks, orderedPeriod, shiftDayByMonths, shiftMonth } from './calendar';

describe("the period picker's calendar", () => {
  it('lays a month out in weeks from Monday', () => {
    const weeks = monthWeeks('2026-11');
    // 1 Nov 2026 is a Sunday: six empty days lead.
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('moves by months across years, keeping the day where the month has it', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftDayByMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftDayByMonths('2024-03-15', -1)).toBe('2024-02-15');
  });

  it('takes two days in either order', () => {
    expect(orderedPeriod('2026-11-20', '2026-11-02')).toEqual({
      from: '2026-11-02',
      to: '2026-11-20',
    });
  });
});
