import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './support/constants';
import { linkIn, waitForMail } from './support/mail';
import { solvedProof } from './support/proof';

// Referrals and abuse end to end (issue 14), each visitor in a browser context of its own behind
// its own network (X-Forwarded-For; the e2e server trusts the loopback proxy). Runs after the other
// browser specs (its own project): its confirmed, boosted entries must not jump the loop spec's line.
test.describe.configure({ mode: 'serial' });
test.use({ reducedMotion: 'reduce' });

const RUN = `ref${process.pid}x${Math.floor(Math.random() * 1e6)}`;
const alice = `alice.${RUN}@example.com`;
const bob = `bob.${RUN}@example.com`;
const kept: Record<string, string> = {};

async function visitor(browser: Browser, network: string): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': network },
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

async function fillForm(page: Page, email: string, firstName: string) {
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill('Tester');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('I agree to receive updates about the product and services').check();
}

/** Follows the confirmation e-mail's link, presses its button, then goes on to the status page. */
async function confirmByMail(page: Page, email: string): Promise<string> {
  const mail = await waitForMail(email, '/confirm/');
  const link = new URL(linkIn(mail, '/confirm/')!);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  await page.getByRole('link', { name: 'See your place in line' }).click();
  await expect(page.getByTestId('status-place')).toHaveText(/^#\d+ of \d+ in line$/);
  return page.url();
}

const placeOf = async (page: Page) =>
  Number(
    (await page.getByTestId('status-place').textContent())!
      .match(/^#([\d,]+)/)![1]!
      .replace(/,/g, ''),
  );

/** Two confirmed sign-ups ahead of Alice, so that there is a line to move up in. */
async function fillers(page: Page) {
  for (const name of ['first', 'second']) {
    const email = `${name}.${RUN}@example.com`;
    // A person's browser solves the proof-of-work; a sign-up without it is held, out of line.
    const proof = await solvedProof(page.request);
    const joined = await page.request.post('/api/waitlist/join', {
      data: { firstName: 'Early', lastName: 'Bird', email, hasConsented: true, proof },
      headers: { 'x-forwarded-for': `192.0.2.${name.length}` },
    });
    expect(joined.status()).toBe(201);
    const token = new URL(linkIn(await waitForMail(email, '/confirm/'), '/confirm/')!).pathname
      .split('/')
      .pop()!;
    expect((await page.request.post(`/api/confirm/${token}`)).status()).toBe(200);
  }
}

test('a friend who joins through the referral link and confirms moves the referrer up', async ({
  browser,
}) => {
  const a = await visitor(browser, '198.51.100.21');
  await fillers(a);
  await a.goto('/#waitlist');
  await a.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await fillForm(a, alice, 'Alice');
  await a.getByRole('button', { name: 'Join Waitlist' }).click();
  const linkField = a.getByRole('textbox', { name: 'Your referral link' });
  await expect(linkField).toHaveValue(/\/\?ref=[A-Z2-9]{10}$/);
  const referralLink = await linkField.inputValue();
  await a.getByRole('button', { name: 'Copy' }).click();
  await expect(a.getByText(/Link copied|Copying is blocked/)).toBeVisible();

  const aliceStatus = await confirmByMail(a, alice);
  const before = await placeOf(a);
  await expect(a.getByTestId('referral-summary')).toContainText('No friend has joined');
  await expect(a.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(referralLink);

  // Bob opens Alice's link from another network, looks around, then joins and confirms.
  const b = await visitor(browser, '203.0.113.40');
  await b.goto(new URL(referralLink).pathname + new URL(referralLink).search);
  // The page keeps the code once the app has started on it.
  await b.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await b.goto('/#waitlist');
  await b.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await fillForm(b, bob, 'Bob');
  await b.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(b.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
  await confirmByMail(b, bob);

  await a.goto(aliceStatus);
  await expect(a.getByTestId('referral-summary')).toContainText('1 friend has joined');
  expect(await placeOf(a)).toBeLessThan(before);
  kept.aliceStatus = aliceStatus;
});

test('a bot-like submit is answered like any other and held for review', async ({ browser }) => {
  const bot = await visitor(browser, '192.0.2.77');
  const email = `bot.${RUN}@example.com`;
  await bot.goto('/#waitlist');
  await fillForm(bot, email, 'Robot');
  // The honeypot: hidden from people, filled by form-filling scripts.
  await bot.locator('input[name="website"]').fill('https://spam.example', { force: true });
  await bot.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(bot.getByRole('heading', { name: "You're on the list!" })).toBeVisible();

  const login = await bot.request.post('/api/login', {
    data: { username: 'admin', password: E2E_ADMIN_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const review = (await (await bot.request.get('/api/admin/review?limit=200')).json()) as {
    entries: { email: string; heldReason: string }[];
  };
  expect(review.entries).toContainEqual(expect.objectContaining({ email, heldReason: 'honeypot' }));
  await bot.goto('/admin/referrals');
  // The queue pages oldest first, 20 a page: the newest held sign-up is on its last page.
  await expect(bot.getByRole('heading', { name: /Review queue \(\d+\)/ })).toBeVisible();
  const pages = bot.getByRole('navigation', { name: 'Review queue pages' });
  if (await pages.isVisible()) await pages.getByRole('button', { name: 'Last' }).click();
  const approve = bot.getByRole('button', { name: `Approve ${email}` });
  await expect(approve).toBeVisible();
  await approve.click();
  await expect(approve).toBeHidden();
});

test('an address at a throwaway-mail domain is refused with a clear message', async ({ page }) => {
  await page.goto('/#waitlist');
  await fillForm(page, `someone.${RUN}@mailinator.com`, 'Throwaway');
  await page.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(
    page.getByText('Disposable e-mail addresses cannot join the waitlist.').first(),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(`someone.${RUN}@mailinator.com`);
});
