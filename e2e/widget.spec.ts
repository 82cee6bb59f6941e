import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { GROWTH_TEXTS, WIDGET_FONT_PATH } from '../src/shared/growth';
import { LINE_WORDS } from '../src/shared/lineWords';
import { SHARE_WORDS, shareTargets } from '../src/shared/share';
import { E2E_PARTNER_PORT, E2E_PORT, E2E_STRANGER_PORT } from './support/constants';
import { expectNoAxeViolations, keepScreenshot, VIEWPORTS } from './support/lookAt';

// Issue 29: the embeddable sign-up on pages of other sites, each served here by a tiny server of
// the test's own: the partner's origin is in the e2e server's WIDGET_ORIGINS, the stranger's not.
test.use({ reducedMotion: 'reduce' });
// One worker for the file: its host pages listen on fixed ports.
test.describe.configure({ mode: 'serial' });

const SYNAPSE = `http://127.0.0.1:${E2E_PORT}`;
const RUN = `w${Date.now().toString(36)}`;

/** The host page's own few lines that follow /embed's height (docs/growth.md). */
const RESIZER = `window.addEventListener('message', (event) => {
  if (event.origin !== '${SYNAPSE}' || event.data?.type !== 'synapse:embed-height') return;
  document.getElementById('frame').style.height = event.data.height + 'px';
});`;

const PAGES: Record<string, string> = {
  '/widget': `<h1>A partner's page</h1>
    <synapse-waitlist theme="light"></synapse-waitlist>
    <script src="${SYNAPSE}/widget.js"></script>`,
  '/iframe': `<h1>A partner's page</h1>
    <iframe id="frame" title="Join the waitlist" src="${SYNAPSE}/embed?theme=light"
      style="width: 100%; height: 150px; border: 0"></iframe>
    <script>${RESIZER}</script>`,
};

