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
  }, []);
}
