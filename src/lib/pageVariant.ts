import { isHydratingPrerender } from './hydration';

/**
 * A prerendered page can come in variants: the neon page's boot screen in each of its two looks
 * (issue 42, item 5; docs/product.md §2 picks one at random). The build renders each variant into
 * its own file and the server sends one of them at random. The markup names its variant
 * (`data-page-variant`), so that hydration renders the one on screen.
 */
let variantBeingRendered: string | undefined;

/** The build's prerender: the variant the next render is for. */
export function renderVariant(variant: string | undefined): void {
  variantBeingRendered = variant;
}

/**
 * The variant a page starts with: at build time the one being rendered; in the browser, while
 * hydrating the prerendered markup, the one it names; otherwise none (the page picks its own).
 */
export function prerenderedVariant(): string | undefined {
  if (typeof document === 'undefined') return variantBeingRendered;
  if (!isHydratingPrerender()) return undefined;
  return document.querySelector<HTMLElement>('[data-page-variant]')?.dataset.pageVariant;
}
