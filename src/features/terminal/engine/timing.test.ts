import { describe, expect, it } from 'vitest';
import { JOSH2_SETTINGS, JOSHUA_SETTINGS } from './constants';
import { josh2, joshua, sequence } from './testing';

describe('typing speeds and pauses (docs/product.md §9)', () => {
  it('/joshua types 20 ms per character, 5 ms for system lines, 300 ms between queued lines', () => {
    const reply = joshua().handle('1');
    const [status, ...rest] = reply.lines.slice(1);
    expect(status).toMatchObject({ speedMs: 5, delayMs: 0 });
    expect(rest.filter((line) => line.delayMs > 0).map((line) => line.delayMs)).toEqual([300]);
    const project = joshua().handle('2').lines[1];
    expect(project?.speedMs).toBe(20);
    expect(JOSHUA_SETTINGS).toMatchObject({ safetyTimeoutMs: 15_000, bootSafetyTimeoutMs: 60_000 });
  });

  it('/josh2 waits 500-1500 ms before a reply and 1.5-2.5 s between queued lines', () => {
    const low = josh2({ random: () => 0 }).handle('defcon 3').lines;
    expect(low[1]).toMatchObject({ delayMs: 500, speedMs: 200 });
    expect(low[2]).toMatchObject({ delayMs: 1500, speedMs: 200 });
    const high = josh2({ random: sequence(1) }).handle('defcon 3').lines;
    expect(high[1]?.delayMs).toBe(1500);
    expect(high[2]?.delayMs).toBe(2500);
    const status = josh2({ random: () => 0 }).handle('3').lines[1];
    expect(status).toMatchObject({ speedMs: 50 });
    expect(JOSH2_SETTINGS.safetyTimeoutMs).toBe(30_000);
  });
});

describe('voice', () => {
  it('is off until "voice on"; then every reply carries its text to speak', () => {
    const engine = josh2();
    expect(engine.handle('menu').effects).toEqual([]);
    const on = engine.handle('voice on');
    expect(on.effects).toEqual([
      { type: 'setVoice', on: true },
      { type: 'speak', text: 'VOICE OUTPUT ENABLED.' },
    ]);
    expect(engine.handle('level').effects).toEqual([
      { type: 'speak', text: 'DEFCON 5: PEACETIME, NORMAL READINESS' },
    ]);
    expect(engine.handle('voice off').effects).toEqual([{ type: 'setVoice', on: false }]);
  });

  it('the header toggle turns it on as well', () => {
    const engine = josh2();
    engine.setVoice(true);
    expect(engine.handle('status').effects).toContainEqual({
      type: 'speak',
      text: 'DEFCON 5: PEACETIME, NORMAL READINESS',
    });
  });

  it('"clear" asks the view to clear the screen', () => {
    expect(josh2().handle('clear').effects).toEqual([{ type: 'clear' }]);
  });
});
