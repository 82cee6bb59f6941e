import type { apiPaths } from '@shared';
/** The console engine's vocabulary: lines to type and effects for the view to carry out. */
export type LineStyle = 'response' | 'system' | 'status' | 'user' | 'error' | 'warning' | 'success';

export interface Scramble {
  durationMs: number;
  /** Share of characters shown scrambled while the glitch lasts. */
  ratio: number;
}

export interface OutputLine {
  text: string;
  style: LineStyle;
  /** Typewriter speed in ms per character (0 = at once). */
  speedMs: number;
  /** Pause before the line starts. */
  delayMs: number;
  scramble?: Scramble;
  /** An animation shown in place before the final text (the launch-code crack). */
  frames?: Frames;
}

export interface Frames {
  texts: readonly string[];
  frameMs: number;
}

export type EmailEndpoint = typeof apiPaths.josh2Join | typeof apiPaths.terminalJoin;

export type Effect =
  | { type: 'navigate'; path: string; afterMs: number }
  /** The sign-up, sent once the visitor agreed to the form's consent (issue 44). */
  | { type: 'submitEmail'; email: string; firstName: string; endpoint: EmailEndpoint }
  | { type: 'setDefcon'; level: DefconLevel }
  | { type: 'setSynapseActivated'; value: boolean }
  | { type: 'setVoice'; on: boolean }
  | { type: 'speak'; text: string }
  | { type: 'emailAccepted' }
  /** Puts text back into the input (an address kept for a retry). */
  | { type: 'restoreInput'; text: string }
  | { type: 'clear' };

/** What the server made of an address the console sent (issue 19: never confirm unstored). */
export type EmailOutcome =
  | { kind: 'stored'; status?: string; referralUrl?: string }
  | { kind: 'refused'; message: string }
  | { kind: 'unreachable' };

/** Something the visitor can tap or Tab to instead of typing: `input` is sent as if typed. */
export interface Choice {
  label: string;
  input: string;
}

export interface Reply {
  lines: OutputLine[];
  effects: Effect[];
}

export type DefconLevel = 1 | 2 | 3 | 4 | 5;

export type Variant = 'joshua' | 'josh2' | 'activation';

/** Timings and rules that differ between the console variants (docs/product.md §9). */
export interface VariantSettings {
  variant: Variant;
  typingMs: number;
  fastTypingMs: number;
  /** Pause before the first line of a reply, [min, max]. */
  replyDelayMs: readonly [number, number];
  /** Pause between queued lines, [min, max]. */
  lineGapMs: readonly [number, number];
  safetyTimeoutMs: number;
  bootSafetyTimeoutMs: number;
  chessDrawAfterMoves: number;
  /** After the draw offer: true ends the game, false starts a fresh board. */
  chessDrawEndsGame: boolean;
  emailEndpoint: EmailEndpoint;
  personaAvailable: boolean;
  glitches: boolean;
}

export interface EngineDeps {
  random: () => number;
  now: () => Date;
  overrideCode: string;
  synapseActivated: boolean;
  /** Activation terminals only: run the agent boot first, or jump straight to the e-mail prompt. */
  startAt?: 'boot' | 'email';
}

export type EngineConfig = VariantSettings & EngineDeps;
