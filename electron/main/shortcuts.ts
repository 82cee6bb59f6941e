import type { Input } from 'electron';

export type KeyInput = Pick<Input, 'type' | 'key' | 'control' | 'meta' | 'shift' | 'alt'>;

const RELOAD_OR_DEVTOOLS_KEYS = new Set(['F5', 'F11', 'F12']);
/** With Ctrl (or Cmd): reload, close, quit, print, find, zoom, view source. */
const COMMAND_KEYS = new Set(['r', 'w', 'q', 'p', 'f', 'u', 'n', 't', '=', '+', '-', '0']);
/** With Ctrl+Shift (or Cmd+Alt): the developer tools. */
const DEVTOOLS_KEYS = new Set(['i', 'j', 'c']);
const HISTORY_KEYS = new Set(['ArrowLeft', 'ArrowRight']);
const BROWSER_KEYS = new Set(['BrowserBack', 'BrowserForward', 'BrowserRefresh']);

/**
 * Whether a key press must not reach the packaged kiosk: reload, devtools, close, zoom and
 * history shortcuts. Development builds keep them. The operator's Ctrl+Shift+A (to /admin) passes.
 */
export function blockedShortcut(input: KeyInput, isPackaged: boolean): boolean {
  if (!isPackaged || input.type !== 'keyDown') return false;
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  const command = input.control || input.meta;
  if (RELOAD_OR_DEVTOOLS_KEYS.has(key) || BROWSER_KEYS.has(key)) return true;
  if (input.alt && (key === 'F4' || HISTORY_KEYS.has(key))) return true;
  if (command && (input.shift || input.alt) && DEVTOOLS_KEYS.has(key)) return true;
  return command && COMMAND_KEYS.has(key);
}

/**
 * Ctrl+Alt+Q (Cmd+Option+Q): leaves a kiosk that shows its trouble page. There is no visitor data
 * on that screen and no site to ask for the PIN, so the operator needs a way out.
 */
export function isTroubleExitShortcut(input: KeyInput): boolean {
  return (
    input.type === 'keyDown' &&
    (input.control || input.meta) &&
    input.alt &&
    input.key.toLowerCase() === 'q'
  );
}
