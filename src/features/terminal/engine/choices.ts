import { GAMES } from './games';
import { JOIN_CHOICE_LABEL, MENU_LINES, SCENARIO_MENU } from './messages';
import type { ConsoleState, PromptId } from './state';
import type { Choice, EngineConfig } from './types';

/**
 * Issue 44: what a visitor can tap (or reach with Tab) instead of typing, for the console's
 * current question. Each choice sends its input as if typed, so the engine answers it as usual.
 */

/** "1. SYSTEM STATUS" -> { label: "1. SYSTEM STATUS", input: "1" }. */
const numbered = (lines: readonly string[]): Choice[] =>
  lines
    .filter((line) => /^\d\. /.test(line))
    .map((line) => ({ label: line, input: line.slice(0, line.indexOf('.')) }));

const JOIN: Choice = { label: JOIN_CHOICE_LABEL, input: 'join' };
const MENU: Choice = { label: 'MAIN MENU', input: 'menu' };
const YES_NO: readonly Choice[] = [
  { label: 'YES', input: 'yes' },
  { label: 'NO', input: 'no' },
];
const CANCEL: Choice = { label: 'CANCEL', input: 'cancel' };

const BY_PROMPT: Partial<Record<PromptId, readonly Choice[]>> = {
  subMenu: [
    { label: 'A. MEMORY FRAGMENTS', input: 'a' },
    { label: 'B. WHAT HAPPENED WHILE YOU WERE GONE', input: 'b' },
    MENU,
  ],
  email: [CANCEL],
  signUpName: [CANCEL],
  signUpConsent: [...YES_NO, CANCEL],
  emailPending: [],
  done: [],
  overrideConfirm: YES_NO,
  lightingOffer: [...YES_NO, JOIN],
  scenario: numbered(SCENARIO_MENU),
};

export function currentChoices(state: ConsoleState, config: EngineConfig): readonly Choice[] {
  if (config.variant === 'activation') {
    return state.prompt === 'signUpConsent' ? YES_NO : [];
  }
  if (GAMES.some((game) => state.games[game.id].isActive)) {
    return [{ label: 'QUIT GAME', input: 'quit' }, JOIN];
  }
  if (state.prompt === null) return [...numbered(MENU_LINES), JOIN];
  return BY_PROMPT[state.prompt] ?? [JOIN];
}
