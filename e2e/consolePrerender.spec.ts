import { expect, test, type Page } from '@playwright/test';
import { hold, holdApp, hydrated } from './support/prerender';
import { transcript } from './support/console';

/**
 * Issue 42, item 5: /josh2's boot screen is in the first HTML (prerendered), so it paints before
 * the console's script arrives; the console then takes it over without moving it, and a line the
 * visitor types and sends before the script has run is answered. The app's script is held back
 * (routed) to make "before the app runs" last as long as the test needs.
 */
const BOOT_TEXT = 'INITIALIZING NEURAL CORE...';

/** The console's first reply to a line sent during the boot: the line after its echo. */
async function expectMenuAfter(page: Page, line: string) {
  await expect
    .poll(
      async () => {
        const shown = await transcript(page).locator('p').allTextContents();
        const echo = shown.indexOf(`> ${line}`);
        return echo < 0 ? null : (shown[echo + 1] ?? null);
      },
      { timeout: 30_000 },
    )
    .toBe('MAIN MENU:');
  await expect(page.getByRole('textbox', { name: 'Command' })).toHaveValue('');
}

test('the boot screen is in the first HTML and stays in place when the console takes it over', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/josh2')).text();
  expect(html).toContain(BOOT_TEXT);
  expect(html).toContain('SKIP BOOT SEQUENCE');

  await page.clock.install();
  const release = await holdApp(page);
  await page.goto('/josh2', { waitUntil: 'domcontentloaded' });
  const title = page.getByRole('heading', { name: 'SYNAPSE COMMAND INTERFACE' });
  const status = page.getByRole('status').getByText(BOOT_TEXT);
  await expect(status).toBeVisible();
  const before = { title: await title.boundingBox(), status: await status.boundingBox() };
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);

  release();
  await hydrated(page);
  // The boot's clock stands still: its text is still the first phase's, now the app's own.
  await expect(status).toBeVisible();
  expect({ title: await title.boundingBox(), status: await status.boundingBox() }).toEqual(before);
});

test('a line typed and sent before the console has loaded is answered', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/josh2', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('status').getByText(BOOT_TEXT)).toBeVisible();
  await page.keyboard.type('helpx');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');

  release();
  await hydrated(page);
  await expectMenuAfter(page, 'help');
});

test("the boot screen stays, and keeps what is typed, until the console's own code has loaded", async ({
  page,
}) => {
  // The app runs; the console's code (loaded while the boot shows) is held back.
  const release = await hold(page, /\/assets\/ConsoleScreen-[\w-]+\.js$/);
  await page.goto('/josh2', { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  const status = page.getByRole('status').getByText(BOOT_TEXT);
  await page.keyboard.type('hel');
  await page.mouse.click(5, 200); // a tap on the rain skips the boot, as a key does
  await page.keyboard.type('px');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  // The boot has ended for the visitor, and its screen is still there rather than a blank page.
  await expect(status).toBeVisible();
  expect(await page.getByRole('textbox', { name: 'Command' }).count()).toBe(0);

  release();
  await expectMenuAfter(page, 'help');
});
