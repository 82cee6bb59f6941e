import type { Page } from '@playwright/test';

/**
 * Prerendered pages (issue 42, item 5) paint before the app's script runs: these hold that script
 * back (routed), to make "before the app runs" last as long as a test needs, and wait for the app.
 */

/** Holds the scripts `url` matches until the returned function is called. */
export async function hold(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Holds the app's entry script. */
export const holdApp = (page: Page) => hold(page, /\/assets\/index-[\w-]+\.js$/);

/** Resolves once the app has hydrated the prerendered page. */
export const hydrated = (page: Page) =>
  page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
