import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRendererRecovery, HANG_GRACE_MS } from './rendererRecovery';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(quitting = false) {
  const reload = vi.fn();
  const crash = vi.fn();
  const recovery = createRendererRecovery({ reload, crash, isQuitting: () => quitting });
  return { reload, crash, recovery };
}

describe('renderer recovery', () => {
  it('reloads a renderer that crashed', () => {
    const { reload, recovery } = setup();
    recovery.onRenderProcessGone();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload while the kiosk is quitting', () => {
    const { reload, crash, recovery } = setup(true);
    recovery.onRenderProcessGone();
    recovery.onUnresponsive();
    vi.advanceTimersByTime(HANG_GRACE_MS);
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
