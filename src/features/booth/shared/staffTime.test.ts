import { describe, expect, it } from 'vitest';
import { staffTime } from './staffTime';

describe('staffTime', () => {
  it('shows hours and minutes on a 24-hour clock, as "14:21"', () => {
    const afternoon = new Date(2027, 0, 7, 14, 21, 13).toISOString();
    expect(staffTime(afternoon)).toBe('14:21');
    expect(staffTime(new Date(2027, 0, 7, 9, 5).toISOString())).toBe('09:05');
  });
});
