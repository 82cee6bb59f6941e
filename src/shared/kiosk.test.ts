import { describe, expect, it } from 'vitest';
import {
  DEFAULT_IDLE_SECONDS,
  idleSecondsFromArgv,
  idleSwitch,
  parseIdleSeconds,
} from './kiosk.js';

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
