import type { ConsolePhase } from '../hooks/useConsole';

/** The line under the input, in a visitor's words: what the console is doing and what to do. */
export const CONSOLE_HINTS: Record<ConsolePhase, string> = {
  typing: 'Typing... press any key or tap the screen to show the whole reply. You can type ahead.',
  sending: 'Sending your address...',
  ready: 'Type a command and press Enter.',
  attract: 'Touch the screen or press any key to start.',
};
