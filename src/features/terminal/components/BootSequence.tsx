import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { JOSH2_BOOT_MS, JOSH2_BOOT_PHASES_MS } from '../engine/constants';
import { startBinaryRain } from '../view/binaryRain';
import { SkipHint } from './SkipHint';
import '../terminal.css';
import { prefersReducedMotion } from '@lib/reducedMotion';
import { lineOf, takeTypedKeys, type TypedAhead } from '@lib/typeAhead';

const PHASE_TEXT = [
  'INITIALIZING NEURAL CORE...',
  'LOADING AGENT NETWORK...',
  'ESTABLISHING SECURE CONNECTION...',
];
/** The rain's colour per phase: it switches at 2 s and 4 s (docs/product.md §2). */
const RAIN_COLOURS = ['#1f9a45', '#1c7fa6', '#8a4fc4'];

/** The keys that make the console's first line (src/lib/typeAhead.ts): characters and these. */
const LINE_KEYS = new Set(['Backspace', 'Enter', 'Escape']);
const isLineKey = (event: KeyboardEvent) =>
  !event.ctrlKey &&
  !event.metaKey &&
  !event.altKey &&
  (event.key.length === 1 || LINE_KEYS.has(event.key));

/**
 * /josh2's boot animation: about 6 s of binary rain whose look switches at 2 s and 4 s. Any key,
 * a tap or the skip button ends it early. The page is prerendered (issue 42, item 5): the keys
 * typed before the app ran (kept by public/boot.js) come first. The keys make the console's first
 * line: `onDone` hears the line so far when the boot ends and after every key, since the screen
 * stays until the console's code has loaded (Josh2Page), so a visitor who types at once loses
 * nothing.
 */
export function BootSequence({ onDone }: { onDone: (typed: TypedAhead) => void }) {
  const [phase, setPhase] = useState(0);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const phaseRef = useRef(0);
  phaseRef.current = phase;
  const keys = useRef<string[]>([]);
  const addKey = useCallback(
    (key: string) => {
      keys.current.push(key);
      onDone(lineOf(keys.current));
    },
    [onDone],
  );

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
    keys.current.push(...takeTypedKeys());
    if (keys.current.length > 0) onDone(lineOf(keys.current));
    const timers = [
      ...JOSH2_BOOT_PHASES_MS.map((at, index) => window.setTimeout(() => setPhase(index + 1), at)),
      window.setTimeout(() => onDone(lineOf(keys.current)), JOSH2_BOOT_MS),
    ];
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && event.target instanceof HTMLButtonElement) return;
      if (!isLineKey(event)) return;
      event.preventDefault();
      addKey(event.key);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [addKey, onDone]);

  return (
    <main
      className={`terminal-boot terminal-boot-phase-${phase}`}
      onPointerDown={() => addKey('Escape')}
    >
      <canvas ref={canvasRef} className="terminal-rain" aria-hidden="true" />
      <div className="terminal-boot-panel">
        <h1 className="terminal-title">SYNAPSE COMMAND INTERFACE</h1>
        <p role="status">{PHASE_TEXT[phase]}</p>
        <button type="button" className="terminal-button" onClick={() => addKey('Escape')}>
          SKIP BOOT SEQUENCE
        </button>
        <p className="terminal-hint">
          <SkipHint />
        </p>
      </div>
    </main>
  );
}
