/**
 * The kiosk's own settings, shared by the main process and the preload: the idle time travels to
 * the sandboxed renderer as a command-line switch (webPreferences.additionalArguments).
 */
export const DEFAULT_IDLE_SECONDS = 90;
/**
 * The userData folder's name under the OS's app-data folder, fixed so that development runs,
 * packaged builds and updates all find the same data (README "Booth kiosk (operators)").
 */
export const USER_DATA_FOLDER = 'Synapse';
/** The preload's one call into the main process: an operator leaving the kiosk. */
export const EXIT_CHANNEL = 'kiosk:exit';
export const IDLE_SWITCH = '--synapse-idle-seconds=';

/** A whole number of seconds, at least 1; anything else falls back to the default. */
export function parseIdleSeconds(value: string | undefined): number {
  if (value === undefined || !/^\d+$/.test(value.trim())) return DEFAULT_IDLE_SECONDS;
  const seconds = Number(value.trim());
  return seconds >= 1 ? seconds : DEFAULT_IDLE_SECONDS;
}

export function idleSwitch(idleSeconds: number): string {
  return `${IDLE_SWITCH}${idleSeconds}`;
}

/** Reads the idle switch from a process's arguments (the renderer's, in the preload). */
export function idleSecondsFromArgv(argv: readonly string[]): number {
  const found = argv.find((arg) => arg.startsWith(IDLE_SWITCH));
  return parseIdleSeconds(found?.slice(IDLE_SWITCH.length));
}
