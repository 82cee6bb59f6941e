import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/** main.ts on a booth whose data file is damaged, with the electron module's test double. */
const electron = await vi.hoisted(async () => {
  const { createFakeElectron } = await import('./testing/fakeElectron');
  return createFakeElectron();
});
vi.mock('electron', () => ({ ...electron.module, default: electron.module }));

const appData = mkdtempSync(join(tmpdir(), 'synapse-appdata-'));
const dataDir = join(appData, 'Synapse', 'data');
electron.paths.set('appData', appData);

const screen = () => {
  const url = electron.calls.windows[0]?.webContents.loaded.at(-1) ?? '';
  return decodeURIComponent(url.replace('data:text/html;charset=utf-8,', ''));
};

beforeAll(async () => {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, 'db.json'), '{"waitlist": [ {"email": "ada@exa');
  await import('./index');
  await vi.waitFor(() => expect(screen()).toContain('<h1>'), { timeout: 20_000 });
});
afterAll(() => rmSync(appData, { recursive: true, force: true }));

describe('a kiosk that cannot start', () => {
  it('says in words on the booth screen that the data file is damaged, and leaves it alone', () => {
    expect(screen()).toContain('The booth cannot read its data file');
    expect(screen()).toContain(`${join(dataDir, 'db.json')} is damaged`);
    expect(readFileSync(join(dataDir, 'db.json'), 'utf8')).toContain('ada@exa');
  });

  it('logs the failure to a file in the data folder', () => {
    expect(readFileSync(join(dataDir, 'kiosk-errors.log'), 'utf8')).toContain(
      'CorruptDataFileError',
    );
  });

  it('lets the operator leave the trouble page with Ctrl+Alt+Q', () => {
    const contents = electron.calls.windows[0]!.webContents;
    contents.emit(
      'before-input-event',
      { preventDefault: vi.fn() },
      {
        type: 'keyDown',
        key: 'q',
        control: true,
        alt: true,
        meta: false,
        shift: false,
      },
    );
    expect(electron.app.exitCode).toBe(1);
  });

  it('relaunches after an uncaught error at most three times in ten minutes, then shows the page', () => {
    const relaunchesBefore = electron.app.relaunched;
    for (let crash = 0; crash < 4; crash++) process.emit('uncaughtException', new Error('boom'));
    expect(electron.app.relaunched - relaunchesBefore).toBe(3);
    expect(screen()).toContain('The booth stopped after repeated errors');
  });
});
