import { JOSH2_SETTINGS, JOSHUA_SETTINGS } from './constants';
import { ConsoleEngine } from './engine';
import type { EngineConfig, Reply, VariantSettings } from './types';

/** A fixed clock for every engine test: 1 Jan 2025, 12:34:56 local time. */
export const FIXED_NOW = new Date(2025, 0, 1, 12, 34, 56);

/** An engine with a constant random source and glitches off unless the test turns them on. */
export function engineFor(
  settings: VariantSettings,
  overrides: Partial<EngineConfig> = {},
): ConsoleEngine {
  return new ConsoleEngine({
    ...settings,
    glitches: false,
    random: () => 0.5,
    now: () => FIXED_NOW,
    overrideCode: 'CPE1704TKS',
    synapseActivated: false,
    ...overrides,
  });
}

export const joshua = (overrides: Partial<EngineConfig> = {}) =>
  engineFor(JOSHUA_SETTINGS, overrides);
export const josh2 = (overrides: Partial<EngineConfig> = {}) =>
  engineFor(JOSH2_SETTINGS, overrides);

/** The reply's lines without the echo of what the visitor typed. */
export function texts(reply: Reply): string[] {
  return reply.lines.filter((line) => line.style !== 'user').map((line) => line.text);
}

/** Sends each input in turn and answers the texts of the last reply. */
export function run(engine: ConsoleEngine, ...inputs: string[]): string[] {
  let last: Reply = { lines: [], effects: [] };
  for (const input of inputs) last = engine.handle(input);
  return texts(last);
}

/**
 * The rest of a sign-up once the console asked for the address (issue 44): the address, a first
 * name and yes to the consent question. Answers the reply that sends it.
 */
export function signUpWith(engine: ConsoleEngine, email: string, firstName = 'Ada'): Reply {
  engine.handle(email);
  engine.handle(firstName);
  return engine.handle('yes');
}

/** A random source that answers the given values in turn, then repeats the last one. */
export function sequence(...values: number[]): () => number {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)] ?? 0;
}

/** A visitor's normal play: every menu option, the prompts, the games and the scenes. */
export const NORMAL_PLAY = [
  '1',
  '2',
  '3',
  '4',
  '6',
  'a',
  'b',
  'menu',
  'hello',
  'tired',
  'status',
  'defcon 2',
  'defcon',
  'attack',
  'launch',
  'global thermonuclear war',
  'no',
  '2',
  'play chess',
  'e2 to e4',
  'd2 to d4',
  'g1 to f3',
  'play tic',
  '5',
  '1',
  '9',
  '3',
  '7',
  'exit',
  'play maze',
  'south',
  'east',
  'exit',
  'password',
  'voice on',
  'voice off',
  'florp',
  'joshua',
  '3',
  '5',
  'not an email',
  'ada@example.com',
  'override',
  'yes',
  'WRONG',
  'exit',
  'logon',
  'joshua',
  'help games',
  'list games',
  'shall we play a game',
  'people sometimes make mistakes',
  'global thermonuclear war',
  'later',
  '2',
  'las vegas, seattle',
  'players 0',
  'crack the code',
];

/** A seeded random source (mulberry32): the same seed answers the same draws, in [0, 1). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every random draw at its top: the longest pauses, and a glitch on every reply it may carry. */
export const slowest = () => 0.999;
export const glitchy = () => 0.01;

export function playAll(settings: VariantSettings, random: () => number): Reply[] {
  const engine = new ConsoleEngine({
    ...settings,
    random,
    now: () => FIXED_NOW,
    overrideCode: 'CPE1704TKS',
    synapseActivated: false,
    startAt: 'boot',
  });
  const replies = [engine.boot()];
  for (const input of NORMAL_PLAY) {
    replies.push(engine.handle(input));
    if (engine.state.prompt === 'emailPending') {
      replies.push(engine.emailOutcome({ kind: 'stored', status: 'waiting' }));
    }
  }
  return replies;
}
