import { describe, expect, it, vi } from 'vitest';
import { EXIT_CHANNEL, idleSwitch } from '../../src/shared/kiosk.js';
import { createKioskBridge } from './bridge';

describe('the preload bridge', () => {
  it('exposes exactly isKiosk, idleSeconds and exit, frozen', () => {
    const bridge = createKioskBridge([idleSwitch(60)], async () => undefined);
    expect(Object.keys(bridge).sort()).toEqual(['exit', 'idleSeconds', 'isKiosk']);
    expect(bridge.isKiosk).toBe(true);
    expect(bridge.idleSeconds).toBe(60);
    expect(Object.isFrozen(bridge)).toBe(true);
  });

  it('asks the main process to leave the kiosk on the kiosk:exit channel', async () => {
    const invoke = vi.fn(async () => 'ignored');
    await expect(createKioskBridge([], invoke).exit()).resolves.toBeUndefined();
    expect(invoke).toHaveBeenCalledWith(EXIT_CHANNEL);
    expect(EXIT_CHANNEL).toBe('kiosk:exit');
  });
});
