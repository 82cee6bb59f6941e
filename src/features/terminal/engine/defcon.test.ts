import { describe, expect, it } from 'vitest';
import { DEFCON_LEVELS } from './constants';
import { MENU_LINES, SCENARIO_MENU } from './messages';
import { josh2, run } from './testing';

describe('DEFCON', () => {
  it('has five levels with a colour and its description each, default 5', () => {
    expect(josh2().state.defcon).toBe(5);
    expect(
      Object.fromEntries(Object.entries(DEFCON_LEVELS).map(([k, v]) => [k, v.description])),
    ).toEqual({
      5: 'PEACETIME, NORMAL READINESS',
      4: 'INCREASED INTELLIGENCE WATCH',
      3: 'READINESS INCREASE',
      2: 'WAR IMMINENT',
      1: 'MAXIMUM READINESS, NUCLEAR WAR IMMINENT',
    });
    for (const level of Object.values(DEFCON_LEVELS))
      expect(level.colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('"defcon N" sets the level and tells the view', () => {
    const engine = josh2();
    const reply = engine.handle('defcon 3');
    expect(reply.effects).toEqual([{ type: 'setDefcon', level: 3 }]);
    expect(run(engine, 'defcon 4')).toEqual([
      'DEFCON LEVEL SET TO 4.',
      'DEFCON 4: INCREASED INTELLIGENCE WATCH',
    ]);
    expect(engine.state.defcon).toBe(4);
  });

  it('refuses a level outside 1-5', () => {
    const engine = josh2();
    expect(run(engine, 'defcon 7')).toEqual(['INVALID DEFCON LEVEL. USE A NUMBER FROM 1 TO 5.']);
    expect(engine.state.defcon).toBe(5);
  });

  it.each(['defcon status', 'status', 'level'])('"%s" reports the level', (input) => {
    expect(run(josh2(), input)).toEqual(['DEFCON 5: PEACETIME, NORMAL READINESS']);
  });

  it('plain "defcon" lowers by one, to a minimum of 1', () => {
    const engine = josh2();
    expect(run(engine, 'defcon')).toEqual(['DEFCON 4: INCREASED INTELLIGENCE WATCH']);
    run(engine, 'defcon', 'defcon', 'defcon');
    expect(engine.state.defcon).toBe(1);
    run(engine, 'defcon');
    expect(engine.state.defcon).toBe(1);
  });

  it('war or attack words lower it to 3 only when it is above 3', () => {
    const engine = josh2();
    expect(run(engine, 'prepare an attack')).toEqual([
      'HOSTILE INTENT DETECTED. READINESS INCREASED.',
      'DEFCON 3: READINESS INCREASE',
    ]);
    run(engine, 'defcon 2');
    run(engine, 'war');
    expect(engine.state.defcon).toBe(2);
  });

  it('does not mistake "software" for war', () => {
    const engine = josh2();
    run(engine, 'software');
    expect(engine.state.defcon).toBe(5);
  });

  it('missile or launch words set DEFCON 1', () => {
    const engine = josh2();
    const reply = engine.handle('launch the missiles');
    expect(reply.effects).toEqual([{ type: 'setDefcon', level: 1 }]);
    expect(run(josh2(), 'missile')).toContain('DEFCON 1: MAXIMUM READINESS, NUCLEAR WAR IMMINENT');
  });

  it('global thermonuclear war: DEFCON 2, the lighting alternative, "no" gives scenarios', () => {
    const engine = josh2();
    expect(run(engine, 'play global thermonuclear war')).toEqual([
      'GLOBAL THERMONUCLEAR WAR IS LOCKED.',
      'DEFCON 2: WAR IMMINENT',
      "WOULDN'T YOU PREFER A GOOD SIMULATION OF LIGHTING COMPONENTS? (YES/NO)",
    ]);
    expect(run(engine, 'no')).toEqual(SCENARIO_MENU);
    expect(run(engine, 'x')).toEqual(['INVALID SELECTION. PLEASE TRY AGAIN.', ...SCENARIO_MENU]);
    const choice = engine.handle('3');
    expect(choice.effects).toEqual([{ type: 'setDefcon', level: 1 }]);
    expect(choice.lines.map((line) => line.text)).toEqual([
      '> 3',
      'DEFCON 1: MAXIMUM READINESS, NUCLEAR WAR IMMINENT',
      'ACCESS DENIED: SECURITY PROTOCOLS ENGAGED',
    ]);
  });

  it('does not raise DEFCON when it is already below 2', () => {
    const engine = josh2();
    run(engine, 'defcon 1', 'global thermonuclear war');
    expect(engine.state.defcon).toBe(1);
  });

  it('scenario 6 returns to the menu; "yes" takes the lighting simulation', () => {
    const engine = josh2();
    run(engine, 'global thermonuclear war', 'no');
    expect(run(engine, '6')).toEqual([...MENU_LINES]);
    expect(engine.state.defcon).toBe(2);
    expect(run(engine, 'global thermonuclear war', 'yes')[0]).toBe(
      'EXCELLENT CHOICE. LIGHTING COMPONENT SIMULATION LOADED.',
    );
  });
});
