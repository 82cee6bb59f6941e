import { EMBED_HEIGHT_MESSAGE } from '../shared/growth';

/**
 * /embed's few lines (issue 29): the theme and referral code from the iframe's address (else the
 * visitor's stored theme), the embedding page's origin (the widget then leaves its referrer out,
 * and tells it the frame's height), and the height whenever it changes (docs/growth.md has the
 * host page's side).
 */

/** The page that framed /embed: the browser's ancestor list, else the referrer's origin. */
function embedderOrigin(): string | undefined {
  const ancestors = window.location.ancestorOrigins;
  if (ancestors?.length) return ancestors[0];
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined;
  } catch {
    return undefined;
  }
}

function storedTheme(): string | null {
  try {
    return window.localStorage.getItem('theme');
  } catch {
    return null;
  }
}

export function startEmbedFrame(): void {
  const params = new URLSearchParams(window.location.search);
  const theme = (params.get('theme') ?? storedTheme()) === 'light' ? 'light' : 'dark';
  const root = document.documentElement;
  root.classList.toggle('light', theme === 'light');
  root.classList.toggle('dark', theme === 'dark');
  const widget = document.querySelector('synapse-waitlist');
  widget?.setAttribute('theme', theme);
  const ref = params.get('ref');
  if (ref) widget?.setAttribute('ref', ref);
  const parentOrigin = embedderOrigin();
  if (parentOrigin) widget?.setAttribute('embed-origin', parentOrigin);
  if (window.parent === window || !parentOrigin) return;
  new ResizeObserver(() => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    window.parent.postMessage({ type: EMBED_HEIGHT_MESSAGE, height }, parentOrigin);
  }).observe(document.body);
}
