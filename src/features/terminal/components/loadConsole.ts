import type { ConsoleScreen } from './ConsoleScreen';

let loading: Promise<typeof ConsoleScreen> | undefined;

/**
 * The console's code, loaded while /josh2's boot screen shows (issue 42, item 5): the shared
 * field schemas (zod), then xterm, then the console itself. Each import is run in its own task,
 * so no one of them holds the page for long, where the three together once took one long task.
 */
export function loadConsoleScreen(): Promise<typeof ConsoleScreen> {
  loading ??= import('@shared/email')
    .then(() => import('@xterm/xterm'))
    .then(() => import('./ConsoleScreen'))
    .then((module) => module.ConsoleScreen);
  return loading;
}
