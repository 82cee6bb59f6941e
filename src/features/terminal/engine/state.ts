import { Chess } from 'chess.js';
import { CLEAN_FIRST_REPLIES, DEFAULT_DEFCON } from './constants';
import type { ReplyBuilder } from './reply';
import type { DefconLevel, EngineConfig } from './types';

export type Cell = '' | 'X' | 'O';
export type GameId = 'chess' | 'ticTacToe' | 'maze';

/** A question the console is waiting on; the next input answers it. */
export type PromptId =
  | 'subMenu'
  | 'email'
  | 'signUpName'
  | 'signUpConsent'
  | 'emailPending'
  | 'feelings'
  | 'overrideConfirm'
  | 'overrideCode'
  | 'lightingOffer'
  | 'scenario'
  | 'logon'
  | 'warSide'
  | 'warTargets'
  | 'done';

/** docs/product.md §3.3 "Console state". */
export interface GameStates {
  chess: { isActive: boolean; moves: string[]; board: Chess };
  ticTacToe: { isActive: boolean; board: Cell[] };
  maze: { isActive: boolean; position: { x: number; y: number } };
}

export interface ConsoleState {
  persona: boolean;
  prompt: PromptId | null;
  games: GameStates;
  defcon: DefconLevel;
  synapseActivated: boolean;
  voiceOn: boolean;
  /** Replies left that are free of glitches: the first one, and 3 after a fatal error. */
  cleanReplies: number;
  /** What the sign-up has gathered so far; the address stays until the server answers. */
  signUp: SignUpDraft;
}

/** The console's sign-up (issue 44): an address, a first name and the form's consent. */
export interface SignUpDraft {
  email: string | null;
  firstName: string | null;
  consented: boolean;
}

export const emptySignUp = (): SignUpDraft => ({ email: null, firstName: null, consented: false });

export const emptyBoard = (): Cell[] => Array<Cell>(9).fill('');

export function initialGames(): GameStates {
  return {
    chess: { isActive: false, moves: [], board: new Chess() },
    ticTacToe: { isActive: false, board: emptyBoard() },
    maze: { isActive: false, position: { x: 0, y: 0 } },
  };
}

export function initialState(config: EngineConfig): ConsoleState {
  return {
    persona: false,
    prompt: null,
    games: initialGames(),
    defcon: DEFAULT_DEFCON,
    synapseActivated: config.synapseActivated,
    voiceOn: false,
    cleanReplies: CLEAN_FIRST_REPLIES,
    signUp: emptySignUp(),
  };
}

/** What a command, prompt or game gets to work with. */
export interface CommandContext {
  /** The input as typed, trimmed. */
  input: string;
  /** The input trimmed and lowercased, for matching. */
  text: string;
  state: ConsoleState;
  config: EngineConfig;
  out: ReplyBuilder;
  pick<T>(items: readonly T[]): T;
}

export interface Command {
  id: string;
  matches(ctx: CommandContext): boolean;
  run(ctx: CommandContext): void;
}

/** True when `text` holds any of `words` as a whole word or phrase. */
export function hasWord(text: string, words: readonly string[]): boolean {
  return words.some((word) => new RegExp(`(^|[^a-z0-9])${escape(word)}($|[^a-z0-9])`).test(text));
}

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\']/g, '\\$&');
}
