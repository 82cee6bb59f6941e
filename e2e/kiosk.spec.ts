import { expect, test, type Page } from '@playwright/test';
import { KIOSK_CONTENT_SECURITY_POLICY } from '../electron/main/contentSecurityPolicy';
import { E2E_ADMIN_PASSWORD } from './support/constants';

/**
 * The kiosk's renderer in Chromium, in a plain tab switched to kiosk mode with ?kiosk=1 (the
 * Electron shell cannot be launched here). Time is driven with page.clock, never waited for.
 */

/**
 * Long enough that the real time a slow page load takes never reaches it (page.clock runs with
 * real time until it is moved), short enough to read: the tests jump over it with the clock.
 */
const IDLE_SECONDS = 30;
const KIOSK = `kiosk=1&idle=${IDLE_SECONDS}`;

async function openKiosk(page: Page, path: string, query = KIOSK) {
  await page.clock.install();
  await page.goto(`${path}?${query}`);
  // The idle timer runs once the app has mounted: a loaded machine can take longer than a jump.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

const form = (page: Page) => page.getByRole('form', { name: 'Join the waitlist' });
/** The kiosk's home is the booth's screen (issue 39): its attract screen waits for a tap. */
const attract = (page: Page) => page.getByTestId('booth-attract');

test('kiosk mode marks the page and gives every control a 44 px touch target', async ({ page }) => {
  await openKiosk(page, '/original');
  await expect(page.locator('html')).toHaveClass(/\bkiosk\b/);
  await expect(form(page).getByLabel('First Name')).toBeVisible();
  const controls = page.locator(
    'button:visible, input:visible, select:visible, textarea:visible, a:visible:not(p a)',
  );
  const sizes = await controls.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { control: element.outerHTML.slice(0, 80), height: Math.round(box.height) };
    }),
  );
  expect(sizes.length).toBeGreaterThan(3);
  expect(sizes.filter(({ height }) => height < 44)).toEqual([]);
});

test('a tab without ?kiosk=1 is not in kiosk mode', async ({ page }) => {
  await page.goto('/');
  await expect(form(page).getByLabel('First Name')).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/\bkiosk\b/);
  await page.keyboard.press('Control+Shift+A');
  await expect(page).toHaveURL(/\/$/);
});

test('an idle kiosk clears a half-filled form and returns to its attract screen', async ({
  page,
}) => {
  await openKiosk(page, '/original');
  const signUp = form(page);
  await signUp.getByLabel('First Name').fill('Ada');
  await signUp.getByLabel('Email').fill('ada@example.com');
  await signUp.getByLabel('Company (optional)').fill('Analytical Engines');

  await page.clock.fastForward(IDLE_SECONDS * 1000);

  await expect(page).toHaveURL(/\/$/);
  await attract(page).click();
  await expect(signUp.getByLabel('First Name')).toHaveValue('');
  await expect(signUp.getByLabel('Email')).toHaveValue('');
  await expect(signUp.getByLabel('Company (optional)')).toHaveValue('');
  // Still a kiosk after the reset, without the query string.
  await expect(page.locator('html')).toHaveClass(/\bkiosk\b/);
});

test('input keeps the kiosk from resetting while a visitor is still typing', async ({ page }) => {
  await openKiosk(page, '/');
  await attract(page).click();
  const firstName = form(page).getByLabel('First Name');
  await firstName.fill('Ada');
  await page.clock.fastForward(20_000);
  await firstName.press('End');
  await page.clock.fastForward(20_000);
  // 40 s since the page was first touched, 20 s since the last key: nothing is lost.
  await expect(firstName).toHaveValue('Ada');
  await page.clock.fastForward(15_000);
  await expect(attract(page)).toBeVisible();
  await expect(firstName).toHaveCount(0);
});

