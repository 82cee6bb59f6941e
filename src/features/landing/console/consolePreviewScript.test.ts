import { describe, expect, it } from 'vitest';
import {
  PREVIEW_CHAR_MS,
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
});
