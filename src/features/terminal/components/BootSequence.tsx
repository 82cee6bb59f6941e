import { useEffect, useState } from 'react';
import { JOSH2_BOOT_MS, JOSH2_BOOT_PHASES_MS } from '../engine/constants';
import '../terminal.css';

const PHASE_TEXT = [
  'INITIALIZING NEURAL CORE...',
  'LOADING AGENT NETWORK...',
  'ESTABLISHING SECURE CONNECTION...',
];
const RAIN_COLUMNS = 48;
const RAIN_ROWS = 24;
const RAIN_FRAME_MS = 120;

const binaryRow = () =>
  Array.from({ length: RAIN_COLUMNS }, () => (Math.random() < 0.5 ? '0' : '1')).join(' ');

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * /josh2's boot animation: about 6 s of binary rain whose look switches at 2 s and 4 s.
 * Escape, a tap or the skip button ends it early; reduced motion keeps the rain still.
 */
export function BootSequence({ onDone }: { onDone: () => void }) {
  const [phase, setPhase] = useState(0);
  const [rows, setRows] = useState(() => Array.from({ length: RAIN_ROWS }, binaryRow));

  useEffect(() => {
    const timers = [
      ...JOSH2_BOOT_PHASES_MS.map((at, index) => window.setTimeout(() => setPhase(index + 1), at)),
      window.setTimeout(onDone, JOSH2_BOOT_MS),
    ];
    const rain = reducedMotion()
      ? undefined
      : window.setInterval(
          () => setRows((previous) => [binaryRow(), ...previous.slice(0, -1)]),
          RAIN_FRAME_MS,
        );
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDone();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      window.clearInterval(rain);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [onDone]);

  return (
    <main className={`terminal-boot terminal-boot-phase-${phase}`} onClick={onDone}>
      <pre className="terminal-rain" aria-hidden="true">
        {rows.join('\n')}
      </pre>
      <div className="terminal-boot-panel">
        <h1 className="terminal-title">SYNAPSE COMMAND INTERFACE</h1>
        <p role="status">{PHASE_TEXT[phase]}</p>
        <button type="button" className="terminal-button" onClick={onDone}>
          SKIP BOOT SEQUENCE
        </button>
      </div>
    </main>
  );
}