let servers: Server[] = [];
test.beforeAll(async () => {
  servers = await Promise.all(
    [E2E_PARTNER_PORT, E2E_STRANGER_PORT].map(
      (port) =>
        new Promise<Server>((resolve) => {
          const server = createServer((req, res) => {
            const body = PAGES[new URL(req.url ?? '/', 'http://x').pathname];
            res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
            res.end(
              `<!doctype html><html lang="en"><title>Host</title><body><main>${body ?? ''}</main></body></html>`,
            );
          });
          server.listen(port, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
});
test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
});

async function fillAndJoin(page: Page | ReturnType<Page['frameLocator']>, email: string) {
  await page.getByLabel('First Name').fill('Grace');
  await page.getByLabel('Last Name').fill('Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('I agree to receive updates about the product and services').check();
  await page.getByRole('button', { name: 'Join Waitlist' }).click();
}

test('the widget on an allowed site joins the waitlist from that page', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${E2E_PARTNER_PORT}/widget`);
  const joined = page.waitForResponse(`${SYNAPSE}/api/waitlist/join`);
  await fillAndJoin(page, `widget.${RUN}@example.com`);
  expect((await joined).status()).toBe(201);
  // Solved in the widget's own worker on the partner's page: not held as a bot.
  expect((await joined).request().postDataJSON()).toMatchObject({ proof: expect.any(String) });
  await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
  await expect(page.getByText(/^Your ticket: #\d/)).toBeVisible();
});

// Issue 44: the thank-you says the line's words and shows the referral link with Copy and share
// links (headless Chromium has no Web Share API), at a phone's and a desktop's size.
for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test(`at ${width}x${height} the widget's thank-you gives a ticket and the referral link with Copy and share links`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: `http://127.0.0.1:${E2E_PARTNER_PORT}`,
    });
    await page.setViewportSize({ width, height });
    await page.goto(`http://127.0.0.1:${E2E_PARTNER_PORT}/widget`);
    await fillAndJoin(page, `thanks.${width}.${RUN}@example.com`);
    await expect(page.getByText(/^Your ticket: #\d/)).toBeVisible();
    await expect(page.getByText(LINE_WORDS.confirmHint)).toBeVisible();
    const link = page.getByLabel('Your referral link');
    const url = await link.inputValue();
    // The link starts at the site's PUBLIC_URL, never at the host page.
    expect(url).toMatch(new RegExp(`^${SYNAPSE}/\\?ref=[A-Z2-9]{10}$`));
    for (const target of shareTargets(url)) {
      await expect(page.getByRole('link', { name: target.label })).toHaveAttribute(
        'href',
        target.href,
      );
    }
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('status').filter({ hasText: SHARE_WORDS.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    // The widget, not the partner's bare test page (which has no landmarks of its own).
    const results = await new AxeBuilder({ page }).include('synapse-waitlist').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await page.screenshot({ path: `test-results/line/widget-thanks-${width}x${height}.png` });
  });
}

test('the widget on any other site says so at load, before anything is typed, with a link to our own form', async ({
  page,
}) => {
  await page.goto(`http://127.0.0.1:${E2E_STRANGER_PORT}/widget`);
  await expect(page.getByRole('alert')).toHaveText(GROWTH_TEXTS.widgetOriginRefused);
  const here = page.getByRole('link', { name: `Join on 127.0.0.1:${E2E_PORT}` });
  await expect(here).toHaveAttribute('href', `${SYNAPSE}/#waitlist`);
  await expect(page.getByLabel('Email')).toHaveCount(0);
});

test('/embed in an allowed site joins, and tells the page its height', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${E2E_PARTNER_PORT}/iframe`);
  const frame = page.frameLocator('#frame');
  await expect(frame.getByRole('heading', { name: 'Join the waitlist' })).toBeVisible();
  // The page's few lines follow the frame's height: the whole form shows, no scroll bar.
  await expect
    .poll(async () => (await page.locator('#frame').boundingBox())?.height ?? 0)
    .toBeGreaterThan(400);
  await fillAndJoin(frame, `iframe.${RUN}@example.com`);
  await expect(frame.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
});

test('/embed refuses to be framed by any other site', async ({ page }) => {
  const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
  await page.goto(`http://127.0.0.1:${E2E_STRANGER_PORT}/iframe`);
  await refused;
  await expect(page.frameLocator('#frame').getByLabel('Email')).toHaveCount(0);
});

// Issue 44, item 7: the widget in the site's own font, one place per error, /embed bare.
for (const viewport of VIEWPORTS) {
  test(`on a ${viewport.name}, the widget wears the site's font from this server and shows each error once`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).origin));
    const font = page.waitForResponse(`${SYNAPSE}${WIDGET_FONT_PATH}`);
    await page.goto(`http://127.0.0.1:${E2E_PARTNER_PORT}/widget`);
    expect((await font).status()).toBe(200);
    await expect
      .poll(() => page.evaluate(() => document.fonts.check("16px 'Synapse Widget Grotesk'")))
      .toBe(true);
    const typeface = await page
      .locator('synapse-waitlist')
      .evaluate((element) => getComputedStyle(element).fontFamily);
    expect(typeface).toMatch(/^"Synapse Widget Grotesk"/);
    expect([...hosts].sort()).toEqual([`http://127.0.0.1:${E2E_PARTNER_PORT}`, SYNAPSE].sort());

    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    const firstName = page.getByLabel('First Name');
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toBeFocused();
    await expect(page.getByRole('alert')).toHaveText('');
    await keepScreenshot(page, `widget-errors-${viewport.name}`);
    await expectNoAxeViolations(page);
  });

  test(`on a ${viewport.name}, /embed is the widget alone: one heading, no box around it`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`http://127.0.0.1:${E2E_PARTNER_PORT}/iframe`);
    const frame = page.frameLocator('#frame');
    await expect(frame.getByRole('heading')).toHaveCount(1);
    await expect(frame.getByRole('heading', { level: 1, name: 'Join the waitlist' })).toBeVisible();
    await expect(frame.locator('html')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await keepScreenshot(page, `embed-${viewport.name}`);

    await page.goto(`${SYNAPSE}/embed`);
    await expect(page.getByRole('heading', { level: 1, name: 'Join the waitlist' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`on a ${viewport.name}, a refused site shows its message and link in the widget's look`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`http://127.0.0.1:${E2E_STRANGER_PORT}/widget`);
    await expect(page.getByRole('alert')).toBeVisible();
    await keepScreenshot(page, `widget-refused-${viewport.name}`);
    await expectNoAxeViolations(page);
  });
}
