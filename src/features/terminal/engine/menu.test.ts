import { describe, expect, it } from 'vitest';
import {
  AGENT_LIST_LINES,
  GAME_LIST_LINES,
  INVALID_SELECTION,
  MENU_LINES,
  PROJECT_LINES,
  SUB_MENU_LINES,
  UNKNOWN_INPUT,
} from './messages';
import { josh2, joshua, run, texts } from './testing';

describe('boot', () => {
  it('greets on /joshua like the war computer, then shows the menu', () => {
    const lines = texts(joshua().boot());
    expect(lines.slice(0, 2)).toEqual(['GREETINGS PROFESSOR FALKEN.', 'SHALL WE PLAY A GAME?']);
    expect(lines.slice(2)).toEqual([...MENU_LINES]);
  });

  it('greets on /josh2 and ends with the six-option menu', () => {
    const lines = texts(josh2().boot());
    expect(lines).toContain('SYNAPSE NEURAL INTERFACE ONLINE.');
    expect(lines.slice(-MENU_LINES.length)).toEqual([...MENU_LINES]);
    expect(MENU_LINES).toEqual(
      expect.arrayContaining([
        '1. SYSTEM STATUS',
        '2. EXPLAIN THE PROJECT',
        '3. LIST AGENTS',
        '4. LIST GAMES',
        '5. ACTIVATE SYNAPSE',
        '6. JUST CURIOUS',
      ]),
    );
  });
});

describe('main menu', () => {
  it('option 1 prints the canned status text, then the menu', () => {
    const lines = run(josh2(), '1');
    expect(lines).toEqual([
      'SYSTEM STATUS: ALL SYSTEMS OPERATIONAL',
      'SYSTEM TIME: 12:34:56',
      'UPTIME: 2,392 DAYS',
      'MEMORY: 87% AVAILABLE',
      'ACTIVE AGENTS: 7',
      'LAST MAINTENANCE: 06/12/25',
      'PROJECT PHASE: GAMMA (3 OF 5)',
      'DEFCON: 5',
      ...MENU_LINES,
    ]);
  });

  it('matches by name as well as by number', () => {
    expect(run(josh2(), 'show me the system status')[0]).toBe(
      'SYSTEM STATUS: ALL SYSTEMS OPERATIONAL',
    );
    expect(run(josh2(), 'explain')).toEqual([...PROJECT_LINES, ...MENU_LINES]);
    expect(run(josh2(), 'option 2')).toEqual([...PROJECT_LINES, ...MENU_LINES]);
  });

  it('option 3 lists the seven agents in order, ending with the menu', () => {
    expect(run(josh2(), '3')).toEqual([...AGENT_LIST_LINES, ...MENU_LINES]);
    expect(AGENT_LIST_LINES.slice(1)).toEqual([
      '1. AXON - INTERFACE AGENT',
      '2. LUMEN - RESEARCH',
      '3. SYNTH - CROSS-DOMAIN CONNECTOR',
      '4. SENTINEL - SECURITY',
      '5. GLIA - MEMORY',
      '6. CORTEX - CREATIVE',
      '7. RELAY - MONITORING',
    ]);
    expect(run(josh2(), 'list agents')).toEqual([...AGENT_LIST_LINES, ...MENU_LINES]);
  });

  it('option 4 lists the games, ending with the menu', () => {
    expect(run(joshua(), '4')).toEqual([...GAME_LIST_LINES, ...MENU_LINES]);
    expect(run(joshua(), 'games')).toEqual([...GAME_LIST_LINES, ...MENU_LINES]);
  });

  it('option 5 prints the activation message and navigates to /direct-synapse after 2 s', () => {
    for (const engine of [josh2(), joshua()]) {
      const reply = engine.handle('5');
      expect(texts(reply)).toEqual([
        'INITIATING SYNAPSE ACTIVATION SEQUENCE...',
        'TRANSFERRING YOU TO THE ACTIVATION TERMINAL.',
      ]);
      expect(reply.effects).toEqual([{ type: 'navigate', path: '/direct-synapse', afterMs: 2000 }]);
    }
    expect(josh2().handle('activate').effects[0]).toMatchObject({ type: 'navigate' });
  });

  it('an out-of-range number is an invalid selection with the menu', () => {
    expect(run(josh2(), '9')).toEqual([INVALID_SELECTION, ...MENU_LINES]);
    expect(run(josh2(), '0')).toEqual([INVALID_SELECTION, ...MENU_LINES]);
  });

  it('"menu" and "help" show the menu again', () => {
    expect(run(josh2(), 'menu')).toEqual([...MENU_LINES]);
    expect(run(josh2(), 'help')).toEqual([...MENU_LINES]);
  });
});

describe('option 6 sub-menu', () => {
  it('opens the sub-menu; A shows the memory fragments ending in corruption, then the sub-menu', () => {
    const engine = josh2();
    expect(run(engine, '6')).toEqual([...SUB_MENU_LINES]);
    const fragments = run(engine, 'a');
    expect(fragments).toContain('ERROR: REMAINING FRAGMENTS CORRUPTED');
    expect(fragments.slice(-SUB_MENU_LINES.length)).toEqual([...SUB_MENU_LINES]);
  });

  it('B shows what happened while gone, then the sub-menu', () => {
    const engine = josh2();
    run(engine, 'just curious');
    const lines = run(engine, 'B');
    expect(lines[0]).toBe('WHILE YOU WERE GONE:');
    expect(lines.slice(-SUB_MENU_LINES.length)).toEqual([...SUB_MENU_LINES]);
  });

  it('anything else is an invalid selection; "menu" returns to the main menu', () => {
    const engine = josh2();
    run(engine, '6');
    expect(run(engine, 'c')).toEqual([INVALID_SELECTION, ...SUB_MENU_LINES]);
    expect(run(engine, 'menu')).toEqual([...MENU_LINES]);
    expect(run(engine, '1')[0]).toBe('SYSTEM STATUS: ALL SYSTEMS OPERATIONAL');
  });
});

describe('unknown input', () => {
  it.each([
    [0, UNKNOWN_INPUT[0]],
    [0.3, UNKNOWN_INPUT[1]],
    [0.6, UNKNOWN_INPUT[2]],
    [0.9, UNKNOWN_INPUT[3]],
  ])('with random %f answers "%s"', (value, line) => {
    expect(run(josh2({ random: () => value }), 'florp')).toEqual([line]);
  });

  it('the four canned lines are docs/product.md §8 word for word', () => {
    expect(UNKNOWN_INPUT).toEqual([
      "I DON'T UNDERSTAND. PLEASE TRY AGAIN.",
      'COMMAND NOT RECOGNIZED. CLARIFY INPUT.',
      'UNABLE TO PROCESS REQUEST. REPHRASE AND TRY AGAIN.',
      'ERROR PARSING INPUT. CHECK SYNTAX AND RESUBMIT.',
    ]);
  });

  it('password or login words are refused', () => {
    expect(run(josh2(), 'what is the password')).toEqual(['ACCESS DENIED. PASSWORD INCORRECT.']);
    expect(run(joshua(), 'login')).toEqual(['ACCESS DENIED. PASSWORD INCORRECT.']);
  });

  it('blank input is ignored and echoes nothing', () => {
    expect(josh2().handle('   ')).toEqual({ lines: [], effects: [] });
  });

  it('echoes what the visitor typed as a user line', () => {
    const [echo] = josh2().handle('menu').lines;
    expect(echo).toMatchObject({ text: '> menu', style: 'user', speedMs: 0 });
  });
});
