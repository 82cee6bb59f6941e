import { describe, expect, it } from 'vitest';
import { aheadOfYouText, formatCount } from './format';

describe('waitlist numbers', () => {
  it('formats counts with US thousands separators', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(247)).toBe('247');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('says how many people are ahead in line', () => {
    expect(aheadOfYouText(12345)).toBe('12,345 people are ahead of you in line');
    expect(aheadOfYouText(2)).toBe('2 people are ahead of you in line');
  });

  it('says "1 person is" for one, and invites the first sign-up on an empty list', () => {
    expect(aheadOfYouText(1)).toBe('1 person is ahead of you in line');
    expect(aheadOfYouText(0)).toBe('Nobody is ahead of you in line yet');
  });
});
