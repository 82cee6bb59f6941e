import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PROBLEM_TEXTS } from '../src/shared/adminProblems';
import { LINE_WORDS, RESEND_WORDS } from '../src/shared/lineWords';
import { shareTargets } from '../src/shared/share';
import { logIn } from './support/admin';
import { E2E_ADMIN_PASSWORD, E2E_PORT } from './support/constants';
import { linkIn, mailsTo, waitForMail } from './support/mail';
import { startOwnServer, type OwnServer } from './support/ownServer';

// Issue 44, items 1 and 2: one truth about the line (a ticket, then a place), "Send the
// confirmation again", links from PUBLIC_URL and the share buttons, at a phone's and a desktop's
// size, axe on every page shown, a screenshot of each kept under test-results/line/.
test.use({ reducedMotion: 'reduce' });

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const RUN = `line${process.pid}x${Math.floor(Math.random() * 1e6)}`;
/** The e2e server's PUBLIC_URL (e2e/support/server.mjs). */
const PUBLIC_URL = `http://127.0.0.1:${E2E_PORT}`;
const LIMITED =
  /^We sent you a confirmation link a few minutes ago.*You can ask for another in \d+ minutes?\.$/;

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/line/${name}.png` });
}

async function joinThroughForm(page: Page, email: string, base = '') {
  await page.goto(`${base}/#waitlist`);
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('I agree to receive updates about the product and services').check();
  await page.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
}

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the form gives a ticket, says confirm to take your place, and a resend too soon says how long to wait', async ({
      page,
    }) => {
      await joinThroughForm(page, `form.${viewport.name}.${RUN}@example.com`);
      await expect(page.getByTestId('line-standing')).toHaveText(/^Your ticket: #[\d,]+$/);
      await expect(page.getByTestId('check-inbox-hint')).toHaveText(LINE_WORDS.confirmHint);

      // The referral link starts at PUBLIC_URL; without the Web Share API, links to share it.
      const url = await page.getByLabel('Your referral link').inputValue();
      expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/\\?ref=[A-Z2-9]{10}$`));
      await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
      for (const target of shareTargets(url)) {
        await expect(page.getByRole('link', { name: target.label })).toHaveAttribute(
          'href',
          target.href,
        );
      }
      const x = new URL(
        (await page.getByRole('link', { name: 'Share on X' }).getAttribute('href')) ?? '',
      );
      expect(x.searchParams.get('url')).toBe(url);
      const linkedIn = page.getByRole('link', { name: 'Share on LinkedIn' });
      expect(new URL((await linkedIn.getAttribute('href'))!).searchParams.get('url')).toBe(url);
      const mail = (await page
        .getByRole('link', { name: 'Share by e-mail' })
        .getAttribute('href'))!;
      expect(decodeURIComponent(mail)).toContain(url);

      // The confirmation just went out: asking again at once is refused, in words.
      await page.getByRole('button', { name: RESEND_WORDS.button }).click();
      await expect(page.getByTestId('resend-confirmation').getByRole('status')).toHaveText(LIMITED);
      await expectNoAxeViolations(page);
      await page.getByTestId('waitlist-success').scrollIntoViewIfNeeded();
      await shot(page, `form-success-${viewport.name}`);
    });

    test('the unconfirmed status page says confirm to take your place and offers the resend', async ({
      page,
    }) => {
      const email = `status.${viewport.name}.${RUN}@example.com`;
      await joinThroughForm(page, email);
      const mail = await waitForMail(email, '/status/');
      // Every link of the mail starts at PUBLIC_URL.
      for (const link of (mail.text ?? '').match(/https?:\/\/[^\s<>"')]+/g) ?? []) {
        expect(link.startsWith(`${PUBLIC_URL}/`), link).toBe(true);
      }
      expect(mail.text).toContain('Your ticket number is #');
      await page.goto(pathOf(linkIn(mail, '/status/')!));
      await expect(page.getByTestId('status-place')).toHaveText(LINE_WORDS.confirmToTakePlace);
      await expect(page.getByTestId('status-position')).toHaveText(/^#[\d,]+$/);
      const url = await page.getByLabel('Your referral link').inputValue();
      expect(url.startsWith(`${PUBLIC_URL}/?ref=`)).toBe(true);
      await page.getByRole('button', { name: RESEND_WORDS.button }).click();
      await expect(page.getByTestId('resend-confirmation').getByRole('status')).toHaveText(LIMITED);
      await expectNoAxeViolations(page);
      await shot(page, `status-unconfirmed-${viewport.name}`);
    });

    test('where the browser has the Web Share API, Share hands it the referral link', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const shared: ShareData[] = [];
        Object.assign(window, { sharedData: shared });
        navigator.share = (data?: ShareData) => {
          shared.push(data ?? {});
          return Promise.resolve();
        };
      });
      await joinThroughForm(page, `share.${viewport.name}.${RUN}@example.com`);
      const url = await page.getByLabel('Your referral link').inputValue();
      await expect(page.getByRole('link', { name: 'Share on X' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      const shared = await page.evaluate(
        () => (window as unknown as { sharedData: ShareData[] }).sharedData,
      );
      expect(shared).toEqual([
        { title: 'Synapse waitlist', text: 'Join me on the Synapse waitlist', url },
      ]);
      await expectNoAxeViolations(page);
    });
  });
}

// Servers of the spec's own (e2e/support/ownServer.ts): one whose store's clock runs 11 minutes
// behind (its joins' links are due again at once), one in production without PUBLIC_URL. On one
// worker: they listen on fixed ports.
test.describe('on servers of its own', () => {
  test.describe.configure({ mode: 'serial' });
  let earlier: OwnServer;
  let noPublicUrl: OwnServer;
  test.beforeAll(async () => {
    earlier = await startOwnServer(E2E_PORT + 20, {
      publicUrl: true,
      storeClockOffsetMs: -11 * 60_000,
    });
    noPublicUrl = await startOwnServer(E2E_PORT + 21, { publicUrl: false });
  });
  test.afterAll(async () => {
    await earlier?.dispose();
    await noPublicUrl?.dispose();
  });

  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.width}x${viewport.height}: a lost confirmation is sent again from the form and from the status page, and its link confirms`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const email = `again.${viewport.name}.${RUN}@example.com`;
      await joinThroughForm(page, email, earlier.url);
      await page.getByRole('button', { name: RESEND_WORDS.button }).click();
      await expect(page.getByTestId('resend-confirmation').getByRole('status')).toHaveText(
        RESEND_WORDS.sent,
      );
      await shot(page, `form-resent-${viewport.name}`);
      await expect.poll(async () => (await mailsTo(email)).length, { timeout: 30_000 }).toBe(2);
      const [, again] = await mailsTo(email);
      const confirm = linkIn(again!, '/confirm/')!;
      expect(confirm.startsWith(`${earlier.url}/confirm/`)).toBe(true);

      // The status page's resend: the link just went out, so it says how long to wait.
      await page.goto(linkIn(again!, '/status/')!);
      await expect(page.getByTestId('status-place')).toHaveText(LINE_WORDS.confirmToTakePlace);
      await page.getByRole('button', { name: RESEND_WORDS.button }).click();
      await expect(page.getByTestId('resend-confirmation').getByRole('status')).toHaveText(LIMITED);

      await page.goto(confirm);
      await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
      await expect(
        page.getByRole('heading', { name: 'Your e-mail address is confirmed' }),
      ).toBeVisible();
      await page.goto(linkIn(again!, '/status/')!);
      await expect(page.getByTestId('status-place')).toHaveText(/^#\d+ of \d+ in line$/);
      await expect(page.getByRole('button', { name: RESEND_WORDS.button })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await shot(page, `status-confirmed-${viewport.name}`);
    });

    test(`at ${viewport.width}x${viewport.height}: the admin's banner says PUBLIC_URL is missing in production`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const login = await page.request.post(`${noPublicUrl.url}/api/login`, {
        data: { username: 'admin', password: E2E_ADMIN_PASSWORD },
      });
      expect(login.status()).toBe(200);
      await page.goto(`${noPublicUrl.url}/admin/overview`);
      const banner = page.locator('[data-problem="public-url"]');
      await expect(banner).toHaveText(ADMIN_PROBLEM_TEXTS.publicUrl);
      await shot(page, `admin-public-url-${viewport.name}`);
      // The e2e server has PUBLIC_URL: no such banner.
      await logIn(page);
      const problems = page.waitForResponse((answer) =>
        answer.url().includes('/api/admin/problems'),
      );
      await page.goto(`${PUBLIC_URL}/admin/overview`);
      expect((await problems).status()).toBe(200);
      await expect(page.getByRole('region', { name: 'Headline numbers' })).toBeVisible();
      await expect(banner).toHaveCount(0);
    });
  }
});
