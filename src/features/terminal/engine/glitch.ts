import { GLITCH } from './constants';
import { FATAL_ERROR_LINES, GLITCH_MESSAGES } from './messages';
import type { ReplyBuilder } from './reply';
import type { ConsoleState } from './state';

const SCRAMBLE_CHARS = '!@#$%^&*<>?/\\|01';

/**
 * docs/product.md §4.8: a fatal error (5%) prefixes the reply and buys 3 clean replies;
 * otherwise 15% of replies get a glitch message, scrambled for 3 s.
 */
export function applyGlitches(out: ReplyBuilder, state: ConsoleState, random: () => number): void {
  if (state.cleanReplies > 0) {
    state.cleanReplies -= 1;
    return;
  }
  if (random() < GLITCH.fatalChance) {
    out.prepend(FATAL_ERROR_LINES, 'system');
    state.cleanReplies = GLITCH.cleanRepliesAfterFatal;
    return;
  }
  if (random() < GLITCH.chance) {
    const message = GLITCH_MESSAGES[Math.floor(random() * GLITCH_MESSAGES.length)] ?? '';
    out.prepend(message, 'warning', {
      durationMs: GLITCH.durationMs,
      ratio: GLITCH.scrambleRatio,
    });
  }
}

/** Replaces about `ratio` of the non-space characters with noise. */
export function scrambleText(text: string, ratio: number, random: () => number): string {
  return [...text]
    .map((char) =>
      char !== ' ' && random() < ratio
        ? (SCRAMBLE_CHARS[Math.floor(random() * SCRAMBLE_CHARS.length)] ?? char)
        : char,
    )
    .join('');
}
