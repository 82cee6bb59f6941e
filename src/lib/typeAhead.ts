/**
 * The keys a visitor typed on a prerendered page before the app ran (issue 42, item 5): public/
 * boot.js keeps them where the page asks for it (/josh2's boot screen) and hands them over once.
 */
declare global {
  interface Window {
    __synapseTypeAhead?: () => string[];
  }
}

export interface TypedAhead {
  /** The line as typed (Backspace applied), up to the first Enter. */
  line: string;
  /** Enter followed the line: the visitor sent it. */
  sent: boolean;
  /** Any key at all was typed, or the screen tapped (kept as Escape): the visitor skipped the boot. */
  typed: boolean;
}

/** Takes the kept keys (once: boot.js stops keeping them). */
export function takeTypedKeys(): string[] {
  return window.__synapseTypeAhead?.() ?? [];
}

/** The line keys make: characters, Backspace, Enter sending what is typed, Escape only skipping. */
export function lineOf(keys: readonly string[]): TypedAhead {
  let line = '';
  for (const key of keys) {
    if (key === 'Enter') return { line, sent: line.trim() !== '', typed: true };
    if (key === 'Escape') continue;
    line = key === 'Backspace' ? line.slice(0, -1) : line + key;
  }
  return { line, sent: false, typed: keys.length > 0 };
}
