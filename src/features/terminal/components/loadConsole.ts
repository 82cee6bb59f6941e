import { useEffect, useState } from 'react';
import type { ConsoleScreen } from './ConsoleScreen';

type ConsoleScreenComponent = typeof ConsoleScreen;

let loading: Promise<ConsoleScreenComponent> | undefined;

/**
 * The console's code, loaded while /josh2's boot screen shows (issue 42, item 5): the shared
 * schemas (zod), then xterm, then the console itself. Each import is run in its own task, so no
 * one of them holds the page for long, where the three together once took one long task.
 */
function loadConsoleScreen(): Promise<ConsoleScreenComponent> {
  loading ??= import('@shared/email')
    .then(() => import('@xterm/xterm'))
    .then(() => import('./ConsoleScreen'))
    .then((module) => module.ConsoleScreen);
  return loading;
}

/** The console's component once its code has loaded; null until then. A failed load is thrown. */
export function useConsoleScreen(): ConsoleScreenComponent | null {
  const [loaded, setLoaded] = useState<{ screen?: ConsoleScreenComponent; error?: unknown }>({});
  useEffect(() => {
    let live = true;
    loadConsoleScreen().then(
      (screen) => live && setLoaded({ screen }),
      (error: unknown) => live && setLoaded({ error }),
    );
    return () => {
      live = false;
    };
  }, []);
  if (loaded.error !== undefined) throw loaded.error;
  return loaded.screen ?? null;
}
