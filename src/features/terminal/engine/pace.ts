import type { OutputLine } from './types';

/**
 * Share of the safety time-out a reply may take at most. The speeds of docs/product.md §9 stay the
 * default; a reply that would run longer is typed faster, so the safety cut (docs/product.md §9)
 * never ends one.
 */
export const REPLY_BUDGET_SHARE = 0.8;

/** How long one line takes at full pace: its pause, its typing, its glitch and animation. */
export function lineDurationMs(line: OutputLine): number {
  return line.delayMs + typingMs(line) + fixedMs(line);
}

/** How long a whole reply takes when nobody skips it. */
export function replyDurationMs(lines: readonly OutputLine[]): number {
  return lines.reduce((total, line) => total + lineDurationMs(line), 0);
}

const typingMs = (line: OutputLine) => [...line.text].length * line.speedMs;
const fixedMs = (line: OutputLine) =>
  (line.scramble?.durationMs ?? 0) +
  (line.frames ? line.frames.texts.length * line.frames.frameMs : 0);

/**
 * Speeds a reply up until it fits `budgetMs`: the typing first, then the pauses, never the glitch
 * or the animation (which the view shortens by itself when skipped).
 */
export function fitToBudget(lines: OutputLine[], budgetMs: number): OutputLine[] {
  const typing = lines.reduce((total, line) => total + typingMs(line), 0);
  const pauses = lines.reduce((total, line) => total + line.delayMs, 0);
  const fixed = lines.reduce((total, line) => total + fixedMs(line), 0);
  if (typing + pauses + fixed <= budgetMs) return lines;
  const room = Math.max(0, budgetMs - fixed);
  if (pauses <= room) {
    const factor = typing > 0 ? (room - pauses) / typing : 0;
    return lines.map((line) => ({
      ...line,
      speedMs: Math.floor(line.speedMs * factor * 1000) / 1000,
    }));
  }
  const factor = pauses > 0 ? room / pauses : 0;
  return lines.map((line) => ({ ...line, speedMs: 0, delayMs: Math.floor(line.delayMs * factor) }));
}
