import { expect, test } from '@playwright/test';
import { badgeCases, completeAndSend, scanBadge, withBadgeCamera } from './support/badges';
import { E2E_BOOTH } from './support/boothConstants.mjs';

/**
 * Badge scan in the Electron kiosk's form (issue 27; issue 42, item 6 for every format), against
 * the kiosk's own server (`npm run booth`, e2e/support/booth.mjs) with ?kiosk=1, Chromium's fake
 * camera playing the badge's code: the form fills in, the visitor checks and sends, and the
 * sign-up is on the booth.
 */
const RUN = `k${Date.now()}`;
const BOOTH_URL = `http://127.0.0.1:${E2E_BOOTH.port}`;

for (const badge of badgeCases(RUN)) {
  test(`${badge.format}: a badge held to the kiosk's camera fills its form, which the visitor sends`, async ({
    playwright,
  }) => {
    await withBadgeCamera(playwright, badge, BOOTH_URL, async (page) => {
      await page.goto('/?kiosk=1');
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.getByTestId('booth-attract').click();
      const form = page.getByRole('form', { name: 'Join the waitlist' });
      await scanBadge(page, form, badge);
      await completeAndSend(form, RUN);
      await expect(page.getByText(/you're on the list|you are #|position/i).first()).toBeVisible();
    });
  });
}
