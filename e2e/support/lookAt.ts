import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The two sizes issue 44 looks at: a phone and a wide screen. */
export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'wide', width: 1440, height: 900 },
] as const;

/** A phone (touch) and a laptop, each as a browser context emulates it: `test.use(asDevice(v))`. */
export const TOUCH_VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, touch: true },
  { name: 'laptop', width: 1440, height: 900, touch: false },
] as const;

export function asDevice(viewport: (typeof TOUCH_VIEWPORTS)[number]) {
  return {
    viewport: { width: viewport.width, height: viewport.height },
    hasTouch: viewport.touch,
    isMobile: viewport.touch,
  };
}

/** No axe violation on the page as it is now (rules left out: none). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(found).toEqual([]);
}

/** A screenshot beside the test's results, for a person to look at. */
export async function keepScreenshot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}
