import { createElement, lazy, useEffect, type ComponentType } from 'react';
import { isKioskMode } from '@lib/kiosk';
import { scrollToHash } from '../hooks/useScrollToHash';

/** A deferred part hydrates once it is within one screen height of the viewport. */
const NEAR_VIEWPORT_MARGIN = '100% 0px';
/** How often a waiting part checks that its prerendered markup is still in the page. */
const DROPPED_CHECK_MS = 100;

/** Settles when the markup nears the viewport (false) or leaves the page (true). */
function whenNear(selector: string): Promise<boolean> {
  return new Promise((resolve) => {
    const element = typeof document === 'undefined' ? null : document.querySelector(selector);
    if (!element || isKioskMode() || typeof IntersectionObserver === 'undefined') {
      resolve(false);
      return;
    }
    const done = (wasDropped: boolean) => {
      observer.disconnect();
      clearInterval(dropped);
      resolve(wasDropped);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done(false);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    // React drops the kept markup when it renders the page afresh (after a hydration mismatch
    // elsewhere: a browser extension editing the page, say); the part must then render at once,
    // or it would wait for markup that is gone and the page would end after its first screen.
    const dropped = setInterval(() => {
      if (!element.isConnected) done(true);
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
  return lazy(() =>
    whenNear(selector).then((dropped) => ({
      default: dropped ? renderedAfresh(Component) : Component,
    })),
  );
}

/**
 * `Component` rendered after its markup was dropped: a jump to a section (Learn More, a link to
 * /#waitlist) that landed on the dropped markup, or on nothing, is made again. Any section, not
 * only one inside this part: while this part waited to notice the drop the page was shorter, so
 * the browser pulled the scroll back up even when the jump's target had already rendered.
 */
function renderedAfresh(Component: ComponentType): ComponentType {
  return function RenderedAfresh() {
    useEffect(() => {
      scrollToHash();
    }, []);
    return createElement(Component);
  };
}
