import { useEffect, useRef } from 'react';

/** Input that counts as a visitor being there; anything else lets the idle timer run. */
export const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'touchstart',
  'wheel',
  'input',
] as const;

/**
 * Calls `onIdle` after `idleSeconds` without a visitor's input (ACTIVITY_EVENTS): the
 * tablet resets its form and shows its attract screen with it (issue 27), the kiosk its whole site.
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
