import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { E2E_BOOTH } from './support/boothConstants.mjs';

/**
 * The booth kiosk's operator side (issue 26) in Chromium against `npm run booth` with ?kiosk=1:
 * the PIN before the admin, the staff panel while the web is down, exit's warning and last push,
 * the idle reset ending the admin session, two-factor at every sign-in, the audit export, and
 * the prompt locked after wrong PINs. One booth serves them all, in this order: two-factor and
 * the lock change the booth for whoever comes after.
 */
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${E2E_BOOTH.port}` });

const IDLE_SECONDS = 30;
const KIOSK = `kiosk=1&idle=${IDLE_SECONDS}`;

async function openKiosk(page: Page, path: string) {
  await page.clock.install();
  await page.goto(`${path}?${KIOSK}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

async function enterPin(page: Page, pin = E2E_BOOTH.pin) {
  await page.getByLabel('PIN', { exact: true }).fill(pin);
  await page.getByRole('button', { name: 'Unlock' }).click();
}

async function signIn(page: Page, code?: string) {
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_BOOTH.adminPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  if (code !== undefined) {
    await page.getByLabel(/code/i).first().fill(code);
    await page.getByRole('button', { name: /Login|Verify|Sign in/ }).click();
  }
}

async function joinAtTheBooth(page: Page, email: string) {
  await openKiosk(page, '/');
  await page.getByTestId('booth-attract').click();
  const form = page.getByRole('form', { name: 'Join the waitlist' });
  await form.getByLabel('First Name').fill('Grace');
  await form.getByLabel('Last Name').fill('Hopper');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Company (optional)').fill('Navy');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: /join/i }).click();
  await expect(page.getByText(/you're on the list|you are #|position/i).first()).toBeVisible();
}

/** Past the operator PIN to the admin, signed in (before two-factor is turned on). */
async function openTheAdmin(page: Page) {
  await openKiosk(page, '/admin');
  await enterPin(page);
  await page.getByRole('button', { name: 'Open the admin' }).click();
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/overview/);
}

let twoFactorSecret = '';

test('the admin shortcut asks for the operator PIN before anything else', async ({ page }) => {
  await openKiosk(page, '/');
  await page.keyboard.press('Control+Shift+A');
  await expect(page.getByRole('heading', { name: 'Operator PIN' })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveCount(0);
  expect(
    (
      await page.request.post('/api/login', {
        data: { username: 'admin', password: E2E_BOOTH.adminPassword },
      })
    ).status(),
  ).toBe(401);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
});

test('the staff panel shows the sign-ups the web has not taken while it is down', async ({
  page,
}) => {
  await joinAtTheBooth(page, 'grace@example.com');
  await page.goto('/admin');
  await enterPin(page);
  await expect(page.getByRole('heading', { name: 'Staff panel' })).toBeVisible();
  await expect(page.getByTestId('unsynced')).not.toHaveText('0');
  // Other tests of this file sign Grace Hopper up too: the list shows her by name, never by address.
  await expect(page.getByText('Grace Hopper').first()).toBeVisible();
  await expect(page.getByText('grace@example.com')).toHaveCount(0);
  await expect(
    page.getByText(/could not reach|cannot reach|not reachable|refused|unreachable/i),
  ).toBeVisible({
    timeout: 20_000,
  });
  await page.screenshot({ path: 'test-results/booth-staff-panel.png', fullPage: true });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
});

test('staff qualify a sign-up behind the PIN, saved on the booth with the web down and shown after a reload', async ({
  page,
}) => {
  await page.goto('/admin?kiosk=1');
  await enterPin(page);
  const row = page.getByTestId('staff-sign-up').filter({ hasText: 'Grace Hopper' }).first();
  await row.getByRole('button', { name: 'Qualify: Grace Hopper, Navy' }).click();
  // The web never answered this booth: no interests list, and rating and note still work.
  await expect(row.getByText(/^No interests list from the web yet/)).toBeVisible();
  await row.getByRole('radio', { name: 'Hot' }).click();
  await row.getByLabel(/^Note/).fill('Wants a demo in May');
  await expect(row.getByText('Note (19/500)')).toBeVisible();
  await row.getByRole('button', { name: 'Save lead' }).click();
  await expect(row.getByRole('status')).toHaveText('Saved');

  await page.reload();
  const again = page.getByTestId('staff-sign-up').filter({ hasText: 'Grace Hopper' }).first();
  await expect(again.getByTestId('lead-summary')).toHaveText('Hot · Wants a demo in May');
  await again.getByRole('button', { name: 'Edit the lead: Grace Hopper, Navy' }).click();
  await expect(again.getByRole('radio', { name: 'Hot' })).toHaveAttribute('aria-checked', 'true');
  await expect(again.getByLabel(/^Note/)).toHaveValue('Wants a demo in May');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
});

test('exit asks for the PIN again, warns, makes a last push and says how many stay', async ({
  page,
}) => {
  // The preload's bridge, as the Electron shell exposes it; exit() is recorded instead of quitting.
  await page.addInitScript(() => {
    const exits: string[] = [];
    Object.assign(window, {
      kioskExits: exits,
      synapseKiosk: Object.freeze({
        isKiosk: true,
        idleSeconds: 600,
        exit: async () => void exits.push('exit'),
      }),
    });
  });
  await page.goto('/admin');
  await enterPin(page);
  await page.getByRole('button', { name: 'Exit the booth' }).click();
  await expect(page.getByRole('heading', { name: 'Exit the booth' })).toBeVisible();
  await page.getByLabel('PIN', { exact: true }).fill(E2E_BOOTH.pin);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText(/have not reached the web yet/);
  await page.getByRole('button', { name: 'Try to sync, then exit' }).click();
  await expect(page.getByRole('heading', { name: 'Sending sign-ups to the web…' })).toBeVisible();
  await expect(
    page.getByText(/stay on this booth\. They are kept and sync at the next start\./),
  ).toBeVisible({
    timeout: 25_000,
  });
  await page.getByRole('button', { name: 'Exit now' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { kioskExits: string[] }).kioskExits))
    .toEqual(['exit']);
});

test('the idle reset ends the admin session on the booth', async ({ page }) => {
  await openTheAdmin(page);
  expect((await page.request.get('/api/admin/stats')).status()).toBe(200);

  await page.clock.fastForward(IDLE_SECONDS * 1000);
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  expect((await page.request.get('/api/admin/stats')).status()).toBe(401);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Operator PIN' })).toBeVisible();
});

test('the audit export saves a CSV file in the kiosk', async ({ page }) => {
  await openTheAdmin(page);
  await page.getByRole('link', { name: /^Security/ }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export audit log' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
});

// Issue 39: the kiosk's own settings, shown only on a kiosk (the web's admin: integrations.spec.ts).
test("on the kiosk the admin's Booths section shows its Sync to web settings, which say what is wrong", async ({
  page,
}) => {
  await openTheAdmin(page);
  await page.getByRole('link', { name: /^Booths/ }).click();
  await expect(page.getByRole('heading', { name: 'Sync to web' })).toBeVisible();
  const key = page.getByLabel('API key', { exact: true });
  // Exactly "Save": each booth event's "Save interests" is on this page too, once a booth exists.
  const save = page.getByRole('button', { name: 'Save', exact: true });
  // .invalid never resolves (RFC 6761): saved, then the booth cannot reach it (its web stays down).
  await page.getByLabel('Web address').fill('https://synapse.invalid');
  await key.fill('syn_e2e_not_a_real_key_but_long_enough_00');
  await save.click();
  await expect(page.getByText('Sync settings saved').first()).toBeVisible();
  await expect(key).toHaveValue('');
  await expect(page.getByText(/A key is saved/)).toBeVisible();
  await expect(page.getByText(/\d+ of \d+ synced/)).toBeVisible();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText(/Cannot reach the web site at synapse\.invalid/)).toBeVisible({
    timeout: 20_000,
  });

  // A new address asks for the key again: the saved one never goes anywhere else.
  await page.getByLabel('Web address').fill('https://collector.invalid');
  await expect(page.getByText(/A new web address needs its API key/)).toBeVisible();
  await save.click();
  await expect(page.getByText(/Enter the API key again for the new web address/)).toBeVisible();
  await expect(key).toBeFocused();
  const axe = await new AxeBuilder({ page }).include('.integrations').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
});

test('with two-factor on, the booth asks for the code at every sign-in', async ({ page }) => {
  await openTheAdmin(page);
  const setup = await (await page.request.post('/api/admin/two-factor/setup')).json();
  twoFactorSecret = (setup as { secret: string }).secret;
  const enable = await page.request.post('/api/admin/two-factor/enable', {
    data: { code: await generate({ secret: twoFactorSecret }) },
  });
  expect(enable.status()).toBe(200);
  const { recoveryCodes } = (await enable.json()) as { recoveryCodes: string[] };
  // A code works once: the next time step's code for one visit, a recovery code for the other.
  const nextStep = Math.floor(Date.now() / 1000) + 30;
  const codes = [await generate({ secret: twoFactorSecret, epoch: nextStep }), recoveryCodes[0]!];

  for (const code of codes) {
    await page.clock.fastForward(IDLE_SECONDS * 1000);
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    await page.goto('/admin');
    await enterPin(page);
    await page.getByRole('button', { name: 'Open the admin' }).click();
    await signIn(page);
    await page.getByLabel('Two-factor code').fill(code);
    await page.getByRole('button', { name: /Login|Verify|Sign in/ }).click();
    await expect(page).toHaveURL(/\/admin\/overview/);
  }
});

test('five wrong PINs lock the prompt for a minute', async ({ page }) => {
  await openKiosk(page, '/admin');
  for (let attempt = 0; attempt < 5; attempt++) {
    await enterPin(page, '0000');
    // The prompt empties itself once the booth has answered.
    await expect(page.getByLabel('PIN', { exact: true })).toHaveValue('');
  }
  await expect(page.getByRole('alert')).toContainText('Too many wrong PINs');
  await expect(page.getByLabel('PIN', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Unlock' })).toBeDisabled();
});
