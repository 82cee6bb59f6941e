import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { downloadSavePath } from './downloads';
import { isKioskSender } from './ipcGuard';

const appOrigin = 'http://127.0.0.1:41234';

describe('isKioskSender', () => {
  it("accepts the kiosk window's own page", () => {
    expect(
      isKioskSender({ webContentsId: 7, frameUrl: `${appOrigin}/admin/dashboard` }, 7, appOrigin),
    ).toBe(true);
  });

  it.each([
    ['another window', { webContentsId: 8, frameUrl: `${appOrigin}/` }, 7],
    ['a page from elsewhere', { webContentsId: 7, frameUrl: 'https://example.com/' }, 7],
    ['a sender without a frame', { webContentsId: 7, frameUrl: undefined }, 7],
    ['no kiosk window yet', { webContentsId: 7, frameUrl: `${appOrigin}/` }, undefined],
  ])('refuses %s', (_name, sender, kioskId) => {
    expect(isKioskSender(sender, kioskId, appOrigin)).toBe(false);
  });
});

describe('downloadSavePath', () => {
  const now = new Date('2025-05-01T10:20:30Z');
  it("saves into the Downloads folder under the server's file name", () => {
    expect(downloadSavePath('/home/booth/Downloads', 'waitlist.csv', now)).toBe(
      join('/home/booth/Downloads', 'waitlist.csv'),
    );
  });

  it('never lets a suggested name leave the Downloads folder', () => {
    expect(downloadSavePath('/dl', '../../etc/passwd', now)).toBe(join('/dl', 'passwd'));
    expect(downloadSavePath('/dl', '..\\..\\evil.csv', now)).toBe(join('/dl', 'evil.csv'));
    expect(downloadSavePath('/dl', '', now)).toBe(join('/dl', 'synapse-2025-05-01T10-20-30.csv'));
  });
});
