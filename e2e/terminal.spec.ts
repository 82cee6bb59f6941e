import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { AdminListResponse } from '../src/shared';
import { skipUntilShown, transcript } from './support/console';
import { logIn } from './support/admin';

async function send(page: Page, text: string, inputName = 'Command') {
  const input = page.getByRole('textbox', { name: inputName });
  await expect(input).toBeEnabled();
  await input.fill(text);
  await input.press('Enter');
}

async function waitlistCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/waitlist/count');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { count: number }).count;
}

/** The admin API's view of one address: its entry, or undefined when it is not on the list. */
async function adminEntry(page: Page, email: string) {
  await logIn(page);
  const response = await page.request.get(
    `/api/admin/waitlist?search=${encodeURIComponent(email)}`,
  );
  expect(response.ok()).toBe(true);
  const { entries } = (await response.json()) as AdminListResponse;
  return entries.find((entry) => entry.email === email);
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function openJosh2(page: Page) {
  await page.goto('/josh2');
  await expect(page.getByRole('status')).toContainText('INITIALIZING NEURAL CORE...');
  await page.keyboard.press('Escape');
  await expect(transcript(page)).toContainText('6. JUST CURIOUS');
}

test.describe('with reduced motion', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('/josh2 boots into the menu and plays the maze to the exit', async ({ page }) => {
    await openJosh2(page);
    await expect(page.getByRole('banner')).toContainText('CONNECTED');
    await expect(page.getByRole('banner')).toContainText(/\d\d:\d\d:\d\d/);
    await send(page, 'play maze');
    await expect(transcript(page)).toContainText("FALKEN'S MAZE INITIATED.");
    await send(page, 'jump');
    await expect(transcript(page)).toContainText(
      'INVALID DIRECTION. PLEASE USE NORTH, SOUTH, EAST, OR WEST.',
    );
    for (const step of ['south', 's', 'down', 'east', 'e', 'right']) await send(page, step);
    await expect(transcript(page)).toContainText('YOU FOUND THE EXIT. CONGRATULATIONS.');
    await expectNoAxeViolations(page);
  });

  test('/josh2 option 5 activates and moves to /direct-synapse', async ({ page }) => {
    await openJosh2(page);
    await send(page, '5');
    await expect(transcript(page)).toContainText('INITIATING SYNAPSE ACTIVATION SEQUENCE...');
    await expect(page).toHaveURL(/\/direct-synapse$/);
    await expect(page.getByPlaceholder('ENTER YOUR EMAIL ADDRESS')).toBeVisible();
  });

  test('/joshua sets DEFCON and lists the persona agents', async ({ page }) => {
    await page.goto('/joshua');
    await expect(transcript(page)).toContainText('GREETINGS PROFESSOR FALKEN.');
    await send(page, 'defcon 2');
    await expect(transcript(page)).toContainText('DEFCON 2: WAR IMMINENT');
    await expect(page.getByRole('banner')).toContainText('DEFCON 2');
    await send(page, 'joshua');
    await expect(transcript(page)).toContainText('WELCOME BACK, JOSHUA.');
    await send(page, '3');
    for (const agent of ['AXIOM', 'LUMEN', 'SYNTH', 'NODUS', 'SENTINEL', 'VEKTOR']) {
      await expect(transcript(page)).toContainText(agent);
    }
    await send(page, 'something odd');
    await expect(transcript(page)).toContainText("TYPE 'MENU' TO SEE AVAILABLE OPTIONS.");
    await expectNoAxeViolations(page);
  });

  test('/joshua plays tic-tac-toe and refuses a bad or taken cell', async ({ page }) => {
    await page.goto('/joshua');
    await send(page, 'play tic');
    await expect(transcript(page)).toContainText('TIC-TAC-TOE INITIATED.');
    await send(page, 'ten');
    await expect(transcript(page)).toContainText('INVALID MOVE.');
    await send(page, '5');
    await expect(transcript(page)).toContainText(/I TAKE POSITION [1379]\./);
    await send(page, '5');
    await expect(transcript(page)).toContainText(
      'THAT POSITION IS ALREADY TAKEN. PLEASE CHOOSE ANOTHER.',
    );
    await send(page, 'exit');
    await expect(transcript(page)).toContainText('GAME ENDED. RETURNING TO MAIN MENU.');
  });

  test('/joshua plays chess by the rules, refocuses the input and toggles the voice', async ({
    page,
  }) => {
    await page.goto('/joshua');
    await expect(transcript(page)).toContainText('6. JUST CURIOUS');
    const input = page.getByRole('textbox', { name: 'Command' });
    await page.getByRole('heading', { name: 'W.O.P.R. COMMAND INTERFACE' }).click();
    await page.keyboard.press('m');
    await expect(input).toBeFocused();
    const voice = page.getByRole('button', { name: 'VOICE OFF' });
    await voice.click();
    await expect(page.getByRole('button', { name: 'VOICE ON' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await send(page, 'play chess');
    await expect(transcript(page)).toContainText('CHESS INITIATED. YOU PLAY WHITE.');
    await send(page, 'e2 e4');
    await expect(transcript(page)).toContainText('INVALID CHESS MOVE FORMAT');
    await send(page, 'e2 to e5');
    await expect(transcript(page)).toContainText('ILLEGAL MOVE: E2 TO E5.');
    await send(page, 'e2 to e4');
    await expect(transcript(page)).toContainText(/MY MOVE: [A-H][1-8] TO [A-H][1-8]/);
  });

  test('an e-mail given to the /joshua persona joins the waitlist', async ({ page }) => {
    const before = await waitlistCount(page);
    await page.goto('/joshua');
    await send(page, "summer '17");
    await send(page, '5');
    await expect(transcript(page)).toContainText('VEKTOR: ONLINE');
    await send(page, 'not-an-email');
    await expect(transcript(page)).toContainText('PLEASE ENTER A VALID EMAIL ADDRESS:');
    const email = `persona-${Date.now()}@example.com`;
    await send(page, email);
    await send(page, 'David');
    await send(page, 'yes');
    await expect(transcript(page)).toContainText('YOU WILL BE CONTACTED UPON ACTIVATION');
    await expect.poll(() => waitlistCount(page)).toBeGreaterThan(before);
    await expect.poll(async () => (await adminEntry(page, email))?.source).toBe('terminal');
    expect(await page.evaluate(() => localStorage.getItem('synapseActivated'))).toBe('true');
  });

  test('an e-mail typed into /direct-synapse joins the waitlist', async ({ page }) => {
    const before = await waitlistCount(page);
    await page.goto('/direct-synapse');
    await expect(transcript(page)).toContainText('ENTER YOUR EMAIL ADDRESS FOR SYSTEM ACCESS:');
    await expectNoAxeViolations(page);
    await send(page, 'nobody@nowhere', 'Email address');
    await expect(transcript(page)).toContainText('INVALID EMAIL FORMAT. PLEASE TRY AGAIN.');
    const email = `direct-${Date.now()}@example.com`;
    await send(page, email, 'Email address');
    await send(page, 'Ada', 'First name');
    await send(page, 'yes', 'Consent answer');
    await expect(transcript(page)).toContainText(`EMAIL CONFIRMED: ${email.toUpperCase()}`);
    await expect.poll(() => waitlistCount(page)).toBeGreaterThan(before);
    await expect.poll(async () => (await adminEntry(page, email))?.source).toBe('terminal');
    await page.getByRole('link', { name: 'RETURN TO MAIN INTERFACE' }).click();
    await expect(page).toHaveURL(/\/josh2$/);
  });

  test('/synapse connects the seven agents, then asks for an e-mail', async ({ page }) => {
    await page.goto('/synapse');
    for (const agent of ['AXON', 'LUMEN', 'SYNTH', 'CORTEX', 'GLIA', 'RELAY', 'SENTINEL']) {
      await expect(transcript(page)).toContainText(`CONNECTING AGENT: ${agent}... ONLINE`);
    }
    await expect(transcript(page)).toContainText('ENTER YOUR EMAIL ADDRESS FOR SYSTEM ACCESS:');
    await expectNoAxeViolations(page);
  });
});

test('any key finishes a reply being typed, and what is typed meanwhile is kept and answered', async ({
  page,
}) => {
  await page.goto('/joshua');
  const input = page.getByRole('textbox', { name: 'Command' });
  const hint = page.locator('#terminal-hint');
  await expect(hint).toContainText('PRESS ANY KEY TO SKIP');
  await skipUntilShown(page, '6. JUST CURIOUS');
  await expect(hint).toHaveText('Type a command and press Enter.');
  await input.fill('2');
  await input.press('Enter');
  await expect(hint).toContainText('PRESS ANY KEY TO SKIP');
  // Typed while the reply types: the first key finishes it, nothing is lost.
  await page.keyboard.type('level');
  await expect(transcript(page)).toContainText('CHOOSE 5 TO ACTIVATE YOURS.');
  await expect(input).toHaveValue('level');
  await page.keyboard.press('Enter');
  await expect(transcript(page)).toContainText('DEFCON 5: PEACETIME, NORMAL READINESS');
});

test('a line sent before the screen is ready is answered after the greeting, on screen', async ({
  page,
}) => {
  // A slow connection: the console face arrives late, so the screen opens late too.
  await page.route(/vt323-.*\.woff2?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/joshua');
  const input = page.getByRole('textbox', { name: 'Command' });
  await expect(input).toBeFocused();
  await input.fill('2');
  await input.press('Enter');
  const screen = page.locator('.xterm-rows');
  await expect
    .poll(async () => {
      await page.keyboard.press('Escape');
      return screen.evaluate((rows) => rows.textContent ?? '');
    })
    .toMatch(/GREETINGS PROFESSOR FALKEN\..*CHOOSE 5 TO ACTIVATE YOURS\./);
  const lines = await transcript(page).locator('p').allTextContents();
  expect(lines.findIndex((line) => line.includes('GREETINGS'))).toBeLessThan(
    lines.findIndex((line) => line.includes('YOURS.')),
  );
});
