import { describe, expect, it, vi } from 'vitest';
import { handleWindowOpen, isAllowedNavigation } from './navigationPolicy';
import { permissionCheckHandler, permissionRequestHandler } from './permissions';

const appOrigin = 'http://127.0.0.1:41234';

describe('isAllowedNavigation', () => {
  it.each([`${appOrigin}/`, `${appOrigin}/admin/dashboard?x=1#top`, `${appOrigin}`])(
    'lets the kiosk go to its own page %s',
    (url) => expect(isAllowedNavigation(url, appOrigin)).toBe(true),
  );

  it('lets the site save a file it made itself (a CSV export saved as a blob: download)', () => {
    expect(
      isAllowedNavigation(`blob:${appOrigin}/0b6f3c0e-6e4d-4a39-9d0c-1f7a2b3c4d5e`, appOrigin),
    ).toBe(true);
    expect(isAllowedNavigation('blob:https://example.com/0b6f3c0e', appOrigin)).toBe(false);
  });

  it.each([
    'https://example.com/',
    'http://127.0.0.1:41235/',
    'http://localhost:41234/',
    'https://127.0.0.1:41234/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,<h1>hi</h1>',
    'not a url',
    '',
  ])('refuses to leave for %s', (url) => expect(isAllowedNavigation(url, appOrigin)).toBe(false));
});

describe('handleWindowOpen', () => {
  it('denies every new window', () => {
    const download = vi.fn();
    for (const url of ['https://example.com/', `${appOrigin}/josh2`, 'about:blank']) {
      expect(handleWindowOpen({ url }, appOrigin, download)).toEqual({ action: 'deny' });
    }
    expect(download).not.toHaveBeenCalled();
  });

  it('turns the CSV export window into a download in the kiosk window', () => {
    const download = vi.fn();
    const url = `${appOrigin}/api/admin/waitlist/export`;
    expect(handleWindowOpen({ url }, appOrigin, download)).toEqual({ action: 'deny' });
    expect(download).toHaveBeenCalledWith(url);
    handleWindowOpen(
      { url: 'https://evil.example/api/admin/waitlist/export' },
      appOrigin,
      download,
    );
    expect(download).toHaveBeenCalledTimes(1);
  });
});

describe('permissions', () => {
  const app = 'http://127.0.0.1:4310';
  const request = permissionRequestHandler(app);
  const check = permissionCheckHandler(app);
  const asked = (permission: string, details: object) => {
    const callback = vi.fn();
    request({}, permission, callback, details);
    return callback.mock.calls[0]![0] as boolean;
  };

  it('denies every permission but the camera', () => {
    for (const permission of ['geolocation', 'notifications', 'clipboard-read']) {
      expect(asked(permission, { requestingUrl: `${app}/` })).toBe(false);
      expect(check({}, permission, app)).toBe(false);
    }
  });

  it("gives the camera (video alone) to the app's own pages only, for the badge scan", () => {
    expect(asked('media', { mediaTypes: ['video'], requestingUrl: `${app}/booth` })).toBe(true);
    expect(check({}, 'media', app, { mediaType: 'video' })).toBe(true);
    expect(asked('media', { mediaTypes: ['video', 'audio'], requestingUrl: `${app}/` })).toBe(
      false,
    );
    expect(asked('media', { mediaTypes: ['audio'], requestingUrl: `${app}/` })).toBe(false);
    expect(asked('media', { mediaTypes: ['video'], requestingUrl: 'https://evil.example/' })).toBe(
      false,
    );
    expect(check({}, 'media', 'https://evil.example', { mediaType: 'video' })).toBe(false);
  });
});
