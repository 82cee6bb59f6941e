import { useCallback, useState } from 'react';
import { readConsoleTheme, writeConsoleTheme, type ConsoleTheme } from '../view/themes';

/** The console's phosphor, green or amber, kept for the next visit. */
export function useConsoleTheme(): [ConsoleTheme, () => void] {
  const [theme, setTheme] = useState<ConsoleTheme>(readConsoleTheme);
  const toggle = useCallback(() => {
    setTheme((current) => {
      const next = current === 'green' ? 'amber' : 'green';
      writeConsoleTheme(next);
      return next;
    });
  }, []);
  return [theme, toggle];
}
