import { lazy, type ComponentType } from 'react';
import { isKioskMode } from '@lib/kiosk';

/** A deferred part hydrates once it is within one screen height of the viewport. */
const NEAR_VIEWPORT_MARGIN = '100% 0px';
/** How often a waiting part checks that its prerendered markup is still in the page. */
const DROPPED_CHECK_MS = 100;

function whenNear(selector: string): Promise<void> {
  return new Promise((resolve) => {
    const element = typeof document === 'undefined' ? null : document.querySelector(selector);
    if (!element || isKioskMode() || typeof IntersectionObserver === 'undefined') {
      resolve();
      return;
    }
    const done = () => {
      observer.disconnect();
      clearInterval(dropped);
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    // React drops the kept markup when it renders the page afresh (after a hydration mismatch
    // elsewhere: a browser extension editing the page, say); the part must then render at once,
    // or it would wait for markup that is gone and the page would end after its first screen.
    const dropped = setInterval(() => {
      if (!element.isConnected) done();
    }, DROPPED_CHECK_MS);
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
