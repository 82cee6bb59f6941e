import { describe, expect, it } from 'vitest';
import { idleSecondsFromArgv } from '../../src/shared/kiosk.js';
import { kioskWindowOptions } from './windowOptions';

const input = { preloadPath: '/app/out/preload/index.cjs', idleSeconds: 90 };

describe('kioskWindowOptions', () => {
  it('opens a full-screen kiosk window with an isolated, sandboxed renderer', () => {
    const options = kioskWindowOptions({ ...input, isPackaged: true });
    expect(options.kiosk).toBe(true);
    expect(options.fullscreen).toBe(true);
    expect(options.webPreferences).toMatchObject({
      preload: input.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('has no developer tools in a packaged build and keeps them in development', () => {
    expect(kioskWindowOptions({ ...input, isPackaged: true }).webPreferences?.devTools).toBe(false);
    expect(kioskWindowOptions({ ...input, isPackaged: false }).webPreferences?.devTools).toBe(true);
  });

  it('hands the idle time to the renderer as an argument the preload reads back', () => {
    const options = kioskWindowOptions({ ...input, isPackaged: true, idleSeconds: 45 });
    expect(idleSecondsFromArgv(options.webPreferences?.additionalArguments ?? [])).toBe(45);
  });
});
