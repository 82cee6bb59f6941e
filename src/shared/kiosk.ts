/**
 * The kiosk's contract between Electron's main process, its preload and the site: the bridge the
 * preload exposes as window.synapseKiosk, and the idle time, which travels to the sandboxed
 * renderer as a command-line switch (webPreferences.additionalArguments).
 */
export interface KioskBridge {
  readonly isKiosk: true;
  readonly idleSeconds: number;
  exit(): Promise<void>;
}

/** docs/product.md §14 "Kiosk (Electron)": back to the landing page after 90 s without input. */
export const DEFAULT_IDLE_SECONDS = 90;
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

/**
 * Attract mode (issue 16): an idle reset on one of these consoles reloads it with `?attract=1`,
 * and the console plays a scene on its own until someone touches the screen.
 */
export const ATTRACT_PATHS: readonly string[] = ['/josh2', '/joshua'];
export const ATTRACT_PARAM = 'attract';
