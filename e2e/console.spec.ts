import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { transcript } from './support/console';

/**
 * The consoles as a visitor at a booth meets them: the real timings of docs/product.md §9, motion
 * on.
 */
const commandInput = (page: Page) => page.getByRole('textbox', { name: 'Command' });
const emailInput = (page: Page) => page.getByRole('textbox', { name: 'Email address' });
/** Issue 44: after the address, the activation terminal asks a first name and the consent. */
async function nameAndConsent(page: Page) {
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'First name' }).press('Enter');
  await page.getByRole('button', { name: 'YES' }).click();
}
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test('/josh2 takes typed input from the boot on and answers it; time to first reply', async ({
  page,
}) => {
  await page.goto('/josh2');
  await expect(page.getByRole('status')).toContainText('INITIALIZING NEURAL CORE...');
  // The visitor starts typing during the boot animation: nothing is lost.
  await page.keyboard.type('level');
  await expect(commandInput(page)).toHaveValue('level');
  await expect(commandInput(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(transcript(page)).toContainText('> level');
  await expect(page.locator('.xterm-rows')).toContainText('DEFCON 5', { timeout: 20_000 });
  const firstReplyMs = await page.evaluate(() => Math.round(performance.now()));
  await expect(transcript(page)).toContainText('DEFCON 5: PEACETIME, NORMAL READINESS', {
    timeout: 20_000,
  });
  const fullReplyMs = await page.evaluate(() => Math.round(performance.now()));
  // Reported, not asserted (no timing assertions in tests): the closing note quotes it.
  console.log(
    `/josh2 load to first reply on screen: ${firstReplyMs} ms; reply complete: ${fullReplyMs} ms`,
  );
  test
    .info()
    .annotations.push({ type: 'load-to-first-reply-ms', description: String(firstReplyMs) });
});

test('/josh2 has no axe violations at any moment of the boot and while typing', async ({
  page,
}) => {
  // Each phase of the boot (2 s each) is read by axe while it shows. A loaded machine's axe run
  // can outlast a phase, and a paused page clock stalls axe itself: a phase gone by the time the
  // last check ends is skipped and named, never waited for; the first is always checked.
  await page.goto('/josh2');
  const status = page.getByRole('status');
  const checked: string[] = [];
  for (const text of [
    'INITIALIZING NEURAL CORE...',
    'LOADING AGENT NETWORK...',
    'ESTABLISHING SECURE CONNECTION...',
  ]) {
    const showing = await expect(status)
      .toHaveText(text, { timeout: checked.length === 0 ? 10_000 : 2_500 })
      .then(() => true)
      .catch(() => false);
    if (!showing) continue;
    await expectNoAxeViolations(page);
    checked.push(text);
  }
  expect(checked[0]).toBe('INITIALIZING NEURAL CORE...');
  test.info().annotations.push({ type: 'boot phases checked', description: checked.join(' | ') });
  await expect(commandInput(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('#terminal-hint')).toContainText('PRESS ANY KEY TO SKIP');
  await expectNoAxeViolations(page);
});

test('keyboard: Tab moves through the controls in order, buttons hand the focus back', async ({
  page,
}) => {
  await page.goto('/joshua');
  const input = commandInput(page);
  await expect(input).toBeFocused();
  const choices = page.getByRole('navigation', { name: 'Choices' }).getByRole('button');
  await expect(choices).toHaveCount(7);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'SEND' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(input).toBeFocused();
  // Issue 44: the menu's choices sit between the header and the input.
  for (let index = 6; index >= 0; index -= 1) {
    await page.keyboard.press('Shift+Tab');
    await expect(choices.nth(index)).toBeFocused();
  }
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: /GREEN/ })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  const voice = page.getByRole('button', { name: 'VOICE OFF' });
  await expect(voice).toBeFocused();
  // Enter on VOICE turns it on, then the keys go to the console, not to the button again.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'VOICE ON' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.type('voice off');
  await page.keyboard.press('Enter');
  await expect(transcript(page)).toContainText('VOICE OUTPUT DISABLED.');
  await expect(page.getByRole('button', { name: 'VOICE OFF' })).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.closest('.terminal-xterm'))).toBeNull();
});

