import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@lib/reducedMotion';

const TYPE_MS = 70;
const DELETE_MS = 35;
const HOLD_MS = 1400;

/** Types each phrase, holds it, deletes it and moves on; screen readers get the phrases as a list. */
export function Typewriter({ phrases }: { phrases: readonly string[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [state, setState] = useState({ index: 0, length: 0, deleting: false });

  useEffect(() => {
    if (reducedMotion) return;
    const phrase = phrases[state.index] ?? '';
    const full = state.length === phrase.length;
    const delay = state.deleting ? DELETE_MS : full ? HOLD_MS : TYPE_MS;
    const timer = setTimeout(() => {
      setState((current) => {
        if (!current.deleting && full) return { ...current, deleting: true };
        if (current.deleting && current.length === 0) {
          return { index: (current.index + 1) % phrases.length, length: 0, deleting: false };
        }
        return { ...current, length: current.length + (current.deleting ? -1 : 1) };
      });
    }, delay);
    return () => clearTimeout(timer);
  }, [state, phrases, reducedMotion]);

  const shown = reducedMotion
    ? (phrases[0] ?? '')
    : (phrases[state.index] ?? '').slice(0, state.length);
  return (
    <>
      <p className="typewriter" aria-hidden="true">
        {shown}
        <span className="typewriter__caret" />
      </p>
      <ul className="visually-hidden">
        {phrases.map((phrase) => (
          <li key={phrase}>{phrase}</li>
        ))}
      </ul>
    </>
  );
}

const GLYPHS = '01<>/[]{}#*+=ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DECODE_STEP_MS = 45;

/** Random glyphs settle, left to right, into the text. */
export function DecodeText({ text }: { text: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const [settled, setSettled] = useState(0);
  const [run, setRun] = useState(0);

  useEffect(() => {
    if (reducedMotion) return;
    setSettled(0);
    let count = 0;
    const timer = setInterval(() => {
      count += 1;
      setSettled(count);
      if (count >= text.length * 3) clearInterval(timer);
    }, DECODE_STEP_MS);
    return () => clearInterval(timer);
  }, [text, run, reducedMotion]);

  const fixed = Math.floor(settled / 3);
  const shown = reducedMotion
    ? text
    : text
        .split('')
        .map((char, index) =>
          index < fixed || char === ' ' ? char : GLYPHS[Math.floor(Math.random() * GLYPHS.length)],
        )
        .join('');
  return (
    <div className="decode">
      <p className="decode__text">
        <span className="visually-hidden">{text}</span>
        <span aria-hidden="true">{shown}</span>
      </p>
      <button type="button" className="btn btn--outline" onClick={() => setRun((n) => n + 1)}>
        Decode again
      </button>
    </div>
  );
}
