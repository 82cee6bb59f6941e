/**
 * The hero's console preview: a few lines in the WOPR console's own words, typed in a loop. Pure
 * data; the view (ConsolePreview.tsx) animates it with CSS alone, so the preview costs no script
 * time and none of the terminal's bundle.
 */
export interface PreviewLine {
  text: string;
  /** Typed by the visitor (a prompt) rather than printed by the console. */
  typed?: boolean;
}

export const PREVIEW_LINES: readonly PreviewLine[] = [
  { text: 'LOGON: JOSHUA', typed: true },
  { text: 'GREETINGS PROFESSOR FALKEN.' },
  { text: 'SHALL WE PLAY A GAME?' },
  { text: '> LIST GAMES', typed: true },
  { text: 'CHESS  TIC-TAC-TOE  MAZE' },
  { text: 'DEFCON 5' },
];

/**
 * One character every this many ms while a line types (the consoles type at 20-200 ms,
 * docs/product.md §9.5, §9.6).
 */
export const PREVIEW_CHAR_MS = 60;
/** The pause between one line finishing and the next starting. */
export const PREVIEW_LINE_GAP_MS = 450;
/** How long the full screen stays before the loop starts again. */
export const PREVIEW_HOLD_MS = 4000;
/** The cursor shows for half of this and hides for the other half. */
export const PREVIEW_CURSOR_BLINK_MS = 1000;

export interface LineTiming {
  startMs: number;
  durationMs: number;
}

/** When each line starts typing and how long it takes, and the length of one whole loop. */
export function previewTimeline(lines: readonly PreviewLine[] = PREVIEW_LINES): {
  lines: LineTiming[];
  loopMs: number;
} {
  let at = 0;
  const timings = lines.map((line) => {
    const timing = { startMs: at, durationMs: line.text.length * PREVIEW_CHAR_MS };
    at += timing.durationMs + PREVIEW_LINE_GAP_MS;
    return timing;
  });
  return { lines: timings, loopMs: at + PREVIEW_HOLD_MS };
}

/**
 * When the cursor shows (`shown`) and hides over one loop: the blink written out for the whole
 * loop, so that its animation repeats with the lines instead of every second.
 */
export function cursorBlinks(loopMs: number): { atMs: number; shown: boolean }[] {
  const half = PREVIEW_CURSOR_BLINK_MS / 2;
  const blinks = [];
  for (let step = 0; step * half < loopMs; step += 1) {
    blinks.push({ atMs: step * half, shown: step % 2 === 0 });
  }
  return blinks;
}
