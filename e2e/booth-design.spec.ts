import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
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

/** The visitor's text smaller than 20 px and targets under 56 px, described. */
function undersized(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const visible = (element: Element) => element.getBoundingClientRect().height > 0;
    const main = document.querySelector('main')!;
    for (const element of main.querySelectorAll('h1, p, label, input, button, span')) {
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (visible(element) && element.textContent?.trim() && size < 20) {
        problems.push(`text ${size}px: ${element.textContent.trim().slice(0, 40)}`);
      }
    }
    const targets = document.querySelectorAll(
      'button, input:not([type="checkbox"]), .waitlist-consent label',
    );
    for (const target of targets) {
      const height = target.getBoundingClientRect().height;
      if (visible(target) && height < 56) {
        problems.push(`target ${Math.round(height)}px: ${target.textContent || target.id}`);
      }
    }
    return problems;
  });
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
    const fits = await page.evaluate(
      () => document.documentElement.scrollHeight <= window.innerHeight,
    );
    expect(fits).toBe(true);
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
