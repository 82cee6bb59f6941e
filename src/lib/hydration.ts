/**
 * Whether the page on screen is still the prerendered markup the server sent, waiting for React to
 * hydrate it: set by src/main.tsx before it hydrates, cleared by the prerendered page once it has
 * committed. A page can then render its first screen differently while hydrating (a part kept as
 * server markup until needed) without an update that would make React discard that markup.
 */
let hydratingPrerender = false;

export function startHydratingPrerender(): void {
  hydratingPrerender = true;
}

export function isHydratingPrerender(): boolean {
  return hydratingPrerender;
}

export function finishHydratingPrerender(): void {
  hydratingPrerender = false;
}
