import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_SCREENS } from './support/publicScreens';

test.use({ reducedMotion: 'reduce' });

/** Every public page of the landing and waitlist features, and what shows it is ready. */
const PAGES: [path: string, ready: string][] = [
  ...PUBLIC_SCREENS,
  ['/this-page-does-not-exist', '404 Page Not Found'],
];

/**
 * axe's experimental rules that these pages must pass too: a control's accessible name contains
 * its visible text (WCAG 2.5.3), so a person using speech input can say what they see.
 */
const EXPERIMENTAL_RULES = { 'label-content-name-mismatch': { enabled: true } };

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).options({ rules: EXPERIMENTAL_RULES }).analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(found).toEqual([]);
}

async function useTheme(page: Page, theme: 'dark' | 'light') {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
}

for (const theme of ['dark', 'light'] as const) {
  test.describe(`${theme} theme`, () => {
    for (const [path, heading] of PAGES) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await useTheme(page, theme);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        if (path === '/' || path === '/original' || path === '/landing') {
          await expect(page.getByRole('button', { name: 'Join Waitlist' })).toBeVisible();
        }
        if (path === '/test') await expect(page.getByText('The API answered.')).toBeVisible();
        await expectNoViolations(page);
      });
    }

    test('the boot screen has no axe violations', async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/landing');
      await expect(page.getByTestId('boot-sequence')).toBeVisible();
      await expectNoViolations(page);
    });

    test('the waitlist form with its errors and the open mobile menu have no axe violations', async ({
      page,
    }) => {
      await useTheme(page, theme);
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto('/#waitlist');
      await page.getByRole('button', { name: 'Join Waitlist' }).click();
      await expect(page.getByText('You must agree to receive updates.')).toBeVisible();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
      await expectNoViolations(page);
    });

    test('an open notification has no axe violations', async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/test');
      await page.getByRole('button', { name: 'Show a test notification' }).click();
      await expect(page.getByTestId('toast')).toBeVisible();
      await expectNoViolations(page);
    });

    test('the sign-up success panel has no axe violations', async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/#waitlist');
      await page.getByLabel('First Name').fill('Axe');
      await page.getByLabel('Last Name').fill('Auditor');
      await page.getByLabel('Email').fill(`axe-${theme}-${Date.now()}@example.com`);
      await page.getByLabel('I agree to receive updates about the product and services').check();
      await page.getByRole('button', { name: 'Join Waitlist' }).click();
      await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
