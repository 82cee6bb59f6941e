import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { E2E_ADMIN_PASSWORD } from './support/constants';

// Runs in its own Playwright project after every other spec (playwright.config.ts): it turns on
// two-factor sign-in for the one admin that the other specs log in with, and turns it off again.

const STEP_SECONDS = 30;
/** Too close to the end of a TOTP step, a code may expire on its way: wait for the next step. */
const STEP_MARGIN_SECONDS = 4;

/** The code an authenticator app shows now (`steps` later or earlier: within the server's drift). */
async function codeFor(secret: string, steps = 0): Promise<string> {
  await expect
    .poll(() => STEP_SECONDS - ((Date.now() / 1000) % STEP_SECONDS), { timeout: 10_000 })
    .toBeGreaterThan(STEP_MARGIN_SECONDS);
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * STEP_SECONDS });
}

/** Signs in from a link to the Security section, where the two-factor panel is. */
async function signInWithForm(page: Page) {
  await page.goto(`/admin/login?next=${encodeURIComponent('/admin/security')}`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

const dashboard = (page: Page) => page.getByRole('heading', { level: 1, name: 'Security' });
const panel = (page: Page) => page.getByRole('region', { name: 'Two-factor sign-in' });

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

test('two-factor sign-in: enrol with a QR code, then a new browser needs a TOTP or recovery code', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  let recoveryCodes: string[] = [];
  let secret = '';
  try {
    await signInWithForm(page);
    await expect(dashboard(page)).toBeVisible();
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

    const qr = page.getByRole('img', { name: 'QR code to add Synapse to an authenticator app' });
    await expect(qr).toBeVisible();
    // The data: image is allowed by the site's CSP: it decoded (the server draws it 256 pixels wide).
    await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(256);
    secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await axeClean(page);

    await page.getByLabel('Code from the app').fill('000000');
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expect(panel(page).getByRole('alert')).toContainText('That code is not valid.');

    // The step before now: the sign-in below can use the current step's code.
    await page.getByLabel('Code from the app').fill(await codeFor(secret, -1));
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const list = page.getByRole('list', { name: 'Recovery codes' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    recoveryCodes = await list.getByRole('listitem').allInnerTexts();
    await axeClean(page);
    await page.getByRole('button', { name: 'I have saved the codes' }).click();
    await expect(panel(page)).toContainText('Two-factor sign-in is on. 10 recovery codes left.');

    // This browser passed the code: it is remembered and signs in with the password alone.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login(\?next=[^&]*)?$/);
    await signInWithForm(page);
    await expect(dashboard(page)).toBeVisible();

    // A new browser: the password, then a TOTP code.
    const laptop = await newPage(browser);
    await signInWithForm(laptop);
    const code = laptop.getByLabel('Two-factor code');
    await expect(code).toBeFocused();
    await expect(laptop).toHaveURL(/\/admin\/login(\?next=[^&]*)?$/);
    await axeClean(laptop);
    await code.fill(await codeFor(secret));
    await laptop.getByRole('button', { name: 'Verify' }).click();
    await expect(dashboard(laptop)).toBeVisible();
    await laptop.context().close();

    // Another new browser, with a recovery code instead.
    const phone = await newPage(browser);
    await signInWithForm(phone);
    await phone.getByLabel('Two-factor code').fill(recoveryCodes[0]!);
    await phone.getByRole('button', { name: 'Verify' }).click();
    await expect(dashboard(phone)).toBeVisible();
    await expect(panel(phone)).toContainText('9 recovery codes left.');
    // The same recovery code does not work twice.
    const again = await newPage(browser);
    await signInWithForm(again);
    await again.getByLabel('Two-factor code').fill(recoveryCodes[0]!);
    await again.getByRole('button', { name: 'Verify' }).click();
    await expect(again.getByText('Login failed', { exact: true }).first()).toBeVisible();
    await expect(again).toHaveURL(/\/admin\/login(\?next=[^&]*)?$/);
    await again.context().close();

    // Switching off needs the password and a code.
    await panel(phone).getByLabel('Current password').fill(E2E_ADMIN_PASSWORD);
    await panel(phone).getByLabel('Code from the app or a recovery code').fill(recoveryCodes[1]!);
    await phone.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
    await expect(panel(phone)).toContainText('Two-factor sign-in is off.');
    await phone.context().close();
  } finally {
    // Whatever failed above, the other specs' admin signs in with the password alone again.
    const status = await page.request.get('/api/admin/two-factor');
    if (status.ok() && ((await status.json()) as { enabled: boolean }).enabled) {
      const off = await page.request.post('/api/admin/two-factor/disable', {
        data: { password: E2E_ADMIN_PASSWORD, code: recoveryCodes[2] ?? '' },
      });
      expect(off.status()).toBe(204);
    }
  }
  const fresh = await newPage(browser);
  await signInWithForm(fresh);
  await expect(dashboard(fresh)).toBeVisible();
  await fresh.context().close();
});