test('the colour button switches the console to amber and keeps it', async ({ page }) => {
  await page.goto('/joshua');
  await page.getByRole('button', { name: /GREEN/ }).click();
  await expect(page.locator('.terminal-page')).toHaveAttribute('data-theme', 'amber');
  await expect(commandInput(page)).toBeFocused();
  await page.reload();
  await expect(page.locator('.terminal-page')).toHaveAttribute('data-theme', 'amber');
  await expectNoAxeViolations(page);
});

test.describe('the e-mail prompts', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a bad address gets the console words, never a browser bubble', async ({ page }) => {
    await page.goto('/direct-synapse');
    await expect(page.locator('form.terminal-form')).toHaveAttribute('novalidate', '');
    await emailInput(page).fill('nobody-at-nowhere');
    // The browser itself would stop this one with its bubble; the console answers instead.
    expect(
      await emailInput(page).evaluate((input: HTMLInputElement) => input.matches(':invalid')),
    ).toBe(true);
    await emailInput(page).press('Enter');
    await expect(transcript(page)).toContainText('INVALID EMAIL FORMAT. PLEASE TRY AGAIN.');
  });

  test('an address the server refuses is never reported as confirmed', async ({ page }) => {
    await page.goto('/direct-synapse');
    await emailInput(page).fill('a..b@example.com');
    await emailInput(page).press('Enter');
    await expect(transcript(page)).toContainText('INVALID EMAIL FORMAT. PLEASE TRY AGAIN.');
    await emailInput(page).fill(`refused-${Date.now()}@mailinator.com`);
    await emailInput(page).press('Enter');
    await nameAndConsent(page);
    await expect(transcript(page)).toContainText('ADDRESS NOT ACCEPTED BY THE SYNAPSE NETWORK.');
    await expect(transcript(page)).toContainText('REASON: DISPOSABLE E-MAIL ADDRESSES CANNOT JOIN');
    await expect(transcript(page)).not.toContainText('CONFIRMED');
    await expect(emailInput(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'RETURN TO MAIN INTERFACE' })).toHaveCount(0);
  });

  test('a network failure says so and keeps the address for a retry', async ({ page }) => {
    await page.goto('/direct-synapse');
    await page.route('**/api/josh2/join', (route) => route.abort('internetdisconnected'));
    const email = uniqueEmail('retry');
    await emailInput(page).fill(email);
    await emailInput(page).press('Enter');
    await nameAndConsent(page);
    await expect(transcript(page)).toContainText(
      'TRANSMISSION FAILED. THE SYNAPSE NETWORK DID NOT ANSWER.',
    );
    await expect(transcript(page)).not.toContainText('CONFIRMED');
    await expect(emailInput(page)).toHaveValue(email);
    await page.unroute('**/api/josh2/join');
    await emailInput(page).press('Enter');
    await expect(transcript(page)).toContainText(`EMAIL CONFIRMED: ${email.toUpperCase()}`);
  });
});

test('/synapse connects its agents 700 ms apart, each line at once', async ({ page }) => {
  await page.goto('/synapse');
  await expect(transcript(page)).toContainText('CONNECTING AGENT: AXON... ONLINE', {
    timeout: 20_000,
  });
  const times = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        const log = document.querySelector('[role="log"]');
        if (!log) return resolve([]);
        const count = () => log.textContent?.match(/CONNECTING AGENT/g)?.length ?? 0;
        let last = count();
        const observer = new MutationObserver(() => {
          const now = count();
          if (now > last) {
            seen.push(performance.now());
            last = now;
          }
          if (now >= 7) {
            observer.disconnect();
            resolve(seen);
          }
        });
        observer.observe(log, { childList: true, subtree: true });
      }),
  );
  const gaps = times.slice(1).map((time, index) => Math.round(time - (times[index] ?? 0)));
  console.log(`/synapse gaps between agents: ${gaps.join(', ')} ms`);
  expect(times.length).toBeGreaterThanOrEqual(5);
});
