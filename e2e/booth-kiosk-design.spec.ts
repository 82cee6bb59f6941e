import { expect, test, type Page } from '@playwright/test';
import {
  BOOTH_VIEWPORTS,
  expectThanksEndAfter20s,
  fitsOneScreen,
  openKiosk,
  signUpOnKiosk as signUp,
  undersized,
} from './support/boothLook';
import { E2E_BOOTH } from './support/boothConstants.mjs';
import { expectNoAxeViolations } from './support/lookAt';

/**
 * Issue 39, items 2, 3 and 6, on the kiosk host: `npm run booth` (e2e/support/booth.mjs, its web
 * down for the whole run) opened with ?kiosk=1, as an operator opens it. The booth's screen, not
 * the marketing site: a full-screen attract screen, then the brand and the form alone on one
 * screen, sized for arm's length, and the thank-you; the web being down is the staff's business.
 */
test.use({ baseURL: `http://127.0.0.1:${E2E_BOOTH.port}` });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/booth-kiosk-${name}.png` });

/** Nothing of the website, nor of the staff's: navigation, footer, theme, counts, the web's state. */
async function expectBoothOnly(page: Page) {
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /theme/i })).toHaveCount(0);
  await expect(
    page.getByText(/Sign-ups today|Waiting to send|On the web|offline|online|reach the web/i),
  ).toHaveCount(0);
}

for (const [width, height] of BOOTH_VIEWPORTS) {
  test(`the kiosk shows the attract screen, then the brand and the form alone, sized for arm's length, at ${width}x${height}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await openKiosk(page);
    const attract = page.getByTestId('booth-attract');
    await expect(attract).toContainText('Tap to join');
    // The event its sign-ups go to (EVENT_NAME), as the tablet's attract screen shows its own.
    await expect(attract).toContainText('E2E Expo');
    await expect(attract.getByRole('img', { name: 'SynapseAI' })).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveCount(0);
    await expectBoothOnly(page);
    await expectNoAxeViolations(page);
    await shot(page, `attract-${width}x${height}`);

    await attract.click();
    await expect(page.getByRole('img', { name: 'SynapseAI' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Staff' })).toBeVisible();
    await expectBoothOnly(page);
    await shot(page, `form-${width}x${height}`);
    expect(await undersized(page)).toEqual([]);
    expect(await fitsOneScreen(page)).toBe(true);
    await expectNoAxeViolations(page);
  });

  test(`the kiosk thanks a visitor by name with their ticket, then waits for the next at ${width}x${height}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await openKiosk(page);
    await signUp(page, 'Kim');
    const thanks = page.getByTestId('booth-saved');
    await expect(thanks.getByRole('heading', { name: 'Thank you, Kim!' })).toBeFocused();
    await expect(thanks.getByTestId('booth-ticket')).toHaveText(/^#\d+$/);
    // Its web is down: the links it cannot show come by e-mail, in words a visitor reads as such.
    await expect(thanks).toContainText(
      "We'll e-mail you a link to check your place in line and share with friends.",
    );
    await expect(thanks.getByRole('img', { name: 'QR code of your status page' })).toHaveCount(0);
    await expectBoothOnly(page);
    await shot(page, `thanks-${width}x${height}`);
    expect(await undersized(page)).toEqual([]);
    await expectNoAxeViolations(page);
    await thanks.getByRole('heading').click();
    await expect(page.getByTestId('booth-attract')).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveCount(0);
  });
}

test('the kiosk thank-you gives way to the attract screen after 20 s without a tap', async ({
  page,
}) => {
  await page.clock.install();
  await openKiosk(page);
  await signUp(page, 'Theo');
  await expectThanksEndAfter20s(page);
});

test("the kiosk's attract screen holds still under reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openKiosk(page);
  const moving = await page
    .getByTestId('booth-attract')
    .locator('span')
    .evaluateAll((spans) =>
      spans.map((span) => getComputedStyle(span).animationName).filter((name) => name !== 'none'),
    );
  expect(moving).toEqual([]);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const typing = page.getByTestId('booth-attract').locator('.booth-attract__console span').first();
  await expect(typing).toHaveCSS('animation-name', 'booth-type');
});

test("the kiosk's staff corner asks for the operator PIN and shows visitors no counts", async ({
  page,
}) => {
  await openKiosk(page);
  await page.getByTestId('booth-attract').click();
  await page.getByRole('button', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { name: 'Operator PIN' })).toBeVisible();
  await expect(page.getByText(/Sign-ups today|Waiting to send/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
