import { expect, test } from '@playwright/test';
import {
  BOOTH_VIEWPORTS,
  fitsOneScreen,
  openKiosk,
  signUpOnKiosk,
  undersized,
} from './support/boothLook';
import { expectNoAxeViolations } from './support/lookAt';
import { startSyncedKiosk, type SyncedKiosk } from './support/syncedKiosk';

/**
 * Issue 39, item 3, on the kiosk host with its web up: a kiosk of its own (`npm run booth`)
 * syncing to the e2e web server, which alone makes a visitor's links. The thank-you shows the QR
 * code of their status page and their referral link as soon as the sync brings them. (With the
 * web down, e2e/booth-kiosk-design.spec.ts: they come by e-mail.) On one worker: a fixed port.
 */
test.describe.configure({ mode: 'serial' });

let kiosk: SyncedKiosk;
test.beforeAll(async () => {
  kiosk = await startSyncedKiosk();
});
test.afterAll(async () => {
  await kiosk?.dispose();
});

for (const [width, height] of BOOTH_VIEWPORTS) {
  test(`the kiosk thanks a visitor with the QR code of their status page and their referral link, from the web, at ${width}x${height}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await openKiosk(page, 'kiosk=1&idle=600', kiosk.url);
    await signUpOnKiosk(page, 'Quinn');
    const thanks = page.getByTestId('booth-saved');
    await expect(thanks.getByRole('heading', { name: 'Thank you, Quinn!' })).toBeFocused();
    await expect(thanks.getByTestId('booth-ticket')).toHaveText(/^#\d+$/);
    const qr = thanks.getByRole('img', { name: 'QR code of your status page' });
    await expect(qr).toBeVisible();
    // The web's links: its referral link, and double opt-in's word (the e2e web's default).
    await expect(thanks.getByTestId('booth-referral')).toHaveText(/^http:\/\/[^/]+\/\?ref=\w+$/);
    await expect(thanks).toContainText('Confirm your address from your inbox');
    await expect(thanks).not.toContainText('e-mail you a link');
    expect(await undersized(page)).toEqual([]);
    expect(await fitsOneScreen(page)).toBe(true);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/booth-kiosk-qr-${width}x${height}.png` });
    await thanks.getByRole('heading').click();
    await expect(page.getByTestId('booth-attract')).toBeVisible();
  });
}
