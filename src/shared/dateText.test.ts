import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDateTimeUtc, formatDay, formatTime } from './dateText';

const AT = '2026-11-28T14:05:09.123Z';

describe('the one date format (issue 44, item 4)', () => {
  it('writes a moment as "28 Nov 2026, 14:05" in the zone it is asked for', () => {
    expect(formatDateTime(AT, { timeZone: 'UTC' })).toBe('28 Nov 2026, 14:05');
    expect(formatDateTime(AT, { timeZone: 'Europe/Paris' })).toBe('28 Nov 2026, 15:05');
    expect(formatDateTime(new Date(AT), { timeZone: 'Asia/Tokyo' })).toBe('28 Nov 2026, 23:05');
  });

  it("moves the day with the viewer's zone and keeps a 24-hour clock past midnight", () => {
    expect(formatDateTime('2026-11-28T23:30:00Z', { timeZone: 'Asia/Kolkata' })).toBe(
      '29 Nov 2026, 05:00',
    );
    expect(formatDateTime('2026-11-29T04:07:00Z', { timeZone: 'America/New_York' })).toBe(
      '28 Nov 2026, 23:07',
    );
    expect(formatDateTime('2026-01-01T00:05:00Z', { timeZone: 'UTC' })).toBe('1 Jan 2026, 00:05');
  });

  it('names every month in three letters, September too', () => {
    const months = Array.from(
      { length: 12 },
      (_, index) =>
        formatDay(new Date(Date.UTC(2026, index, 15)), { timeZone: 'UTC' }).split(' ')[1],
    );
    expect(months).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
  });

  it('writes a calendar day (YYYY-MM-DD) as that day in every zone', () => {
    expect(formatDay('2026-11-23')).toBe('23 Nov 2026');
    expect(formatDay(AT, { timeZone: 'Pacific/Kiritimati' })).toBe('29 Nov 2026');
  });

  it('writes the time alone as 14:05', () => {
    expect(formatTime(AT, { timeZone: 'UTC' })).toBe('14:05');
  });

  it('says UTC on the dates e-mails carry', () => {
    expect(formatDateTimeUtc(AT)).toBe('28 Nov 2026, 14:05 UTC');
  });

  it('gives back what is not a date as it came, instead of "Invalid Date"', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDay('')).toBe('');
    expect(formatDateTimeUtc('never')).toBe('never');
  });
});
