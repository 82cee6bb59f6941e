import {
  INTRO_CHAR_MS,
  INTRO_CURSOR_BLINK_MS,
  INTRO_TEXT,
  INTRO_TYPING_START_MS,
} from '../constants';

export interface IntroFrame {
  cursorVisible: boolean;
  typed: string;
  done: boolean;
}

/**
 * What the intro screen shows `elapsedMs` after it appears (docs/product.md §9): a cursor blinking
 * every 500 ms, then from 3 s on "hello" typed one character per 150 ms.
 */
export function introFrame(elapsedMs: number, text: string = INTRO_TEXT): IntroFrame {
  const cursorVisible = Math.floor(elapsedMs / INTRO_CURSOR_BLINK_MS) % 2 === 0;
  if (elapsedMs < INTRO_TYPING_START_MS) return { cursorVisible, typed: '', done: false };
  const chars = Math.min(
    text.length,
    Math.floor((elapsedMs - INTRO_TYPING_START_MS) / INTRO_CHAR_MS) + 1,
  );
  return { cursorVisible, typed: text.slice(0, chars), done: chars === text.length };
}

/** When the last character appears. */
export function introDurationMs(text: string = INTRO_TEXT): number {
  return INTRO_TYPING_START_MS + (text.length - 1) * INTRO_CHAR_MS;
}
