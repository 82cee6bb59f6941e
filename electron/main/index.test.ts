import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { KIOSK_CONTENT_SECURITY_POLICY } from './contentSecurityPolicy';
import { readSnapshotFile } from '../../server/testing/snapshotFile';

/**
 * main.ts's wiring, with the electron module replaced by a test double (the Electron binary
 * cannot run here). The embedded server behind it is real: a real port, a real data folder.
 */
const electron = await vi.hoisted(async () => {
  const { createFakeElectron } = await import('./testing/fakeElectron');
  return createFakeElectron();
});

vi.mock('electron', () => ({ ...electron.module, default: electron.module }));

const appData = mkdtempSync(join(tmpdir(), 'synapse-appdata-'));
electron.paths.set('appData', appData);
electron.paths.set('downloads', join(appData, 'Downloads'));
let origin = '';

const kioskWindow = () => electron.calls.windows[0]!;
const inputEvent = () => ({ preventDefault: vi.fn() });

beforeAll(async () => {
  await import('./index');
  await vi.waitFor(() => expect(kioskWindow().webContents.loaded).toHaveLength(1), {
    timeout: 20_000,
  });
  origin = new URL(kioskWindow().webContents.loaded[0]!).origin;
});
afterAll(() => rmSync(appData, { recursive: true, force: true }));

describe('the kiosk main process', () => {
  it('opens the hardened kiosk window on the embedded server at 127.0.0.1', async () => {
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(kioskWindow().options).toMatchObject({
      kiosk: true,
      fullscreen: true,
      webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false },
    });
    const count = await fetch(`${origin}/api/waitlist/count`);
    expect(await count.json()).toEqual({ count: 0 });
    expect(electron.app.getPath('userData')).toBe(join(appData, 'Synapse'));
    expect(electron.module.powerSaveBlocker.start).toHaveBeenCalledWith('prevent-display-sleep');
    expect(electron.module.Menu.setApplicationMenu).toHaveBeenCalledWith(null);
  });

  it('keeps the window on its own origin and opens no other window', () => {
    const contents = kioskWindow().webContents;
    const away = { url: 'https://example.com/', preventDefault: vi.fn() };
    contents.emit('will-navigate', away);
    expect(away.preventDefault).toHaveBeenCalled();
    const home = { url: `${origin}/josh2`, preventDefault: vi.fn() };
    contents.emit('will-navigate', home);
    expect(home.preventDefault).not.toHaveBeenCalled();
    expect(contents.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({
      action: 'deny',
    });
  });

  it('denies permissions, adds its CSP and blocks reload and devtools keys', () => {
    const request = electron.defaultSession.permissionRequestHandler as (
      contents: unknown,
      permission: string,
      callback: (granted: boolean) => void,
      details: object,
    ) => void;
    const granted = vi.fn();
    request({}, 'geolocation', granted, {});
    request({}, 'media', granted, { mediaTypes: ['audio'], requestingUrl: 'http://127.0.0.1/' });
    expect(granted.mock.calls).toEqual([[false], [false]]);
    const check = electron.defaultSession.permissionCheckHandler as (...args: unknown[]) => boolean;
    expect(check({}, 'notifications', 'http://127.0.0.1')).toBe(false);
    const listener = electron.defaultSession.headersListener as (
      details: { responseHeaders: Record<string, string[]> },
      callback: (result: { responseHeaders: Record<string, string[]> }) => void,
    ) => void;
    const callback = vi.fn();
    listener({ responseHeaders: {} }, callback);
    expect(callback).toHaveBeenCalledWith({
      responseHeaders: { 'Content-Security-Policy': [KIOSK_CONTENT_SECURITY_POLICY] },
    });
    const f5 = inputEvent();
    kioskWindow().webContents.emit('before-input-event', f5, {
      type: 'keyDown',
      key: 'F5',
      control: false,
      meta: false,
      shift: false,
      alt: false,
    });
    expect(f5.preventDefault).toHaveBeenCalled();
  });

  it('loads the site again, after a short back-off, when the renderer crashes', async () => {
    const contents = kioskWindow().webContents;
    const before = contents.loaded.length;
    contents.emit('render-process-gone', {}, { reason: 'crashed' });
    expect(contents.loaded).toHaveLength(before);
    await vi.waitFor(() => expect(contents.loaded).toHaveLength(before + 1));
    expect(contents.loaded.at(-1)).toBe(`${origin}/`);
  });

  it('vetoes closing the window (Alt+F4, the close button) while the operator has not exited', () => {
    kioskWindow().close();
    expect(kioskWindow().closed).toBe(false);
  });

  it('starts at login only when the operator set it', () => {
    expect(electron.app.loginItem).toEqual({ openAtLogin: false });
  });

  it('refuses kiosk:exit from anyone but the kiosk page', async () => {
    const exit = electron.calls.ipc.get('kiosk:exit')!;
    const stranger = { sender: { id: 999 }, senderFrame: { url: `${origin}/` } };
    expect(() => exit(stranger)).toThrow();
    const elsewhere = {
      sender: { id: kioskWindow().webContents.id },
      senderFrame: { url: 'https://example.com/' },
    };
    expect(() => exit(elsewhere)).toThrow();
    expect(electron.app.exited).toBe(false);
  });

  it('quits on kiosk:exit from the kiosk page only after the server has flushed the store', async () => {
    const joined = await fetch(`${origin}/api/waitlist/join`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        hasConsented: true,
      }),
    });
    expect(joined.status).toBe(201);

    const exit = electron.calls.ipc.get('kiosk:exit')!;
    exit({ sender: { id: kioskWindow().webContents.id }, senderFrame: { url: `${origin}/admin` } });
    expect(electron.app.exited).toBe(false);
    await vi.waitFor(() => expect(electron.app.exited).toBe(true), { timeout: 15_000 });

    await expect(fetch(`${origin}/api/waitlist/count`)).rejects.toThrow();
    const saved = await readSnapshotFile(join(appData, 'Synapse', 'data', 'db.json'));
    expect(saved.waitlist).toEqual([
      expect.objectContaining({ email: 'ada@example.com', source: 'kiosk' }),
    ]);
  });
});
