import { describe, expect, it } from 'vitest';
import { CONSENT_TEXT, MESSAGES } from '@shared';
import { ACTIVATION_SETTINGS } from './constants';
import type { ConsoleEngine } from './engine';
import {
  CONSENT_DECLINED,
  CONSENT_QUESTION,
  FATAL_ERROR_LINES,
  MENU_LINES,
  SIGN_UP_NAME_PROMPT,
} from './messages';
import { engineFor, josh2, joshua, run, texts } from './testing';

const EMAIL_PROMPTS = [
  'ENTER YOUR EMAIL ADDRESS FOR SYSTEM ACCESS:',
  'ENTER YOUR EMAIL ADDRESS TO RESERVE YOUR WORKSPACE:',
];
const JOIN_WORDS = ['join', 'JOIN', 'Sign Up', 'signup', 'waitlist', 'Join the waitlist'];

/** Every question the consoles wait on, reached as a visitor would, for each variant. */
const PROMPTS: [name: string, make: () => ConsoleEngine, inputs: string[]][] = [
  ['the main menu', joshua, []],
  ['"HOW ARE YOU FEELING TODAY?"', joshua, ['hello']],
  ['"HOW ARE YOU FEELING TODAY?" on /josh2', josh2, ['hello']],
  ['the "just curious" sub-menu', josh2, ['6']],
  ['the lighting offer', joshua, ['global thermonuclear war']],
  ['the scenario menu', joshua, ['global thermonuclear war', 'no']],
  ['the LOGON: prompt', joshua, ['logon']],
  ['the manual override', joshua, ['joshua', 'override']],
  ['the override code', joshua, ['joshua', 'override', 'yes']],
  ['a game of chess', josh2, ['play chess']],
  ['a game of tic-tac-toe', joshua, ['play tic']],
  ['the maze', josh2, ['play maze']],
  ['the persona menu', joshua, ['summer 17']],
];

describe('"join" is understood at every prompt (issue 44)', () => {
  it.each(PROMPTS)('at %s, every join word starts the sign-up', (_name, make, inputs) => {
    for (const word of JOIN_WORDS) {
      const engine = make();
      engine.boot();
      run(engine, ...inputs);
      const reply = texts(engine.handle(word));
      expect(EMAIL_PROMPTS, `${word}: ${reply.join(' / ')}`).toContain(reply.at(-1));
      expect(engine.state.prompt).toBe('email');
      expect(Object.values(engine.state.games).some((game) => game.isActive)).toBe(false);
    }
  });

  it('inside the sign-up a join word asks the current question again', () => {
    const engine = joshua();
    run(engine, 'join');
    expect(run(engine, 'join')).toEqual([EMAIL_PROMPTS[0]]);
    run(engine, 'ada@example.com');
    expect(run(engine, 'sign up')).toEqual([SIGN_UP_NAME_PROMPT]);
    run(engine, 'Ada');
    expect(run(engine, 'waitlist')).toEqual(CONSENT_QUESTION);
  });
});

describe("the console asks for a first name and the form's consent before it sends (issue 44)", () => {
  it('asks the address, then the first name, then the consent in the form’s own words', () => {
    const engine = josh2();
    run(engine, 'join the waitlist');
    const afterAddress = engine.handle('ada@example.com');
    expect(texts(afterAddress)).toEqual([SIGN_UP_NAME_PROMPT]);
    expect(afterAddress.effects).toEqual([]);
    const afterName = engine.handle('Ada');
    expect(texts(afterName)).toEqual(CONSENT_QUESTION);
    expect(texts(afterName)[0]).toContain(CONSENT_TEXT.toUpperCase());
    expect(afterName.effects).toEqual([]);
    const sent = engine.handle('yes');
    expect(sent.effects).toEqual([
      {
        type: 'submitEmail',
        email: 'ada@example.com',
        firstName: 'Ada',
        endpoint: '/api/josh2/join',
      },
    ]);
  });

  it("holds the first name to the form's rule and message", () => {
    const engine = joshua();
    run(engine, 'join', 'ada@example.com');
    expect(run(engine, 'A')).toEqual([MESSAGES.firstName.toUpperCase(), SIGN_UP_NAME_PROMPT]);
    expect(engine.state.prompt).toBe('signUpName');
  });

  it.each([joshua, josh2])(
    'refuses without consent: nothing is sent, and it says why and how',
    (make) => {
      const engine = make();
      run(engine, 'join', 'ada@example.com', 'Ada');
      const declined = engine.handle('no');
      expect(declined.effects).toEqual([]);
      expect(texts(declined)).toEqual([...CONSENT_DECLINED, ...MENU_LINES]);
      expect(engine.state.signUp).toEqual({ email: null, firstName: null, consented: false });
    },
  );

  it('asks again on an answer that is neither yes nor no', () => {
    const engine = joshua();
    run(engine, 'join', 'ada@example.com', 'Ada');
    expect(run(engine, 'maybe')).toEqual(['PLEASE ANSWER YES OR NO.', ...CONSENT_QUESTION]);
    expect(engine.state.prompt).toBe('signUpConsent');
  });

  it('the activation terminal refuses without consent and asks for an address again', () => {
    const engine = engineFor(ACTIVATION_SETTINGS, { startAt: 'email' });
    engine.boot();
    run(engine, 'ada@example.com', 'Ada');
    expect(run(engine, 'no')).toEqual([...CONSENT_DECLINED, EMAIL_PROMPTS[0]]);
  });

  it('cancel leaves the sign-up at the name or consent question, storing nothing', () => {
    const engine = joshua();
    run(engine, 'join', 'ada@example.com');
    expect(run(engine, 'cancel')).toEqual(['SIGN-UP CANCELLED. NOTHING WAS STORED.']);
    expect(engine.state.prompt).toBeNull();
  });
});

describe('the tappable choices (issue 44)', () => {
  it('are the six menu items and a join at the menu, each sending what a visitor would type', () => {
    const engine = joshua();
    engine.boot();
    expect(engine.choices()).toEqual([
      ...MENU_LINES.slice(1, 7).map((label, index) => ({ label, input: String(index + 1) })),
      { label: 'JOIN THE WAITLIST', input: 'join' },
    ]);
  });

  it('follow the question: yes and no at the consent, nothing while the address is sent', () => {
    const engine = josh2();
    run(engine, 'join', 'ada@example.com', 'Ada');
    expect(engine.choices().map((choice) => choice.input)).toEqual(['yes', 'no', 'cancel']);
    run(engine, 'yes');
    expect(engine.choices()).toEqual([]);
  });
});

describe('the fake fatal error reads as a drill, not a crash (issue 44)', () => {
  it('is said in the calm system style, with no crash words', () => {
    const engine = joshua({ glitches: true, random: () => 0.01 });
    engine.handle('menu');
    const reply = engine.handle('hello');
    const drill = reply.lines.filter((line) => FATAL_ERROR_LINES.includes(line.text));
    expect(drill.map((line) => line.text)).toEqual(FATAL_ERROR_LINES);
    expect(drill.every((line) => line.style === 'system')).toBe(true);
    expect(FATAL_ERROR_LINES.join(' ')).not.toMatch(/FATAL|EXCEPTION|CRASH|0x/);
  });
});
