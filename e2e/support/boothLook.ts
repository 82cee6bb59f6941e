import { expect, type Page } from '@playwright/test';

/** The sizes issue 39 looks at a booth in: landscape tablet or laptop, portrait tablet, full HD. */
export const BOOTH_VIEWPORTS = [
  [1024, 768],
  [820, 1180],
  [1920, 1080],
] as const;

/**
 * The visitor's text under 20 px and targets under 56 px on a booth's screen (docs/product.md §28
 * "Booth design"), each described; empty when everything is read and touched at arm's length.
 */
export function undersized(page: Page) {
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

/** The whole page on one screen: nothing below the fold to scroll to. */
export function fitsOneScreen(page: Page) {
  return page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight);
}

/**
 * On either host, with the page's clock installed and a thank-you on screen: it stays 20 s without
 * a tap, then gives way to the attract screen, and the next visitor finds an empty form.
 */
export async function expectThanksEndAfter20s(page: Page) {
  await expect(page.getByTestId('booth-ticket')).toBeVisible();
  await page.clock.fastForward(19_000);
  await expect(page.getByTestId('booth-saved')).toBeVisible();
  await page.clock.fastForward(1_500);
  await expect(page.getByTestId('booth-attract')).toBeVisible();
  await page.getByTestId('booth-attract').click();
  await expect(page.getByLabel('First Name')).toHaveValue('');
}

/** A kiosk (`npm run booth`'s site) opened with ?kiosk=1, as an operator opens it. */
export async function openKiosk(page: Page, query = 'kiosk=1&idle=600', origin = '') {
  await page.goto(`${origin}/?${query}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** A visitor taps the kiosk's attract screen and signs up with a new address of their own. */
export async function signUpOnKiosk(page: Page, first: string) {
  await page.getByTestId('booth-attract').click();
  const form = page.getByRole('form', { name: 'Join the waitlist' });
  await form.getByLabel('First Name').fill(first);
  await form.getByLabel('Last Name').fill('Visitor');
  await form
    .getByLabel('Email')
    .fill(`${first.toLowerCase()}.${Date.now()}.${Math.random()}@example.com`);
  await form.getByLabel('I agree to receive updates').check();
  await form.getByRole('button', { name: 'Join Waitlist' }).click();
}
