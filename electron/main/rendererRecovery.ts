/** How long a renderer may stay unresponsive before the kiosk restarts it. */
export const HANG_GRACE_MS = 10_000;
/** The first reload after a crash waits this long; each crash soon after doubles it. */
export const RELOAD_BACKOFF_START_MS = 500;
export const RELOAD_BACKOFF_MAX_MS = 30_000;
/** A crash this long after the last one starts the back-off afresh. */
export const CRASH_MEMORY_MS = 60_000;
/** From this many crashes in a row the screen says "restarting" instead of flickering. */
export const CRASH_LOOP_COUNT = 3;

/**
 * Keeps the booth screen alive: a renderer that crashed or was killed is reloaded after a delay
 * that doubles with each crash in quick succession, and from the third in a row a "restarting"
 * screen stands between the crashes. One that hangs longer than the grace time is crashed on
 * purpose, which reloads it the same way.
 */
export function createRendererRecovery({
  reload,
  crash,
  showRestarting = () => undefined,
  isQuitting,
  graceMs = HANG_GRACE_MS,
  now = Date.now,
}: {
  reload: () => void;
  crash: () => void;
  /** Puts the "restarting" screen up while the back-off runs. */
  showRestarting?: (delayMs: number) => void;
  isQuitting: () => boolean;
  graceMs?: number;
  now?: () => number;
}) {
  let hangTimer: ReturnType<typeof setTimeout> | undefined;
  let reloadTimer: ReturnType<typeof setTimeout> | undefined;
  let crashesInRow = 0;
  let lastCrashAt = -Infinity;
  const cancelHangTimer = () => {
    if (hangTimer !== undefined) clearTimeout(hangTimer);
    hangTimer = undefined;
  };
  return {
    onRenderProcessGone(): void {
      cancelHangTimer();
      if (isQuitting() || reloadTimer !== undefined) return;
      const at = now();
      crashesInRow = at - lastCrashAt > CRASH_MEMORY_MS ? 1 : crashesInRow + 1;
      lastCrashAt = at;
      const delay = Math.min(
        RELOAD_BACKOFF_START_MS * 2 ** (crashesInRow - 1),
        RELOAD_BACKOFF_MAX_MS,
      );
      if (crashesInRow >= CRASH_LOOP_COUNT) showRestarting(delay);
      reloadTimer = setTimeout(() => {
        reloadTimer = undefined;
        if (!isQuitting()) reload();
      }, delay);
    },
    onUnresponsive(): void {
      if (hangTimer !== undefined) return;
      hangTimer = setTimeout(() => {
        hangTimer = undefined;
        if (!isQuitting()) crash();
      }, graceMs);
    },
    onResponsive(): void {
      cancelHangTimer();
    },
    /** How many crashes came in quick succession (0 once the screen has stayed up a while). */
    get crashesInRow(): number {
      return now() - lastCrashAt > CRASH_MEMORY_MS ? 0 : crashesInRow;
    },
  };
}
