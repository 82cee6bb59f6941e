import type { BrowserWindowConstructorOptions } from 'electron';
import { idleSwitch } from '../../src/shared/kiosk.js';

export interface KioskWindowInput {
  preloadPath: string;
  isPackaged: boolean;
  idleSeconds: number;
}

/** The kiosk window per Electron's security checklist (docs/product.md §14 "Kiosk (Electron)"). */
export function kioskWindowOptions({
  preloadPath,
  isPackaged,
  idleSeconds,
}: KioskWindowInput): BrowserWindowConstructorOptions {
  return {
    kiosk: true,
    fullscreen: true,
    autoHideMenuBar: true,
    backgroundColor: '#070b16',
    // Shown once the first page has painted, so visitors never see a blank white frame.
    show: false,
    title: 'Synapse',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
      devTools: !isPackaged,
      additionalArguments: [idleSwitch(idleSeconds)],
    },
  };
}
