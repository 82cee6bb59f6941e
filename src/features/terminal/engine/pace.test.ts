import { describe, expect, it } from 'vitest';
import { ACTIVATION_SETTINGS, JOSH2_SETTINGS, JOSHUA_SETTINGS } from './constants';
import { ConsoleEngine } from './engine';
import { fitToBudget, replyDurationMs } from './pace';
import { FIXED_NOW, glitchy, playAll, slowest } from './testing';
import type { OutputLine } from './types';

describe('pace: no reply reaches the safety cut (docs/product.md §9)', () => {
  it.each([
    ['/josh2', JOSH2_SETTINGS],
    ['/joshua', JOSHUA_SETTINGS],
    ['/synapse', ACTIVATION_SETTINGS],
  ] as const)('%s: every reply of normal play ends before its safety time-out', (_, settings) => {
    for (const random of [slowest, glitchy]) {
      const replies = playAll(settings, random);
      const longest = Math.max(...replies.map((reply) => replyDurationMs(reply.lines)));
      expect(longest).toBeGreaterThan(0);
      expect(longest).toBeLessThan(settings.safetyTimeoutMs);
    }
  });

  it('short replies keep the product speeds; long ones are typed faster, pauses kept', () => {
    const line = (text: string): OutputLine => ({
      text,
      style: 'response',
      speedMs: 200,
      delayMs: 1000,
    });
    const short = [line('HELLO')];
    expect(fitToBudget(short, 24_000)).toEqual(short);
    const long = [line('X'.repeat(100)), line('Y'.repeat(100))];
    const fitted = fitToBudget(long, 24_000);
    expect(fitted.map((l) => l.delayMs)).toEqual([1000, 1000]);
    expect(replyDurationMs(fitted)).toBeLessThanOrEqual(24_000);
    expect(fitted[0]?.speedMs).toBeCloseTo(110, 5);
  });

  it('/synapse connects one agent every 700 ms, each line at once', () => {
    const engine = new ConsoleEngine({
      ...ACTIVATION_SETTINGS,
      random: slowest,
      now: () => FIXED_NOW,
      overrideCode: 'X',
      synapseActivated: false,
      startAt: 'boot',
    });
    const connects = engine.boot().lines.filter((l) => l.text.startsWith('CONNECTING AGENT'));
    expect(connects).toHaveLength(7);
    for (const connect of connects) expect(connect).toMatchObject({ delayMs: 700, speedMs: 0 });
  });
});
