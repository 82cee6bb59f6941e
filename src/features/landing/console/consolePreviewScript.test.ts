import { describe, expect, it } from 'vitest';
import {
  cursorBlinks,
  PREVIEW_CHAR_MS,
  PREVIEW_CURSOR_BLINK_MS,
  PREVIEW_HOLD_MS,
  PREVIEW_LINE_GAP_MS,
  previewTimeline,
} from './consolePreviewScript';

describe('the console preview timeline', () => {
  it('types each line after the one before it, one character at a time', () => {
    const { lines, loopMs } = previewTimeline([{ text: 'AB' }, { text: 'CDE' }]);
    expect(lines).toEqual([
      { startMs: 0, durationMs: 2 * PREVIEW_CHAR_MS },
      { startMs: 2 * PREVIEW_CHAR_MS + PREVIEW_LINE_GAP_MS, durationMs: 3 * PREVIEW_CHAR_MS },
    ]);
    expect(loopMs).toBe(5 * PREVIEW_CHAR_MS + 2 * PREVIEW_LINE_GAP_MS + PREVIEW_HOLD_MS);
  });

  it('shows the whole script within one loop', () => {
    const { lines, loopMs } = previewTimeline();
    const last = lines.at(-1)!;
    expect(last.startMs + last.durationMs).toBeLessThan(loopMs);
  });

  it('blinks the cursor every half blink over the whole loop, starting shown', () => {
    const blinks = cursorBlinks(2.25 * PREVIEW_CURSOR_BLINK_MS);
    const half = PREVIEW_CURSOR_BLINK_MS / 2;
    expect(blinks).toEqual([
      { atMs: 0, shown: true },
      { atMs: half, shown: false },
      { atMs: 2 * half, shown: true },
      { atMs: 3 * half, shown: false },
      { atMs: 4 * half, shown: true },
    ]);
  });
});
