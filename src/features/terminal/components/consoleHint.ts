import type { ConsolePhase } from '../hooks/useConsole';

/** The line under the input, in a visitor's words: what the console is doing and what to do. */
export const CONSOLE_HINTS: Record<ConsolePhase, string> = {
  // Shown as SkipHint (large, and in a touch screen's words): this is its accessible text.
  typing: 'Press any key or tap the screen to skip. You can type ahead.',
  sending: 'Sending your address...',
  ready: 'Type a command and press Enter.',
  attract: 'Touch the screen or press any key to start.',
};
