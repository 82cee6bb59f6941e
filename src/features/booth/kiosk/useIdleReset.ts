import { useEffect } from 'react';
import { ACTIVITY_EVENTS } from '../shared/useIdleTimer';
import { resetForNextVisitor } from './idleReset';
import { isRestingPlace } from './resetTarget';

/**
 * Resets the kiosk after `idleSeconds` without input. The home's attract screen or an
 * attract-mode console nobody has touched since it loaded holds nothing to clear, so it is left
 * alone until someone does.
 */
export function useIdleReset(idleSeconds: number | null): void {
  useEffect(() => {
    if (idleSeconds === null) return;
    let touched = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (touched || !isRestingPlace(window.location.pathname, window.location.search)) {
          void resetForNextVisitor();
        }
      }, idleSeconds * 1000);
    };
    const onActivity = () => {
      touched = true;
      arm();
    };
    const options = { capture: true, passive: true } as const;
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
    arm();
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options);
    };
  }, [idleSeconds]);
}
