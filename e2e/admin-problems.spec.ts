import { spawn, type ChildProcess } from 'node:child_process';
import { expect, request, test } from '@playwright/test';
import { ADMIN_PROBLEM_TEXTS } from '../src/shared/adminProblems';
import { E2E_ADMIN_PASSWORD, E2E_UNCONFIGURED_PORT } from './support/constants';
import { expectNoAxeViolations, keepScreenshot, VIEWPORTS } from './support/lookAt';

// Issue 44, item 3: a server started as an operator might first start it (no SMTP_URL, no
// PUBLIC_URL, NODE_ENV=production) says both on every admin section, and its overview opens
// with the numbers, not with links.
test.use({ reducedMotion: 'reduce' });
test.describe.configure({ mode: 'serial' });

const BASE = `http://127.0.0.1:${E2E_UNCONFIGURED_PORT}`;
let server: ChildProcess;

test.beforeAll(async () => {
  server = spawn(process.execPath, ['e2e/support/server.mjs'], {
    env: { ...process.env, E2E_PORT: String(E2E_UNCONFIGURED_PORT), E2E_UNCONFIGURED: '1' },
    stdio: 'ignore',
  });
  const api = await request.newContext({ baseURL: BASE });
  await expect
    .poll(async () => (await api.get('/api/waitlist/count').catch(() => null))?.status(), {
      timeout: 30_000,
    })
    .toBe(200);
  await api.dispose();
});
test.afterAll(() => {
  server.kill();
});

for (const viewport of VIEWPORTS) {
  test(`on a ${viewport.name}, every section shows what is wrong, and the overview opens with its numbers`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const login = await page.request.post(`${BASE}/api/login`, {
      data: { username: 'admin', password: E2E_ADMIN_PASSWORD },
    });
    expect(login.status()).toBe(200);

    await page.goto(`${BASE}/admin/overview`);
    const banners = page.getByRole('list', { name: 'Problems' });
    await expect(banners.getByRole('listitem')).toHaveCount(2);
    await expect(banners.getByRole('listitem').first()).toContainText(
      'E-mail is off: SMTP_URL is not set',
    );
    await expect(banners.getByRole('listitem').nth(1)).toHaveText(ADMIN_PROBLEM_TEXTS.publicUrl);
    await expect(banners.getByRole('link', { name: 'Open the outbox' })).toBeVisible();

    // The headline numbers and the chart first; the task links last, off the first screen.
    const headline = page.getByRole('region', { name: 'Headline numbers' });
    for (const label of ['Total', 'Today', 'Confirmed', 'Conversion', 'Referral rate']) {
      await expect(headline.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    await expect(headline.getByRole('term').filter({ hasText: 'Total' })).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Sign-ups by day' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Tasks' })).not.toBeInViewport();
    const order = await page.evaluate(() =>
      ['Headline numbers', 'Sign-ups by day', 'Tasks'].map((name) => {
        const labelled = [...document.querySelectorAll('[aria-labelledby]')].find(
          (element) =>
            document.getElementById(element.getAttribute('aria-labelledby')!)?.textContent === name,
        );
        return labelled!.getBoundingClientRect().top + window.scrollY;
      }),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    await keepScreenshot(page, `overview-${viewport.name}`);
    await expectNoAxeViolations(page);

    for (const section of ['people', 'messages', 'settings']) {
      await page.goto(`${BASE}/admin/${section}`);
      await expect(page.getByRole('list', { name: 'Problems' }).getByRole('listitem')).toHaveCount(
        2,
      );
    }
    // Where the outbox is, the link to it is not offered again.
    await page.goto(`${BASE}/admin/messages`);
    await expect(page.getByRole('link', { name: 'Open the outbox' })).toHaveCount(0);
    await keepScreenshot(page, `messages-${viewport.name}`);
  });
}
