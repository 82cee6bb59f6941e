import { describe, expect, it } from 'vitest';
import { noPlaceText, placeText, positionText, STATUS_WORDS } from './statusText';

describe('status page texts', () => {
  it('shows the place in line as "#N of M" with thousands separators', () => {
    expect(placeText(3, 12)).toBe('#3 of 12');
    expect(placeText(1204, 25000)).toBe('#1,204 of 25,000');
  });

  it('shows the ticket number with a hash', () => {
    expect(positionText(2048)).toBe('#2,048');
  });

  it('names every lifecycle status in words, none alike', () => {
    const labels = Object.values(STATUS_WORDS).map((words) => words.label);
    expect(new Set(labels).size).toBe(4);
    expect(STATUS_WORDS.waiting.detail).toContain('confirmation link');
  });

  it('explains a missing place by the status', () => {
    expect(noPlaceText('waiting')).toMatch(/confirm/);
    expect(noPlaceText('invited')).toMatch(/through the line/);
    expect(noPlaceText('activated')).toMatch(/through the line/);
    expect(noPlaceText('confirmed')).toMatch(/reviewed/);
  });
});
