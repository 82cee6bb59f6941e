import { apiPaths } from '@shared/apiPaths';
import type { DefconLevel, VariantSettings } from './types';

/** docs/product.md §9.5 (/joshua, docs/product.md §2.1). */
export const JOSHUA_SETTINGS: VariantSettings = {
  variant: 'joshua',
  typingMs: 20,
  fastTypingMs: 5,
  replyDelayMs: [0, 0],
  lineGapMs: [300, 300],
  safetyTimeoutMs: 15_000,
  bootSafetyTimeoutMs: 60_000,
  chessDrawAfterMoves: 8,
  chessDrawEndsGame: false,
  emailEndpoint: apiPaths.terminalJoin,
  personaAvailable: true,
  glitches: true,
};

/** docs/product.md §9.6 "Terminal chat (/josh2)". */
export const JOSH2_SETTINGS: VariantSettings = {
  variant: 'josh2',
  typingMs: 200,
  fastTypingMs: 50,
  replyDelayMs: [500, 1500],
  lineGapMs: [1500, 2500],
  safetyTimeoutMs: 30_000,
  bootSafetyTimeoutMs: 30_000,
  chessDrawAfterMoves: 3,
  chessDrawEndsGame: true,
  emailEndpoint: apiPaths.josh2Join,
  personaAvailable: false,
  glitches: true,
};

/** The activation terminals (/synapse, /direct-synapse) run the /josh2 timings without glitches. */
export const ACTIVATION_SETTINGS: VariantSettings = {
  ...JOSH2_SETTINGS,
  variant: 'activation',
  lineGapMs: [0, 0],
  glitches: false,
};

/** docs/product.md §4.4 "Activation boot": one agent connects every 700 ms. */
export const AGENT_CONNECT_STEP_MS = 700;

/** docs/product.md §4.2: option 5 goes to /direct-synapse after 2 s. */
export const ACTIVATION_NAVIGATE_MS = 2000;
export const ACTIVATION_PATH = '/direct-synapse';

/** docs/product.md §9.8 "Glitches". */
export const GLITCH = {
  chance: 0.15,
  durationMs: 3000,
  scrambleRatio: 0.3,
  fatalChance: 0.05,
  cleanRepliesAfterFatal: 3,
} as const;

/**
 * The first reply a visitor waits for carries no glitch nor fatal error (docs/product.md §4.8,
 * §19; issue 30: a line typed during the boot is answered within 5 s of load,
 * where a glitch typed at 200 ms a character and scrambled for 3 s added 5 to 10 s). The
 * chances hold from the second reply on.
 */
export const CLEAN_FIRST_REPLIES = 1;

/** docs/product.md §9.9 "Canned status text". */
export const STATUS = {
  uptimeDays: '2,392',
  memoryAvailable: '87%',
  agentCount: 7,
  maintenanceDate: '06/12/25',
  projectPhase: 'GAMMA (3 OF 5)',
} as const;

/** docs/product.md §3.4: range 1-5, default 5, each with a colour and a description. */
export const DEFAULT_DEFCON: DefconLevel = 5;
export const DEFCON_LEVELS: Record<DefconLevel, { colour: string; description: string }> = {
  5: { colour: '#60a5fa', description: 'PEACETIME, NORMAL READINESS' },
  4: { colour: '#4ade80', description: 'INCREASED INTELLIGENCE WATCH' },
  3: { colour: '#facc15', description: 'READINESS INCREASE' },
  2: { colour: '#f87171', description: 'WAR IMMINENT' },
  1: { colour: '#ffffff', description: 'MAXIMUM READINESS, NUCLEAR WAR IMMINENT' },
};

/** docs/product.md §9.7 "Games and DEFCON". */
export const MAZE_SIZE = 4;
export const MAZE_EXIT = { x: 3, y: 3 } as const;

/** docs/product.md §9.10 "Speech". */
export const SPEECH = {
  rate: 1.1,
  pitch: 0.8,
  shortTextChars: 100,
  prefix: 'Incoming transmission.',
  suffix: 'End of transmission.',
} as const;

/** docs/product.md §9.11 "Visuals": the authorization lock-out text says 15 minutes. */
export const OVERRIDE_LOCKOUT_MINUTES = 15;
export const DEFAULT_OVERRIDE_CODE = 'CPE1704TKS';

/**
 * docs/product.md §2 /josh2: a boot animation of about 6 s whose background switches at 2 s and 4
 * s.
 */
export const JOSH2_BOOT_MS = 6000;
export const JOSH2_BOOT_PHASES_MS = [2000, 4000] as const;

/** Kiosk attract mode: the pause between the steps of the scene it plays on its own. */
export const ATTRACT_PAUSE_MS = 4000;
/** What the console plays on its own: the film's question, then the machine learning to draw. */
export const ATTRACT_SCRIPT = ['shall we play a game?', 'number of players: 0'] as const;
