import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { cursorBlinks, PREVIEW_LINES, previewTimeline } from './consolePreviewScript';
import './consolePreview.css';

const TIMELINE = previewTimeline();

/**
 * One keyframes rule per line, for the cover that hides it: in place until the line's start, slid
 * off one character at a time, gone to the loop's end. Moving a cover (a transform) keeps the
 * animation on the compositor: no layout, no main-thread work.
 */
const KEYFRAMES = TIMELINE.lines
  .map((timing, index) => {
    const start = ((timing.startMs / TIMELINE.loopMs) * 100).toFixed(2);
    const end = (((timing.startMs + timing.durationMs) / TIMELINE.loopMs) * 100).toFixed(2);
    return `@keyframes console-preview-line-${index}{0%,${start}%{transform:translateX(0)}${end}%,100%{transform:translateX(101%)}}`;
  })
  .join('');

/**
 * The cursor's blink over one loop, each step held until the next (`step-end`). A one-second
 * animation would end an iteration every second, and each animationiteration event wakes the
 * page's main thread (React listens for every event at its root); this one ends with the lines.
 */
const CURSOR_KEYFRAMES = `@keyframes console-preview-cursor{${cursorBlinks(TIMELINE.loopMs)
  .map(
    ({ atMs, shown }) =>
      `${((atMs / TIMELINE.loopMs) * 100).toFixed(2)}%{opacity:${shown ? 0.5 : 0}}`,
  )
  .join('')}}`;

/**
 * The hero's picture of the product: a small, muted WOPR console typing its greeting in a loop,
 * opening the real console at /josh2. CSS only (steps() typing over each line's width), so it
 * paints with the prerendered page; under reduced motion it is a still of the full screen. The
 * card is a picture with one link in it, "Talk to the console", stretched over the whole card so
 * that any click on it opens the console: the link's name is exactly its visible words, which a
 * person using speech input says (WCAG 2.5.3, axe label-content-name-mismatch, which reads the
 * picture's visible words as the link's too when the link holds them).
 */
export function ConsolePreview() {
  return (
    <div className="console-preview">
      <style>{KEYFRAMES + CURSOR_KEYFRAMES}</style>
      <span className="console-preview__bar" aria-hidden="true">
        <span className="console-preview__lights">
          <span />
          <span />
          <span />
        </span>
        W.O.P.R. // SYNAPSE
      </span>
      {/* The screen pictures what the link opens. Its typed lines are not read out, so the
          link's name holds every word a person sees in it. */}
      <span
        className="console-preview__screen"
        aria-hidden="true"
        style={{ '--loop': `${TIMELINE.loopMs}ms` } as CSSProperties}
      >
        {PREVIEW_LINES.map((line, index) => {
          const style = {
            '--chars': line.text.length,
            '--typing': `console-preview-line-${index}`,
          } as CSSProperties;
          return (
            <span
              key={line.text}
              className={`console-preview__line${line.typed ? ' is-typed' : ''}`}
              style={style}
            >
              <span className="console-preview__text">{line.text}</span>
            </span>
          );
        })}
        <span className="console-preview__cursor" />
      </span>
      <Link to="/josh2" className="console-preview__cta">
        Talk to the console <span aria-hidden="true">→</span>
      </Link>
    </div>
  );
}
