import { useEffect, useRef } from 'react';
import { ACTIVITY_EVENTS } from './constants';

/**
 * Calls `onIdle` after `idleSeconds` without a visitor's input (the kiosk's activity events); the
 * tablet booth at /booth resets its form and shows its attract screen with it (issue 27).
 */
export function useIdleTimer(idleSeconds: number | null, onIdle: () => void): void {
  const callback = useRef(onIdle);
  callback.current = onIdle;
  useEffect(() => {
    if (idleSeconds === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => callback.current(), idleSeconds * 1000);
    };
    const options = { capture: true, passive: true } as const;
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, arm, options);
    arm();
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, arm, options);
    };
  }, [idleSeconds]);
}
