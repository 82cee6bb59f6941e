import { useEffect, useState } from 'react';
import { INTRO_TEXT } from '../constants';
import { usePrefersReducedMotion } from '@lib/reducedMotion';
import { introDurationMs, introFrame } from './introFrame';
import './intro.css';

/** "terminal": green text after a prompt. "glow": the second variant, large neon text. */
export type IntroVariant = 'terminal' | 'glow';

/** Redraw often enough that no 150 ms keystroke or 500 ms blink is visibly late. */
const FRAME_MS = 50;

/**
 * docs/product.md §2's intro screen: a blinking cursor, then "hello" typed after 3 s. Screen
 * readers get the whole text at once; with reduced motion it shows at once and the cursor stays
 * still.
 */
export function IntroScreen({ variant = 'terminal' }: { variant?: IntroVariant }) {
  const reducedMotion = usePrefersReducedMotion();
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    if (reducedMotion) return;
    const started = performance.now();
    const timer = setInterval(() => {
      const now = performance.now() - started;
      setElapsed(now);
      if (now > introDurationMs() + 60_000) clearInterval(timer);
    }, FRAME_MS);
    return () => clearInterval(timer);
  }, [reducedMotion]);

  const frame = reducedMotion
    ? { cursorVisible: true, typed: INTRO_TEXT, done: true }
    : introFrame(elapsed);
  return (
    <div className={`intro intro--${variant}`} data-testid={`intro-${variant}`}>
      <p className="intro__text">
        <span className="visually-hidden">{INTRO_TEXT}</span>
        <span aria-hidden="true">
          {variant === 'terminal' && <span className="intro__prompt">&gt; </span>}
          {frame.typed}
          <span className={`intro__cursor${frame.cursorVisible ? '' : ' is-off'}`} />
        </span>
      </p>
      {variant === 'glow' && (
        <p className={`intro__subtitle${frame.done ? ' is-shown' : ''}`} aria-hidden={!frame.done}>
          Welcome to Synapse
        </p>
      )}
    </div>
  );
}
