/**
 * When a person first did something on this page (issue 44): the sign-up form's time check runs
 * from here, not from the form's mount, so a person who tapped their way to the form and let the
 * browser autofill it is not taken for a script. Pointer, key, focus and touch all count.
 */
export const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

export interface InteractionClock {
  /** Milliseconds since the first interaction; 0 when nothing happened yet (a script's submit). */
  elapsedMs(): number;
  stop(): void;
}

/** Listens on `target` (capturing, passive) until the first interaction, and keeps its time. */
export function watchInteractions(
  target: EventTarget,
  now: () => number = () => performance.now(),
): InteractionClock {
  let firstAt: number | null = null;
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of INTERACTION_EVENTS) target.removeEventListener(type, seen, options);
  };
  function seen() {
    firstAt ??= now();
    stop();
  }
  for (const type of INTERACTION_EVENTS) target.addEventListener(type, seen, options);
  return {
    elapsedMs: () => (firstAt === null ? 0 : Math.max(0, Math.round(now() - firstAt))),
    stop,
  };
}

let pageClock: InteractionClock | undefined;

/** Starts watching this page (main.tsx, before any screen loads). */
export function watchPageInteractions(): void {
  pageClock ??= watchInteractions(window);
}

/** Milliseconds from the page's first interaction to now, for a join's `elapsedMs`. */
export function msSinceFirstInteraction(): number {
  return pageClock?.elapsedMs() ?? 0;
}
