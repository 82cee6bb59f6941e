import type { ITheme } from '@xterm/xterm';

/** The console's two phosphors. */
export type ConsoleTheme = 'green' | 'amber';
const STORAGE_KEY = 'synapse.consoleTheme';

/**
 * xterm's palette per phosphor. The typewriter colours lines with ANSI codes (green, bright
 * green, cyan, yellow, red, white); each theme maps them onto its own tones, all at least 7:1
 * on black.
 */
export const XTERM_THEMES: Record<ConsoleTheme, ITheme> = {
  green: {
    background: '#000000',
    foreground: '#33ff66',
    cursor: '#33ff66',
    cursorAccent: '#000000',
    green: '#2fd35a',
    brightGreen: '#33ff66',
    brightCyan: '#7dffd0',
    brightYellow: '#e8ff6a',
    brightRed: '#ff6b6b',
    brightWhite: '#eaffef',
  },
  amber: {
    background: '#000000',
    foreground: '#ffb000',
    cursor: '#ffb000',
    cursorAccent: '#000000',
    green: '#e09a00',
    brightGreen: '#ffb000',
    brightCyan: '#ffd27a',
    brightYellow: '#ffe14d',
    brightRed: '#ff7a5c',
    brightWhite: '#fff1d6',
  },
};

export function readConsoleTheme(): ConsoleTheme {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'amber' ? 'amber' : 'green';
  } catch {
    return 'green';
  }
}

export function writeConsoleTheme(theme: ConsoleTheme): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, theme);
  } catch (error) {
    console.error('Saving the console theme failed:', error);
  }
}
