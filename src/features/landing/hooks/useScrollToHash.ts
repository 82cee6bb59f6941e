import { useEffect } from 'react';

/**
 * A link from outside such as /#waitlist lands on its section: the browser's own jump happens
 * before a page rendered in the browser has its sections, so it is repeated once they exist.
 */
export function useScrollToHash() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, []);
}