test('an idle kiosk console clears what visitors left and plays its attract scene', async ({
  page,
}) => {
  await openKiosk(page, '/josh2');
  await page.evaluate(() => {
    localStorage.setItem('theme', 'light');
    localStorage.setItem('synapseActivated', 'true');
    sessionStorage.setItem('josh2-transcript', '["MY EMAIL IS ada@example.com"]');
  });
  await expect(page.getByRole('status')).toContainText('INITIALIZING NEURAL CORE...');
  await page.keyboard.type('ada@example.com');
  await page.keyboard.press('Enter');
  const transcript = page.getByRole('log', { name: 'Transcript' });
  await expect(transcript).toContainText('ada@example.com');

  await page.clock.fastForward(IDLE_SECONDS * 1000);

  await expect(page).toHaveURL(/\/josh2\?attract=1$/);
  await expect(page.locator('#terminal-hint')).toHaveText(
    'Touch the screen or press any key to start.',
  );
  await expect(transcript).toContainText('> shall we play a game?');
  await expect(transcript).not.toContainText('ada@example.com');
  await expect(page.getByRole('textbox', { name: 'Command' })).toHaveValue('');
  const storage = await page.evaluate(() => ({
    local: { ...localStorage },
    session: Object.keys(sessionStorage),
  }));
  expect(storage.local).toEqual({ theme: 'light' });
  expect(storage.session).toEqual(['synapse.kiosk']);

  // Nobody comes: the attract console is a resting place, not reset again and again.
  await page.clock.fastForward(IDLE_SECONDS * 1000);
  await expect(page).toHaveURL(/\/josh2\?attract=1$/);

  // Someone touches the screen: the scene stops and the console greets them.
  await page.mouse.click(200, 200);
  await expect(transcript).not.toContainText('> shall we play a game?');
  await expect(transcript).toContainText('HELLO, VISITOR. I AM THE SYNAPSE COMMAND INTERFACE.');
  await page.keyboard.type('level');
  await page.keyboard.press('Enter');
  // A reply may open with a glitch and its pause, scheduled whenever the loaded page gets to it:
  // move the clock a second at a time until the reply is there (far from the idle reset).
  await expect
    .poll(async () => {
      await page.clock.fastForward(1_000);
      return transcript.textContent();
    })
    .toContain('DEFCON 5: PEACETIME, NORMAL READINESS');
});

test('an idle kiosk on any other screen goes back to its attract screen', async ({ page }) => {
  await openKiosk(page, '/synapse');
  await page.keyboard.press('Escape');
  await page.clock.fastForward(IDLE_SECONDS * 1000);
  await expect(page).toHaveURL(/\/$/);
  await expect(attract(page)).toBeVisible();
  await expect(page.locator('.xterm')).toHaveCount(0);
});

test('in the kiosk the thank-you returns to the attract screen and an empty form after 20 s', async ({
  page,
}) => {
  // A long idle time, so that only the thank-you's own timer can end it.
  await openKiosk(page, '/', 'kiosk=1&idle=600');
  await attract(page).click();
  const signUp = form(page);
  await signUp.getByLabel('First Name').fill('Grace');
  await signUp.getByLabel('Last Name').fill('Hopper');
  await signUp.getByLabel('Email').fill(`grace.${Date.now()}@example.com`);
  await signUp.getByLabel('I agree to receive updates about the product and services').check();
  await signUp.getByRole('button', { name: 'Join Waitlist' }).click();
  const thanks = page.getByRole('heading', { name: 'Thank you, Grace!' });
  await expect(thanks).toBeVisible();

  await page.clock.fastForward(18_000);
  await expect(thanks).toBeVisible();
  await page.clock.fastForward(2_500);

  await expect(thanks).toBeHidden();
  await attract(page).click();
  await expect(form(page).getByLabel('First Name')).toHaveValue('');
  await expect(form(page).getByLabel('Email')).toHaveValue('');
  await expect(
    form(page).getByLabel('I agree to receive updates about the product and services'),
  ).not.toBeChecked();
});

test('the operator shortcut Ctrl+Shift+A opens the admin login in the kiosk', async ({ page }) => {
  await openKiosk(page, '/', 'kiosk=1&idle=600');
  await expect(attract(page)).toBeVisible();
  await page.keyboard.press('Control+Shift+A');
  await expect(page).toHaveURL(/\/admin$/);
});

test('no "Exit kiosk" button outside the Electron shell, even logged in with ?kiosk=1', async ({
  page,
}) => {
  await openKiosk(page, '/admin/login', 'kiosk=1&idle=600');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bkiosk\b/);
  await expect(page.getByRole('button', { name: /exit kiosk/i })).toHaveCount(0);
});

test("the kiosk's own content security policy, added to the server's, blocks nothing the site needs", async ({
  page,
}) => {
  // What the Electron main process adds to every response (electron/main/contentSecurityPolicy.ts).
  await page.route('**/*', async (route) => {
    const response = await route.fetch();
    const headers = response.headers();
    const policies = [headers['content-security-policy'], KIOSK_CONTENT_SECURITY_POLICY];
    await route.fulfill({
      response,
      headers: { ...headers, 'content-security-policy': policies.filter(Boolean).join(', ') },
    });
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(error.message));

  await openKiosk(page, '/', 'kiosk=1&idle=600');
  await attract(page).click();
  await expect(form(page).getByLabel('First Name')).toBeVisible();
  for (const path of ['/josh2', '/landing', '/admin']) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
  }
  await page.clock.fastForward(7_000);
  await page.unrouteAll({ behavior: 'wait' });
  expect(violations).toEqual([]);
});
