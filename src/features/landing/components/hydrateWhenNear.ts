import { lazy, type ComponentType } from 'react';
import { isKioskMode } from '@lib/kiosk';

/** A deferred part hydrates once it is within one screen height of the viewport. */
const NEAR_VIEWPORT_MARGIN = '100% 0px';

function whenNear(selector: string): Promise<void> {
  return new Promise((resolve) => {
    const element = typeof document === 'undefined' ? null : document.querySelector(selector);
    if (!element || isKioskMode() || typeof IntersectionObserver === 'undefined') {
      resolve();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
  });
}

/**
 * `Component` as a lazy component that settles when the prerendered markup matching `selector`
 * nears the viewport. Inside its own Suspense boundary it keeps that markup on screen, untouched,
 * until then, and React hydrates it when it settles: the page's load hydrates only what the first
 * screen shows. Without such markup, in a kiosk (which wants every control at once) or without
 * IntersectionObserver it settles at once.
 */
export function hydrateWhenNear(selector: string, Component: ComponentType): ComponentType {
  return lazy(() => whenNear(selector).then(() => ({ default: Component })));
}
