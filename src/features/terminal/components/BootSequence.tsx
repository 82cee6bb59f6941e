import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { JOSH2_BOOT_MS, JOSH2_BOOT_PHASES_MS } from '../engine/constants';
import { startBinaryRain } from '../view/binaryRain';
import { SkipHint } from './SkipHint';
import '../terminal.css';
import { prefersReducedMotion } from '@lib/reducedMotion';
import { takeTypeAhead } from '@lib/typeAhead';

const PHASE_TEXT = [
  'INITIALIZING NEURAL CORE...',
  'LOADING AGENT NETWORK...',
  'ESTABLISHING SECURE CONNECTION...',
];
/** The rain's colour per phase: it switches at 2 s and 4 s (docs/product.md §2). */
const RAIN_COLOURS = ['#1f9a45', '#1c7fa6', '#8a4fc4'];

const isTypedCharacter = (event: KeyboardEvent) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * /josh2's boot animation: about 6 s of binary rain whose look switches at 2 s and 4 s. Any key,
 * a tap or the skip button ends it early; a typed character is handed on to the console's input,
 * so a visitor who starts typing at once loses nothing. The page is prerendered (issue 42, item 5):
 * keys typed before the app ran (kept by public/boot.js) end it too, with the line they made and
 * whether Enter sent it.
 */
export function BootSequence({
  onDone,
}: {
  /** `byVisitor`: a key, a tap or the button ended it, not the clock; `sent`: Enter sent `typed`. */
  onDone: (typed: string, byVisitor: boolean, sent?: boolean) => void;
}) {
  const [phase, setPhase] = useState(0);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const phaseRef = useRef(0);
  phaseRef.current = phase;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    return startBinaryRain(canvas, {
      colour: () => RAIN_COLOURS[phaseRef.current] ?? '#1f9a45',
      reducedMotion: prefersReducedMotion(),
    });
  }, []);

  // A layout effect, so keys are taken from the first frame the boot screen is shown.
  useLayoutEffect(() => {
    const ahead = takeTypeAhead();
    if (ahead.typed) return onDone(ahead.line, true, ahead.sent);
    const timers = [
      ...JOSH2_BOOT_PHASES_MS.map((at, index) => window.setTimeout(() => setPhase(index + 1), at)),
      window.setTimeout(() => onDone('', false), JOSH2_BOOT_MS),
    ];
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key === 'Tab' ||
        (event.key === 'Enter' && event.target instanceof HTMLButtonElement)
      ) {
        return;
      }
      if (event.key.length > 1 && event.key !== 'Escape' && event.key !== 'Enter') return;
      event.preventDefault();
      onDone(isTypedCharacter(event) ? event.key : '', true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [onDone]);

  return (
    <main
      className={`terminal-boot terminal-boot-phase-${phase}`}
      onPointerDown={() => onDone('', true)}
    >
      <canvas ref={canvasRef} className="terminal-rain" aria-hidden="true" />
      <div className="terminal-boot-panel">
        <h1 className="terminal-title">SYNAPSE COMMAND INTERFACE</h1>
        <p role="status">{PHASE_TEXT[phase]}</p>
        <button type="button" className="terminal-button" onClick={() => onDone('', true)}>
          SKIP BOOT SEQUENCE
        </button>
        <p className="terminal-hint">
          <SkipHint />
        </p>
      </div>
    </main>
  );
}
