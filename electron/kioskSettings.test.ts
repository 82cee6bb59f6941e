import { describe, expect, it, vi } from 'vitest';
import { createKioskBridge } from './bridge';
import {
  DEFAULT_IDLE_SECONDS,
  EXIT_CHANNEL,
  idleSecondsFromArgv,
  idleSwitch,
  parseIdleSeconds,
} from './kioskSettings';

describe('idle seconds', () => {
  it('reads a whole number of seconds and falls back to 90 for anything else', () => {
    expect(DEFAULT_IDLE_SECONDS).toBe(90);
    expect(parseIdleSeconds('120')).toBe(120);
    expect(parseIdleSeconds(' 30 ')).toBe(30);
    for (const bad of [undefined, '', '0', '-5', '1.5', 'soon', '10s']) {
      expect(parseIdleSeconds(bad)).toBe(DEFAULT_IDLE_SECONDS);
    }
  });

  it('finds the idle switch among a renderer process arguments', () => {
    expect(idleSecondsFromArgv(['/electron', '--type=renderer', idleSwitch(15)])).toBe(15);
    expect(idleSecondsFromArgv(['/electron', '--type=renderer'])).toBe(DEFAULT_IDLE_SECONDS);
  });
});

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
