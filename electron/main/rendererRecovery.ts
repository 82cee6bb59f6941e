/** How long a renderer may stay unresponsive before the kiosk restarts it. */
export const HANG_GRACE_MS = 10_000;

/**
 * Keeps the booth screen alive: a renderer that crashed or was killed is reloaded, and one that
 * hangs longer than the grace time is crashed on purpose, which reloads it the same way.
 */
export function createRendererRecovery({
  reload,
  crash,
  isQuitting,
  graceMs = HANG_GRACE_MS,
}: {
  reload: () => void;
  crash: () => void;
  isQuitting: () => boolean;
  graceMs?: number;
}) {
  let hangTimer: ReturnType<typeof setTimeout> | undefined;
  const cancelHangTimer = () => {
    if (hangTimer !== undefined) clearTimeout(hangTimer);
    hangTimer = undefined;
  };
  return {
    onRenderProcessGone(): void {
      cancelHangTimer();
      if (!isQuitting()) reload();
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
  };
}
