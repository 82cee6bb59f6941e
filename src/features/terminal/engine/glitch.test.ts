import { describe, expect, it } from 'vitest';
import { scrambleText } from './glitch';
import { FATAL_ERROR_LINES, GLITCH_MESSAGES, MENU_LINES } from './messages';
import type { ConsoleEngine } from './engine';
import { josh2, joshua, texts } from './testing';

/**
 * The engine once its first reply (never glitched) is given: the chances of docs/product.md §9.8
 * apply from here.
 */
function pastFirstReply(engine: ConsoleEngine): ConsoleEngine {
  engine.handle('menu');
  return engine;
}

describe('glitches', () => {
  it('the first reply carries no glitch nor fatal error, whatever the rolls', () => {
    for (const roll of [0.01, 0.1]) {
      for (const engine of [
        josh2({ glitches: true, random: () => roll }),
        joshua({ glitches: true, random: () => roll }),
      ]) {
        expect(texts(engine.handle('menu'))).toEqual([...MENU_LINES]);
        expect(texts(engine.handle('menu'))).not.toEqual([...MENU_LINES]);
      }
    }
  });

  it('a roll under 15% prefixes a glitch message scrambled for 3 s on 30% of characters', () => {
    const engine = pastFirstReply(josh2({ glitches: true, random: () => 0.1 }));
    const reply = engine.handle('menu');
    const glitch = reply.lines[1];
    expect(GLITCH_MESSAGES).toContain(glitch?.text);
    expect(glitch?.scramble).toEqual({ durationMs: 3000, ratio: 0.3 });
    expect(texts(reply).slice(1)).toEqual([...MENU_LINES]);
  });

  it('a roll at or above 15% leaves the reply clean', () => {
    const engine = pastFirstReply(josh2({ glitches: true, random: () => 0.15 }));
    expect(texts(engine.handle('menu'))).toEqual([...MENU_LINES]);
  });

  it('a roll under 5% gives the fake fatal error and reboot, then 3 clean replies', () => {
    const engine = pastFirstReply(joshua({ glitches: true, random: () => 0.01 }));
    const fatal = texts(engine.handle('menu'));
    expect(fatal.slice(0, FATAL_ERROR_LINES.length)).toEqual(FATAL_ERROR_LINES);
    expect(fatal.slice(FATAL_ERROR_LINES.length)).toEqual([...MENU_LINES]);
    for (let reply = 0; reply < 3; reply += 1) {
      expect(texts(engine.handle('menu'))).toEqual([...MENU_LINES]);
    }
    expect(texts(engine.handle('menu')).slice(0, FATAL_ERROR_LINES.length)).toEqual(
      FATAL_ERROR_LINES,
    );
  });

  it('the clean replies after a fatal error carry no glitch message either', () => {
    let roll = 0.01;
    const engine = pastFirstReply(josh2({ glitches: true, random: () => roll }));
    expect(texts(engine.handle('menu'))[0]).toBe(FATAL_ERROR_LINES[0]);
    roll = 0.1; // from now on every roll would glitch
    for (let reply = 0; reply < 3; reply += 1) {
      expect(engine.handle('menu').lines.some((line) => line.scramble)).toBe(false);
    }
    expect(engine.handle('menu').lines.some((line) => line.scramble)).toBe(true);
  });

  it('the boot and blank input are never glitched', () => {
    const engine = josh2({ glitches: true, random: () => 0.01 });
    expect(texts(engine.boot())).not.toContain(FATAL_ERROR_LINES[0]);
    expect(engine.handle('').lines).toEqual([]);
  });

  it('scrambles about the given share of characters, keeping spaces and length', () => {
    const text = 'SIGNAL INTERFERENCE DETECTED';
    expect(scrambleText(text, 0.3, () => 0.99)).toBe(text);
    const scrambled = scrambleText(text, 0.3, () => 0.1);
    expect(scrambled).toHaveLength(text.length);
    expect(scrambled.split(' ').map((word) => word.length)).toEqual([6, 12, 8]);
    expect(scrambled).not.toBe(text);
  });
});
