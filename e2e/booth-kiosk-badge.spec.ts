import { expect, test } from '@playwright/test';
import { badgeVCard, fakeCameraLaunch } from './support/badgeVideo';
import { E2E_BOOTH } from './support/boothConstants.mjs';

/**
 * Badge scan in the Electron kiosk's form (issue 27), against the kiosk's own server (`npm run
 * booth`, e2e/support/booth.mjs) with ?kiosk=1, Chromium's fake camera playing a badge's vCard QR
 * code: the form fills in, the visitor ticks consent and sends, and the sign-up is on the booth.
 */
const EMAIL = `ada.${Date.now()}@example.com`;
const VCARD = badgeVCard('Ada', 'Lovelace', 'Analytical Engines', EMAIL);

test.use({
  baseURL: `http://127.0.0.1:${E2E_BOOTH.port}`,
  launchOptions: fakeCameraLaunch('kiosk-badge', VCARD),
});

test("a badge held to the kiosk's camera fills its form, which the visitor checks and sends", async ({
  page,
}) => {
  await page.goto('/?kiosk=1');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByTestId('booth-attract').click();
  const form = page.getByRole('form', { name: 'Join the waitlist' });
  const started = Date.now();
  await form.getByRole('button', { name: 'Scan your badge' }).click();
  await expect(form.getByLabel('First Name')).toHaveValue('Ada', { timeout: 15_000 });
  console.log(`kiosk badge scan: ${Date.now() - started} ms from the camera opening to the form`);
  await expect(form.getByLabel('Last Name')).toHaveValue('Lovelace');
  await expect(form.getByLabel('Email')).toHaveValue(EMAIL);
  await expect(form.getByLabel('Company (optional)')).toHaveValue('Analytical Engines');
  await expect(form.getByRole('checkbox')).not.toBeChecked();
  await expect(page.getByTestId('badge-message')).toContainText('Please check them');

  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: /join/i }).click();
  await expect(page.getByText(/you're on the list|you are #|position/i).first()).toBeVisible();
});
