import { expect, test } from '@playwright/test';
import { hold, holdApp, hydrated } from './support/prerender';

/**
 * Issue 42, item 5: /landing's boot screen is in the first HTML (prerendered) in each of its two
 * looks, the server sending one at random (docs/product.md §2: 50/50); the app then hydrates the
 * look it was sent, in place, and the boot runs on into the page. The app's script is held back
 * (routed) to make "before the app runs" last as long as the test needs.
 */
const TITLES = { wopr: 'W.O.P.R. system initialization', neural: 'Neural interface' };

test('the server sends the boot screen in either look, in the first HTML', async ({ request }) => {
  const seen = new Set<string>();
  for (let sent = 0; sent < 40 && seen.size < 2; sent += 1) {
    const html = await (await request.get('/landing')).text();
    const look = Object.entries(TITLES).find(([, title]) => html.includes(`>${title}</h1>`));
    expect(look, 'a boot screen in the first HTML').toBeDefined();
    expect(html).toContain(`data-page-variant="${look![0]}"`);
    seen.add(look![0]);
  }
  expect([...seen].sort()).toEqual(['neural', 'wopr']);
});

test('the app hydrates the look it was sent, in place, and boots into the page', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  const release = await holdApp(page);
  await page.goto('/landing', { waitUntil: 'domcontentloaded' });
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  const sent = { text: await title.textContent(), box: await title.boundingBox() };
  expect(Object.values(TITLES)).toContain(sent.text);

  release();
  await hydrated(page);
  // The boot runs: its lines appear under the same title, where it was.
  await expect(
    page.getByRole('list', { name: 'Boot log' }).getByRole('listitem').first(),
  ).toBeVisible();
  expect({ text: await title.textContent(), box: await title.boundingBox() }).toEqual(sent);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(
    page.getByRole('heading', { name: 'Wire your enterprise into neural intelligence' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('with reduced motion the hydrated boot shows every line at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/landing');
  await hydrated(page);
  await expect(page.getByRole('list', { name: 'Boot log' }).getByRole('listitem')).toHaveCount(15);
  await expect(page.getByRole('progressbar', { name: 'System boot' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
});

test("the boot screen stays until the page's own code has loaded: never an empty screen", async ({
  page,
}) => {
  // Under reduced motion the boot ends 0.8 s after the app runs; the page's code is held back.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const release = await hold(page, /\/assets\/NeonPage-[\w-]+\.js$/);
  await page.goto('/landing');
  await hydrated(page);
  await expect(page.getByRole('progressbar', { name: 'System boot' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await page.waitForTimeout(1_500); // past the boot's end
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  release();
  await expect(
    page.getByRole('heading', { name: 'Wire your enterprise into neural intelligence' }),
  ).toBeVisible();
});
