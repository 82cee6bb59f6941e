import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fitsOneScreen, undersized } from './support/boothLook';
import { pairedTablet } from './support/tablet';

/**
 * Issue 39, item 2, on the tablet host: a booth, not the website on a stand. The brand and the
 * form on one screen, no site navigation, theme switch or footer, nothing of the staff's (event,
 * device, sync state) in view, text of 20 px and more and targets of 56 px and more; the attract
 * screen a full screen of its own.
 */
const RUN = Date.now();
const EVENT = `Design Expo ${RUN}`;

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

for (const [width, height] of [
  [1024, 768],
  [820, 1180],
  [1180, 820],
  [1920, 1080],
] as const) {
  test(`the tablet shows visitors the brand and the form alone, sized for arm's length, at ${width}x${height}`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    await pairedTablet(page, request, EVENT);
    await expect(page.getByRole('img', { name: 'SynapseAI' })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /theme/i })).toHaveCount(0);
    await expect(page.getByText(EVENT)).toHaveCount(0);
    await expect(page.getByText(/Online|Offline|waiting to send|all sent/)).toHaveCount(0);
    await page.screenshot({ path: `test-results/booth-design-form-${width}x${height}.png` });
    expect(await undersized(page)).toEqual([]);
    // One screen: the whole form and its button without scrolling.
    expect(await fitsOneScreen(page)).toBe(true);
    await expectNoViolations(page);
  });
}

test('the attract screen is a full screen of its own, never drawn over the form', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await page.setViewportSize({ width: 820, height: 1180 });
  await pairedTablet(page, request, EVENT);
  await page.clock.fastForward(91_000);
  await expect(page.getByTestId('booth-attract')).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveCount(0);
  await expectNoViolations(page);
  await page.screenshot({ path: 'test-results/booth-design-attract-820x1180.png' });
});
