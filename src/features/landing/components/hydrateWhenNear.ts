import { createElement, lazy, useEffect, type ComponentType } from 'react';
import { isKioskMode } from '@lib/kiosk';
import { scrollToHash } from '../hooks/useScrollToHash';

/** A deferred part hydrates once it is within one screen height of the viewport. */
const NEAR_VIEWPORT_MARGIN = '100% 0px';
/** How often a waiting part checks that its prerendered markup is still in the page. */
const DROPPED_CHECK_MS = 100;

/** Settles when `markup` nears the viewport or leaves the page. */
function whenNear(markup: Element | null): Promise<void> {
  return new Promise((resolve) => {
    if (!markup || isKioskMode() || typeof IntersectionObserver === 'undefined') {
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
        if (!markup.isConnected || entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    // React drops the kept markup when it renders the page afresh (after a hydration mismatch
    // elsewhere: a browser extension editing the page, say); the part must then render at once,
    // or it would wait for markup that is gone and the page would end after its first screen.
    const dropped = setInterval(() => {
      if (!markup.isConnected) done();
    }, DROPPED_CHECK_MS);
    observer.observe(markup);
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
  return lazy(() => {
    const markup = typeof document === 'undefined' ? null : document.querySelector(selector);
    return whenNear(markup).then(() => ({ default: keptOrRenderedAfresh(markup, Component) }));
  });
}

/**
 * `Component`, which repeats a jump to a section once it is on screen if the page was rendered
 * afresh: its prerendered `markup` hydrated stays in the page, and markup React dropped does not.
 * A jump (Learn More, a link to /#waitlist) that landed on the dropped markup, or on nothing, is
 * made again; so is one made while this part had no markup to keep (it first looked after React
 * had already dropped the page, which then lacked the section for a moment). Any section, not only one inside this part: while this part was missing the page
 * was shorter, so the browser pulled the scroll back up even when the jump's target had already
 * rendered. Checked when the part is on screen, not when it settled: the part may have neared the
 * viewport just before React dropped its markup, or been seen near it just after.
 */
function keptOrRenderedAfresh(markup: Element | null, Component: ComponentType): ComponentType {
  return function DeferredPart() {
    useEffect(() => {
      if (!markup?.isConnected) scrollToHash();
    }, []);
    return createElement(Component);
  };
}
