import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectThanksEndAfter20s } from './support/boothLook';
import { fillSignUp, pairedTablet } from './support/tablet';

/**
 * Issue 39, item 3: a thank-you worth the walk. The visitor's first name, their ticket, a QR code
 * of their status link and their referral link, "confirm from your inbox" under double opt-in
 * (the e2e server's default); back to the attract screen after 20 s or a tap.
 */
const RUN = Date.now();
const EVENT = `Thanks Expo ${RUN}`;

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

for (const [width, height] of [
  [1024, 768],
  [820, 1180],
  [1920, 1080],
] as const) {
  test(`the tablet thanks a visitor by name with their ticket, a QR code and their referral link at ${width}x${height}`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    await pairedTablet(page, request, EVENT);
    await fillSignUp(page, 'Tess', `tess.${width}.${RUN}@example.com`);
    const thanks = page.getByTestId('booth-saved');
    await expect(thanks.getByRole('heading', { name: 'Thank you, Tess!' })).toBeFocused();
    await expect(thanks.getByTestId('booth-ticket')).toHaveText(/^#\d+$/);
    await expect(thanks.getByRole('img', { name: 'QR code of your status page' })).toBeVisible();
    await expect(thanks.getByTestId('booth-referral')).toHaveText(/\/\?ref=\w+$/);
    await expect(thanks).toContainText('Confirm your address from your inbox');
    await expectNoViolations(page);
    await page.screenshot({ path: `test-results/booth-thanks-${width}x${height}.png` });
    // A tap anywhere on it ends it: the attract screen, on its own, waits for the next visitor.
    await thanks.getByRole('heading').click();
    await expect(page.getByTestId('booth-attract')).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveCount(0);
  });
}

test('the thank-you gives way to the attract screen after 20 s without a tap', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await pairedTablet(page, request, EVENT);
  await fillSignUp(page, 'Theo', `theo.${RUN}@example.com`);
  await expectThanksEndAfter20s(page);
});

test('offline, the thank-you says the sign-up waits on the booth and its links come by e-mail', async ({
  page,
  context,
  request,
}) => {
  await pairedTablet(page, request, EVENT);
  await context.setOffline(true);
  await fillSignUp(page, 'Olga', `olga.${RUN}@example.com`);
  const thanks = page.getByTestId('booth-saved');
  await expect(thanks.getByRole('heading', { name: 'Thank you, Olga!' })).toBeVisible();
  await expect(thanks).toContainText('as soon as it is back online');
  await expect(thanks.getByTestId('booth-ticket')).toHaveCount(0);
  await context.setOffline(false);
});
