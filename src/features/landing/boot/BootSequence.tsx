import { useCallback, useEffect, useRef, useState } from 'react';
import { BOOT_COMPLETE_DELAY_MS, BOOT_SPEED_FACTOR } from '../constants';
import { usePrefersReducedMotion } from '@lib/reducedMotion';
import { prerenderedVariant } from '@lib/pageVariant';
import { BOOT_SCRIPTS, bootTimeline, pickBootTheme, type BootTheme } from './bootScript';
import './boot.css';

interface BootSequenceProps {
  onComplete: () => void;
  /** Fixes the theme; otherwise it is picked at random, 50/50. */
  theme?: BootTheme;
  speed?: number;
}

const themeNamed = (name: string | undefined): BootTheme =>
  name !== undefined && name in BOOT_SCRIPTS ? (name as BootTheme) : pickBootTheme();

/**
 * docs/product.md §2's boot-sequence screen: 15 scripted lines with a progress bar, then the
 * completion callback. With reduced motion every line shows at once; "Skip" finishes at once.
 */
export function BootSequence({ onComplete, theme, speed = BOOT_SPEED_FACTOR }: BootSequenceProps) {
  // A prerendered page comes in each look: hydration keeps the one the server sent.
  const [bootTheme] = useState<BootTheme>(() => theme ?? themeNamed(prerenderedVariant()));
  const script = BOOT_SCRIPTS[bootTheme];
  const reducedMotion = usePrefersReducedMotion();
  const [shown, setShown] = useState(reducedMotion ? script.lines.length : 0);
  const finished = useRef(false);
  const complete = useRef(onComplete);
  useEffect(() => {
    complete.current = onComplete;
  });

  const finish = useCallback(() => {
    if (finished.current) return;
    finished.current = true;
    complete.current();
  }, []);

  useEffect(() => {
    if (reducedMotion) {
      setShown(script.lines.length);
      const timer = setTimeout(finish, BOOT_COMPLETE_DELAY_MS);
      return () => clearTimeout(timer);
    }
    const { lineTimes, completeAt } = bootTimeline(bootTheme, speed);
    const timers = lineTimes.map((at, index) => setTimeout(() => setShown(index + 1), at));
    timers.push(setTimeout(finish, completeAt));
    return () => timers.forEach(clearTimeout);
  }, [bootTheme, speed, reducedMotion, script.lines.length, finish]);

  const total = script.lines.length;
  const percent = Math.round((shown / total) * 100);
  return (
    <main
      className={`boot boot--${bootTheme}`}
      data-testid="boot-sequence"
      data-page-variant={bootTheme}
    >
      <div className="boot__screen">
        <h1 className="boot__title">{script.title}</h1>
        <ol className="boot__log" aria-label="Boot log">
          {script.lines.slice(0, shown).map((item) => (
            <li key={item.text}>{item.text}</li>
          ))}
        </ol>
        <div
          className="boot__progress"
          role="progressbar"
          aria-label="System boot"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="boot__progress-bar" style={{ width: `${percent}%` }} />
        </div>
        <p className="boot__status">
          <span>{percent}%</span>
          <button type="button" className="boot__skip" onClick={finish}>
            Skip
          </button>
        </p>
      </div>
    </main>
  );
}
