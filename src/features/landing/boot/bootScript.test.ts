import { describe, expect, it } from 'vitest';
import { BOOT_LINES_PER_THEME } from '../constants';
import { BOOT_SCRIPTS, bootTimeline, pickBootTheme } from './bootScript';

describe('the boot sequence script', () => {
  it('has 15 scripted lines in each theme', () => {
    expect(BOOT_SCRIPTS.wopr.lines).toHaveLength(BOOT_LINES_PER_THEME);
    expect(BOOT_SCRIPTS.neural.lines).toHaveLength(BOOT_LINES_PER_THEME);
    expect(BOOT_SCRIPTS.wopr.title).toBe('W.O.P.R. system initialization');
  });

  it('picks either theme with even odds', () => {
    expect(pickBootTheme(() => 0.49)).toBe('wopr');
    expect(pickBootTheme(() => 0.5)).toBe('neural');
  });

  it('prints the first line after 200 ms and completes 800 ms after the last one', () => {
    const { lineTimes, completeAt } = bootTimeline('wopr', 2);
    expect(lineTimes[0]).toBe(200);
    expect(completeAt).toBe(lineTimes.at(-1)! + 800);
  });

  it('runs the pauses between lines twice as fast at the default speed factor of 2', () => {
    const slow = bootTimeline('neural', 1);
    const fast = bootTimeline('neural');
    expect(fast.lineTimes.at(-1)! - 200).toBe((slow.lineTimes.at(-1)! - 200) / 2);
    for (let i = 1; i < fast.lineTimes.length; i += 1) {
      expect(fast.lineTimes[i]!).toBeGreaterThan(fast.lineTimes[i - 1]!);
    }
  });
});
