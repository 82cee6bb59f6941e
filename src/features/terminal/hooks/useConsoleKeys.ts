import { useLayoutEffect, type RefObject } from 'react';

/** Keys that move around the page or only modify others: they never skip nor steal the focus. */
const NAVIGATION_KEYS = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'CapsLock', 'F5']);
/** Other controls keep the keys aimed at them (SPACE on a button, arrows in a link...). */
const OTHER_CONTROLS = 'button, a, select, textarea, input, [role="button"], [tabindex]';

/**
 * The console's keyboard: any key finishes the reply being typed (so does a tap, see the
 * screens), and a key pressed outside any control brings the focus back to the input, so what a
 * visitor types lands there. Tab, Shift+Tab and keys aimed at another control are left alone.
 */
export function useConsoleKeys(
  inputRef: RefObject<HTMLInputElement | null>,
  skip: () => void,
): void {
  // A layout effect: listening starts in the same commit that shows the console, so no key
  // typed right after the boot animation ends can fall between two listeners.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (NAVIGATION_KEYS.has(event.key) || event.metaKey || event.ctrlKey || event.altKey) return;
      skip();
      const input = inputRef.current;
      const target = event.target instanceof Element ? event.target : null;
      const inXterm = target?.closest('.terminal-xterm') !== null && target !== null;
      const inOtherControl = target?.closest(OTHER_CONTROLS) && target !== input && !inXterm;
      if (!inOtherControl && input && document.activeElement !== input) input.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [inputRef, skip]);
}
