import { expect, test } from '@playwright/test';
import { badgeVCard, fakeCameraLaunch } from './support/badgeVideo';
import { E2E_ADMIN_PASSWORD } from './support/constants';

/**
 * Badge scan (issue 27) with Chromium's fake camera fed a video of a badge's vCard QR code: the
 * form fills in, consent stays unticked, and the time from the badge shown to the filled form is
 * measured. The video is a Y4M file (e2e/support/badgeVideo.ts).
 */
const VCARD = badgeVCard('Grace', 'Hopper', 'US Navy', `grace.${Date.now()}@example.com`);

test.use({ launchOptions: fakeCameraLaunch('badge', VCARD) });

test('a badge held to the camera fills the booth form, and the visitor still ticks consent', async ({
  page,
  request,
}) => {
  await request.post('/api/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } });
  const added = await request.post('/api/admin/booth-devices', {
    data: { name: 'Badge tablet', event: `Badge Expo ${Date.now()}` },
  });
  const { pairingCode } = (await added.json()) as { pairingCode: string };
  await page.goto(`/booth?pair=${pairingCode}`);
  await page.getByLabel('Staff PIN (4 to 8 digits)').fill('1234');
  await page.getByLabel('The same PIN again').fill('1234');
  await page.getByRole('button', { name: 'Save the PIN' }).click();

  const started = Date.now();
  await page.getByRole('button', { name: 'Scan your badge' }).click();
  await expect(page.getByLabel('First Name')).toHaveValue('Grace', { timeout: 15_000 });
  const filledMs = Date.now() - started;
  console.log(`badge scan: ${filledMs} ms from the camera opening on the badge to the filled form`);
  test.info().annotations.push({ type: 'badge-scan-ms', description: String(filledMs) });
  await expect(page.getByLabel('Last Name')).toHaveValue('Hopper');
  await expect(page.getByLabel('Email')).toHaveValue(/^grace\.\d+@example\.com$/);
  await expect(page.getByLabel('Company (optional)')).toHaveValue('US Navy');
  await expect(page.getByLabel('I agree to receive updates')).not.toBeChecked();
  await expect(page.getByTestId('badge-message')).toContainText('Please check them');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
