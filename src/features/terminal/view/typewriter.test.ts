import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutputLine } from '../engine';
import { ACTIVATION_SETTINGS, JOSH2_SETTINGS, JOSHUA_SETTINGS } from '../engine/constants';
import { playAll, slowest } from '../engine/testing';
import { Typewriter } from './typewriter';

const line = (text: string, extra: Partial<OutputLine> = {}): OutputLine => ({
  text,
  style: 'response',
  speedMs: 200,
  delayMs: 1000,
  ...extra,
});

// eslint-disable-next-line no-control-regex
const plain = (written: string[]) => written.join('').replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');

function setup(reducedMotion = false) {
  const written: string[] = [];
  const done: string[] = [];
  const typewriter = new Typewriter(
    { write: (text) => written.push(text), lineDone: (l) => done.push(l.text) },
    () => reducedMotion,
  );
  return { typewriter, written, done };
}

describe('Typewriter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('types character by character after the line delay', async () => {
    const { typewriter, written, done } = setup();
    const playing = typewriter.play([line('HELLO')], 30_000);
    await vi.advanceTimersByTimeAsync(1000 + 200 * 2);
    expect(plain(written)).toBe('HEL');
    await vi.advanceTimersByTimeAsync(1000);
    await playing;
    expect(plain(written)).toBe('HELLO\r\n');
    expect(done).toEqual(['HELLO']);
  });

  it('skip() finishes the whole reply at once', async () => {
    const { typewriter, written, done } = setup();
    const playing = typewriter.play([line('FIRST LINE'), line('SECOND LINE')], 30_000);
    await vi.advanceTimersByTimeAsync(1200);
    typewriter.skip();
    await playing;
    expect(plain(written)).toBe('FIRST LINE\r\nSECOND LINE\r\n');
    expect(done).toEqual(['FIRST LINE', 'SECOND LINE']);
  });

  it('reduced motion writes everything without waiting or scrambling', async () => {
    const { typewriter, written } = setup(true);
    await typewriter.play(
      [line('GLITCH', { scramble: { durationMs: 3000, ratio: 0.3 } }), line('AFTER')],
      30_000,
    );
    expect(plain(written)).toBe('GLITCH\r\nAFTER\r\n');
  });

  it('the safety time-out finishes a reply that runs too long', async () => {
    const { typewriter, done } = setup();
    const playing = typewriter.play([line('X'.repeat(500))], 15_000);
    await vi.advanceTimersByTimeAsync(15_000);
    await playing;
    expect(done).toHaveLength(1);
  });

  it('a glitch line is scrambled for its duration, then shown as written', async () => {
    const { typewriter, written } = setup();
    const playing = typewriter.play(
      [line('AB', { speedMs: 0, delayMs: 0, scramble: { durationMs: 3000, ratio: 1 } })],
      30_000,
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(written.join('')).not.toContain('AB\x1b[0m');
    await vi.advanceTimersByTimeAsync(3000);
    await playing;
    expect(written.at(-2)).toContain('AB');
    expect(plain(written).endsWith('AB\r\n')).toBe(true);
  });
});

describe('Typewriter at the engine pace, on a fixed clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['/josh2', JOSH2_SETTINGS],
    ['/joshua', JOSHUA_SETTINGS],
    ['/synapse', ACTIVATION_SETTINGS],
  ] as const)(
    '%s: every reply of normal play is typed in full before the safety cut',
    async (_, settings) => {
      const cuts: number[] = [];
      const typewriter = new Typewriter(
        { write: () => undefined, lineDone: () => undefined },
        () => false,
        {
          onSafetyCut: () => cuts.push(1),
        },
      );
      for (const reply of playAll(settings, slowest)) {
        let finished = false;
        const playing = typewriter.play(reply.lines, settings.safetyTimeoutMs).then(() => {
          finished = true;
        });
        await vi.advanceTimersByTimeAsync(settings.safetyTimeoutMs - 1);
        expect(finished).toBe(true);
        await playing;
      }
      expect(cuts).toEqual([]);
    },
  );

  it('keeps the pace when the speed is faster than a timer tick', async () => {
    const { typewriter, written } = setup();
    const playing = typewriter.play([line('ABCDEFGHIJ', { speedMs: 2, delayMs: 0 })], 30_000);
    await vi.advanceTimersByTimeAsync(17);
    expect(plain(written).length).toBeGreaterThanOrEqual(8);
    await vi.advanceTimersByTimeAsync(20);
    await playing;
    expect(plain(written)).toBe('ABCDEFGHIJ\r\n');
  });

  it('wraps between words to the terminal width', async () => {
    const written: string[] = [];
    const typewriter = new Typewriter(
      { write: (text) => written.push(text), lineDone: () => undefined, columns: () => 12 },
      () => true,
    );
    await typewriter.play([line('SHALL WE PLAY A GAME?')], 30_000);
    expect(plain(written)).toBe('SHALL WE\r\nPLAY A GAME?\r\n');
  });

  it('shows animation frames in place, then the final text', async () => {
    const { typewriter, written } = setup();
    const frames = { texts: ['A_', 'AB'], frameMs: 50 };
    const playing = typewriter.play([line('ABC', { speedMs: 0, delayMs: 0, frames })], 30_000);
    await vi.advanceTimersByTimeAsync(60);
    expect(written.join('')).toContain('AB');
    await vi.advanceTimersByTimeAsync(60);
    await playing;
    expect(plain(written).endsWith('ABC\r\n')).toBe(true);
  });
});
