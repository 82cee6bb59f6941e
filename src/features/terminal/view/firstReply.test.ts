import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsoleEngine, type VariantSettings } from '../engine';
import { JOSH2_SETTINGS, JOSHUA_SETTINGS } from '../engine/constants';
import { MENU_LINES } from '../engine/messages';
import { FIXED_NOW, glitchy, NORMAL_PLAY, seeded, slowest } from '../engine/testing';
import { ReplyQueue } from './replyQueue';
import { Typewriter } from './typewriter';

/** Issue 30: what a visitor who typed during the boot waits for once the line is sent. */
const FIRST_REPLY_MS = 2000;
const SEEDS = Array.from({ length: 50 }, (_, seed) => seed + 1);

/**
 * A console as useConsole drives it (engine, reply queue, typewriter) on a fixed fake clock: the
 * greeting is queued while the screen is still opening, as on /josh2 right after the boot.
 */
function consoleOpening(settings: VariantSettings, random: () => number) {
  const engine = new ConsoleEngine({
    ...settings,
    glitches: true,
    random,
    now: () => FIXED_NOW,
    overrideCode: 'CPE1704TKS',
    synapseActivated: false,
  });
  const openedAt = Date.now();
  const shown: { text: string; atMs: number }[] = [];
  const typewriter = new Typewriter(
    {
      write: () => {},
      lineDone: (line) => shown.push({ text: line.text, atMs: Date.now() - openedAt }),
    },
    () => false,
  );
  let openScreen = () => {};
  const screen = new Promise<void>((resolve) => (openScreen = resolve));
  const queue = new ReplyQueue(screen, {
    finishTyping: () => typewriter.skip(),
    onIdle: () => {},
  });
  queue.add((atOnce) =>
    typewriter.play(engine.boot().lines, settings.bootSafetyTimeoutMs, { atOnce: atOnce() }),
  );
  const send = (input: string) =>
    queue.addVisitorLine((atOnce) =>
      typewriter.play(engine.handle(input).lines, settings.safetyTimeoutMs, { atOnce: atOnce() }),
    );
  const echoOf = (input: string) => shown.findIndex((line) => line.text === `> ${input}`);
  /** When the first line after the echo of `input` was fully on screen, or null. */
  const answeredAtMs = (input: string) => shown[echoOf(input) + 1]?.atMs ?? null;
  /** What was on screen before the echo of `input`. */
  const before = (input: string) => shown.slice(0, Math.max(0, echoOf(input)));
  const nowMs = () => Date.now() - openedAt;
  return { engine, shown, send, openScreen, answeredAtMs, before, nowMs };
}

describe('the first reply to a line typed during the boot (issue 30)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(FIXED_NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('a line sent before the screen opens finishes the greeting at once and is answered within 2 s', async () => {
    const cases: [VariantSettings, () => number][] = [
      [JOSH2_SETTINGS, slowest],
      [JOSH2_SETTINGS, glitchy],
      [JOSHUA_SETTINGS, glitchy],
      ...SEEDS.map((seed): [VariantSettings, () => number] => [JOSH2_SETTINGS, seeded(seed)]),
    ];
    for (const [settings, random] of cases) {
      const terminal = consoleOpening(settings, random);
      terminal.send('help');
      terminal.openScreen();
      await vi.advanceTimersByTimeAsync(FIRST_REPLY_MS);
      const greeting = terminal.before('help');
      expect(greeting.length).toBeGreaterThan(MENU_LINES.length);
      expect(greeting.every((line) => line.atMs === 0)).toBe(true);
      expect(terminal.answeredAtMs('help')).toBeLessThanOrEqual(FIRST_REPLY_MS);
      await vi.runAllTimersAsync();
    }
  });

  it('whatever the first line is, its reply starts within 1.5 s, with no glitch before it', () => {
    for (const random of [glitchy, slowest, seeded(1), seeded(2), seeded(3)]) {
      for (const input of new Set(NORMAL_PLAY)) {
        const { engine } = consoleOpening(JOSH2_SETTINGS, random);
        engine.boot();
        const [, first] = engine.handle(input).lines;
        if (!first) continue;
        expect(first.scramble).toBeUndefined();
        expect(first.delayMs).toBeLessThanOrEqual(JOSH2_SETTINGS.replyDelayMs[1]);
      }
    }
  });

  it('nobody waiting: the greeting keeps its pace, 200 ms a character', async () => {
    const terminal = consoleOpening(JOSH2_SETTINGS, seeded(7));
    terminal.openScreen();
    await vi.advanceTimersByTimeAsync(FIRST_REPLY_MS);
    expect(terminal.shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(JOSH2_SETTINGS.bootSafetyTimeoutMs);
    expect(terminal.shown.length).toBeGreaterThan(MENU_LINES.length);
    expect(terminal.shown.at(-1)?.atMs).toBeGreaterThan(15_000);
  });

  it('a second line sent while the first reply types finishes it and waits at the usual pace itself', async () => {
    const terminal = consoleOpening(JOSH2_SETTINGS, slowest);
    terminal.openScreen();
    terminal.send('menu');
    await vi.advanceTimersByTimeAsync(FIRST_REPLY_MS);
    terminal.send('level');
    await vi.advanceTimersByTimeAsync(0);
    expect(terminal.before('level').map((line) => line.text)).toContain(MENU_LINES.at(-1));
    const sentAtMs = terminal.nowMs();
    await vi.advanceTimersByTimeAsync(JOSH2_SETTINGS.safetyTimeoutMs);
    // Not skipped: its first line waited the reply delay and was typed a character at a time.
    expect(terminal.answeredAtMs('level')).toBeGreaterThan(sentAtMs + 1000);
  });
});
