import { useSyncExternalStore } from 'react';

/** docs/product.md §15 and §3: dark by default, kept in local storage under "theme". */
export type Theme = 'dark' | 'light';
export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME: Theme = 'dark';

/** Local storage is an edge: anything but a known theme falls back to the default. */
export function parseTheme(value: unknown): Theme {
  return value === 'light' || value === 'dark' ? value : DEFAULT_THEME;
}

function readStoredTheme(): Theme {
  try {
    return parseTheme(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return DEFAULT_THEME;
  }
}

let current: Theme = typeof window === 'undefined' ? DEFAULT_THEME : readStoredTheme();
const listeners = new Set<() => void>();

function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.classList.toggle('light', theme === 'light');
}

if (typeof document !== 'undefined') applyTheme(current);

export function getTheme(): Theme {
  return current;
}

export function setTheme(theme: Theme) {
  current = theme;
  applyTheme(theme);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be off (private mode); the theme still applies for this page.
  }
  listeners.forEach((listener) => listener());
}

export function toggleTheme() {
  setTheme(current === 'dark' ? 'light' : 'dark');
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): Theme {
  // Prerendered pages are dark: hydration starts from the default, then follows the stored theme.
  return useSyncExternalStore(subscribe, getTheme, () => DEFAULT_THEME);
}
