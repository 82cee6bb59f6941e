import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CRASH_MEMORY_MS,
  createRendererRecovery,
  HANG_GRACE_MS,
  RELOAD_BACKOFF_MAX_MS,
  RELOAD_BACKOFF_START_MS,
} from './rendererRecovery';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(quitting = false) {
  const reload = vi.fn();
  const crash = vi.fn();
  const showRestarting = vi.fn();
  const recovery = createRendererRecovery({
    reload,
    crash,
    showRestarting,
    isQuitting: () => quitting,
    now: () => Date.now(),
  });
  return { reload, crash, showRestarting, recovery };
}

/** A crash, then the wait until its reload. */
function crashAndWait(recovery: ReturnType<typeof setup>['recovery'], waitMs: number) {
  recovery.onRenderProcessGone();
  vi.advanceTimersByTime(waitMs);
}

describe('renderer recovery', () => {
  it('reloads a renderer that crashed after a short delay', () => {
    const { reload, recovery } = setup();
    recovery.onRenderProcessGone();
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(RELOAD_BACKOFF_START_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('doubles the wait for each crash in quick succession, up to a ceiling', () => {
    const { reload, recovery } = setup();
    const waits = [1, 2, 4, 8, 16, 32, 64, 128].map((factor) =>
      Math.min(RELOAD_BACKOFF_START_MS * factor, RELOAD_BACKOFF_MAX_MS),
    );
    for (const [index, wait] of waits.entries()) {
      recovery.onRenderProcessGone();
      vi.advanceTimersByTime(wait - 1);
      expect(reload).toHaveBeenCalledTimes(index);
      vi.advanceTimersByTime(1);
      expect(reload).toHaveBeenCalledTimes(index + 1);
    }
  });

  it('shows the restarting screen from the third crash in a row, not before', () => {
    const { showRestarting, recovery } = setup();
    crashAndWait(recovery, RELOAD_BACKOFF_START_MS);
    crashAndWait(recovery, RELOAD_BACKOFF_START_MS * 2);
    expect(showRestarting).not.toHaveBeenCalled();
    recovery.onRenderProcessGone();
    expect(showRestarting).toHaveBeenCalledWith(RELOAD_BACKOFF_START_MS * 4);
  });

  it('starts afresh once the screen stayed up a minute', () => {
    const { reload, showRestarting, recovery } = setup();
    crashAndWait(recovery, RELOAD_BACKOFF_START_MS);
    crashAndWait(recovery, RELOAD_BACKOFF_START_MS * 2);
    vi.advanceTimersByTime(CRASH_MEMORY_MS + 1);
    expect(recovery.crashesInRow).toBe(0);
    crashAndWait(recovery, RELOAD_BACKOFF_START_MS);
    expect(reload).toHaveBeenCalledTimes(3);
    expect(showRestarting).not.toHaveBeenCalled();
  });

  it('does not reload while the kiosk is quitting', () => {
    const { reload, crash, recovery } = setup(true);
    recovery.onRenderProcessGone();
    recovery.onUnresponsive();
    vi.advanceTimersByTime(RELOAD_BACKOFF_MAX_MS + HANG_GRACE_MS);
    expect(reload).not.toHaveBeenCalled();
    expect(crash).not.toHaveBeenCalled();
  });

  it('restarts a renderer that stays unresponsive past the grace time', () => {
    const { crash, recovery } = setup();
    recovery.onUnresponsive();
    recovery.onUnresponsive();
    vi.advanceTimersByTime(HANG_GRACE_MS - 1);
    expect(crash).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(crash).toHaveBeenCalledTimes(1);
  });

  it('leaves a renderer alone that becomes responsive again', () => {
    const { crash, recovery } = setup();
    recovery.onUnresponsive();
    vi.advanceTimersByTime(HANG_GRACE_MS / 2);
    recovery.onResponsive();
    vi.advanceTimersByTime(HANG_GRACE_MS * 2);
    expect(crash).not.toHaveBeenCalled();
  });
});
