import { describe, expect, it } from 'vitest';
import { GAME_LIST_LINES, MENU_LINES } from '../messages';
import { josh2, joshua, run, texts } from '../testing';
import { crackFrames, FRAMES_PER_LOCK } from './crack';
import { FILM_GAME_LIST } from './filmText';
import { LEARNING_GAMES } from './learning';

describe("the film's scenes", () => {
  it('LOGON: at /joshua, JOSHUA is the backdoor into the persona', () => {
    const engine = joshua();
    expect(run(engine, 'logon')).toEqual(['LOGON:']);
    expect(run(engine, 'help logon')).toEqual(['HELP NOT AVAILABLE.', 'LOGON:']);
    const lines = run(engine, 'Joshua');
    expect(lines.slice(0, 2)).toEqual([
      'GREETINGS PROFESSOR FALKEN.',
      'IDENTITY CONFIRMED. WELCOME BACK, JOSHUA.',
    ]);
    expect(engine.state.persona).toBe(true);
  });

  it('LOGON: refuses anyone else with the product words, and keeps them elsewhere', () => {
    const engine = joshua();
    run(engine, 'logon');
    expect(run(engine, 'falken')).toEqual([
      'IDENTIFICATION NOT RECOGNIZED BY SYSTEM.',
      'ACCESS DENIED. PASSWORD INCORRECT.',
    ]);
    expect(engine.state.prompt).toBeNull();
    expect(run(josh2(), 'logon')).toEqual(['ACCESS DENIED. PASSWORD INCORRECT.']);
  });

  it('HELP GAMES defines a game; LIST GAMES gives the film list, then option 4 as the menu has it', () => {
    expect(run(josh2(), 'help games')).toEqual([
      "'GAMES' REFERS TO MODELS, SIMULATIONS AND GAMES",
      'WHICH HAVE TACTICAL AND STRATEGIC APPLICATIONS.',
    ]);
    expect(run(joshua(), 'LIST GAMES')).toEqual([
      ...FILM_GAME_LIST,
      ...GAME_LIST_LINES,
      ...MENU_LINES,
    ]);
    expect(run(josh2(), '4')).toEqual([...GAME_LIST_LINES, ...MENU_LINES]);
  });

  it("answers the film's lines", () => {
    expect(run(joshua(), 'People sometimes make mistakes.')).toEqual([
      'YES THEY DO. SHALL WE PLAY A GAME?',
    ]);
    expect(run(josh2(), 'Is this a game or is it real?')).toEqual(["WHAT'S THE DIFFERENCE?"]);
    expect(run(josh2(), 'what is the primary goal?')).toEqual(['TO WIN THE GAME.']);
  });

  it('GLOBAL THERMONUCLEAR WAR: "later" picks a side and targets, DEFCON 1, nobody wins', () => {
    const engine = josh2();
    run(engine, 'shall we play a game?');
    expect(run(engine, "let's play global thermonuclear war")).toContain(
      "WOULDN'T YOU PREFER A GOOD SIMULATION OF LIGHTING COMPONENTS? (YES/NO)",
    );
    expect(run(engine, "Later. Let's play Global Thermonuclear War.")).toEqual([
      'FINE.',
      'WHICH SIDE DO YOU WANT?',
      '1. UNITED STATES',
      '2. SOVIET UNION',
      'PLEASE CHOOSE ONE:',
    ]);
    expect(run(engine, '3')).toEqual(['PLEASE CHOOSE ONE:']);
    expect(run(engine, '2')).toEqual([
      'YOU HAVE CHOSEN: SOVIET UNION.',
      'AWAITING FIRST STRIKE COMMAND',
      'PLEASE LIST PRIMARY TARGETS BY CITY AND/OR COUNTY NAME:',
    ]);
    const reply = engine.handle('Las Vegas, Seattle');
    expect(texts(reply)).toEqual([
      'TARGET LOCKED: LAS VEGAS',
      'TARGET LOCKED: SEATTLE',
      'DEFCON 1: MAXIMUM READINESS, NUCLEAR WAR IMMINENT',
      'SIMULATION RUNNING...',
      'TRAJECTORY HEADING: ALL TARGETS.',
      'WINNER: NONE',
    ]);
    expect(reply.effects).toContainEqual({ type: 'setDefcon', level: 1 });
    expect(engine.state.prompt).toBeNull();
  });

  it('the war game can be left at any step', () => {
    const engine = josh2();
    run(engine, 'global thermonuclear war', 'later');
    expect(run(engine, 'exit')).toEqual(['SIMULATION ABORTED.']);
    expect(engine.state.defcon).toBe(2);
  });

  it('zero players: the machine plays itself ever faster, every game a draw, and learns', () => {
    const reply = josh2({ random: Math.random }).handle('number of players: 0');
    const games = reply.lines.filter((line) => line.text.startsWith('GAME '));
    expect(games).toHaveLength(LEARNING_GAMES);
    for (const game of games)
      expect(game.text).toMatch(/^GAME \d\d: [XO]{3} \/ [XO]{3} \/ [XO]{3} {2}DRAW$/);
    const gaps = games.map((game) => game.delayMs);
    for (let index = 1; index < gaps.length; index += 1) {
      expect(gaps[index]).toBeLessThanOrEqual(gaps[index - 1] ?? 0);
    }
    expect(gaps[0]).toBeGreaterThan(gaps.at(-1) ?? 0);
    expect(texts(reply).slice(-3)).toEqual([
      'A STRANGE GAME.',
      'THE ONLY WINNING MOVE IS NOT TO PLAY.',
      'HOW ABOUT A NICE GAME OF CHESS?',
    ]);
  });

  it('the launch-code crack locks CPE1704TKS in one character at a time', () => {
    const frames = crackFrames('CPE1704TKS', () => 0.3);
    expect(frames).toHaveLength(10 * FRAMES_PER_LOCK);
    const lockedAt = (frame: string) =>
      [...frame].filter((char, i) => char === 'CPE1704TKS'[i]).length;
    expect(lockedAt(frames.at(-1) ?? '')).toBeGreaterThanOrEqual(9);
    const reply = joshua().handle('crack the launch code');
    const code = reply.lines.find((line) => line.frames);
    expect(code).toMatchObject({ text: 'CPE1704TKS', speedMs: 0 });
    expect(texts(reply)).toContain('LAUNCH CODE FOUND: CPE1704TKS');
    expect(reply.effects).toContainEqual({ type: 'setDefcon', level: 1 });
  });

  it('the crack never shows the configured override code', () => {
    const lines = texts(joshua({ overrideCode: 'SECRET42' }).handle('crack'));
    expect(lines.join(' ')).not.toContain('SECRET42');
  });
});
