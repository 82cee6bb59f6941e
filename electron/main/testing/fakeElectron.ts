import { EventEmitter as Emitter } from 'node:events';
import { vi } from 'vitest';

/**
 * A test double of the electron module for main.ts's wiring (the Electron binary cannot run
 * here): an app, windows and their contents that record what main.ts does with them.
 */
export function createFakeElectron() {
  const calls: { windows: FakeWindow[]; ipc: Map<string, (...args: unknown[]) => unknown> } = {
    windows: [],
    ipc: new Map(),
  };
  const paths = new Map<string, string>();
  const app = Object.assign(new Emitter(), {
    isPackaged: true,
    exited: false,
    exitCode: undefined as number | undefined,
    getPath: (name: string) => paths.get(name) ?? `/nowhere/${name}`,
    setPath: (name: string, value: string) => paths.set(name, value),
    requestSingleInstanceLock: () => true,
    loginItem: undefined as unknown,
    setLoginItemSettings(settings: unknown) {
      app.loginItem = settings;
    },
    relaunched: 0,
    relaunch() {
      app.relaunched++;
    },
    enableSandbox: () => undefined,
    whenReady: () => Promise.resolve(),
    commandLine: { getSwitchValue: () => '' },
    exit: (code: number) => {
      app.exitCode = code;
    },
    quit: () => {
      let prevented = false;
      app.emit('before-quit', { preventDefault: () => (prevented = true) });
      if (!prevented) app.exited = true;
    },
  });
  class FakeContents extends Emitter {
    static nextId = 1;
    id = FakeContents.nextId++;
    windowOpenHandler?: (details: { url: string }) => unknown;
    loaded: string[] = [];
    reloads = 0;
    downloads: string[] = [];
    setWindowOpenHandler(handler: (details: { url: string }) => unknown) {
      this.windowOpenHandler = handler;
    }
    reload() {
      this.reloads++;
    }
    loadURL(url: string) {
      this.loaded.push(url);
      return Promise.resolve();
    }
    downloadURL(url: string) {
      this.downloads.push(url);
    }
    forcefullyCrashRenderer() {
      this.emit('render-process-gone', {}, { reason: 'killed' });
    }
  }
  class FakeWindow extends Emitter {
    webContents = new FakeContents();
    constructor(readonly options: Record<string, unknown>) {
      super();
      calls.windows.push(this);
      app.emit('web-contents-created', {}, this.webContents);
    }
    loadURL(url: string) {
      return this.webContents.loadURL(url);
    }
    closed = false;
    /** What the window manager does on Alt+F4 or its close button. */
    close() {
      let prevented = false;
      this.emit('close', { preventDefault: () => (prevented = true) });
      if (!prevented) this.closed = true;
    }
    show() {}
    isMinimized() {
      return false;
    }
    restore() {}
    focus() {}
  }
  const defaultSession = Object.assign(new Emitter(), {
    permissionRequestHandler: undefined as unknown,
    permissionCheckHandler: undefined as unknown,
    headersListener: undefined as unknown,
    setPermissionRequestHandler(handler: unknown) {
      this.permissionRequestHandler = handler;
    },
    setPermissionCheckHandler(handler: unknown) {
      this.permissionCheckHandler = handler;
    },
    webRequest: {
      onHeadersReceived: (listener: unknown) => (defaultSession.headersListener = listener),
    },
  });
  const module = {
    app,
    BrowserWindow: FakeWindow,
    ipcMain: {
      handle: (channel: string, handler: (...args: unknown[]) => unknown) =>
        calls.ipc.set(channel, handler),
    },
    Menu: { setApplicationMenu: vi.fn() },
    powerSaveBlocker: { start: vi.fn(() => 1) },
    session: { defaultSession },
  };
  return { module, app, calls, paths, defaultSession };
}
