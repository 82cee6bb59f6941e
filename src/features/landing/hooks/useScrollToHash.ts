import { useEffect } from 'react';

/** Scrolls to the element the location's hash names, if it exists. Answers whether it did. */
export function scrollToHash(): boolean {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (!id) return false;
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ block: 'start', behavior: 'instant' });
  return true;
}

/**
 * A link from outside such as /#waitlist lands on its section: the browser's own jump happens
 * before a page rendered in the browser has its sections, so it is repeated once they exist.
 */
export function useScrollToHash() {
  useEffect(() => {
    scrollToHash();
    // The page may still settle after this (its fonts, pictures and deferred parts changing the
    // height above the section): it lands once more when the page has loaded, unless the visitor
    // has moved on by then.
    let moved = false;
    const visitorMoved = () => {
      moved = true;
    };
    const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const input of inputs) window.addEventListener(input, visitorMoved, { passive: true });
    const land = () => {
      if (!moved) scrollToHash();
    };
    let timer: number | undefined;
    if (document.readyState === 'complete') timer = window.setTimeout(land, 0);
    else window.addEventListener('load', land, { once: true });
    return () => {
      for (const input of inputs) window.removeEventListener(input, visitorMoved);
      window.removeEventListener('load', land);
      window.clearTimeout(timer);
    };
  }, []);
}
