import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './support/constants';
import { answerConfirm, logIn, logInAlone } from './support/admin';

// In order, one worker: the tests share one admin session cookie jar per page and seeded entries.
test.describe.configure({ mode: 'serial' });

/** A tag no other test or spec uses, so searches find exactly this run's entries. */
const RUN = `run${process.pid}x${Math.floor(Math.random() * 1e6)}`;

async function seed(
  request: APIRequestContext,
  firstName: string,
  lastName: string,
  email: string,
  company = RUN,
) {
  const response = await request.post('/api/waitlist/join', {
    data: { firstName, lastName, email, company, hasConsented: true },
  });
  expect(response.ok()).toBe(true);
}

async function searchFor(page: Page, text: string) {
  await page.getByLabel('Search').fill(text);
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test('the dashboard without a session redirects to the login form', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Foverview$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
});

test('logging in: a wrong password is refused, the right one opens the overview', async ({
  page,
}) => {
  await page.goto('/admin-login');
  await expect(page.getByText(E2E_ADMIN_PASSWORD)).toHaveCount(0);
  await page.getByLabel('Username').fill('Admin');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toast(page, 'Login failed')).toBeVisible();
  await expect(toast(page, 'Invalid username or password')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);

  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByText('Welcome, admin')).toBeVisible();

  // With a session, the login form sends the admin on to the overview.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/overview$/);
});

test('the login form asks for both fields before sending', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your username and password.');
});

test('search narrows the table on the server, and names show as plain text', async ({
  page,
  request,
}) => {
  await seed(request, 'Ada', 'Lovelace', `ada.${RUN}@example.com`);
  await seed(request, 'Grace', 'Hopper', `grace.${RUN}@example.com`);
  await seed(request, '<img src=x onerror=alert(1)>', '<b>Bold</b>', `xss.${RUN}@example.com`);
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await logIn(page);
  await page.goto('/admin/people');
  await searchFor(page, RUN);
  await expect(page.getByText('Showing 3 of 3 entries')).toBeVisible();
  await searchFor(page, `ADA.${RUN.toUpperCase()}`);
  await expect(page.getByRole('link', { name: 'Ada Lovelace', exact: true })).toBeVisible();
  await searchFor(page, `grace.${RUN.toUpperCase()}`);
  await expect(page.getByText('Showing 1 of 1 entries')).toBeVisible();
  const row = page.getByRole('row', { name: /Grace Hopper/ });
  await expect(row.getByRole('link', { name: `grace.${RUN}@example.com` })).toHaveAttribute(
    'href',
    `mailto:grace.${RUN}@example.com`,
  );
  await searchFor(page, `xss.${RUN}`);
  await expect(
    page.getByRole('link', { name: '<img src=x onerror=alert(1)> <b>Bold</b>', exact: true }),
  ).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(0);
  expect(dialogs).toBe(0);
  await searchFor(page, `nobody-${RUN}`);
  await expect(page.getByText('No entries found.')).toBeVisible();
  await expect(page.getByText('Showing 0 of 0 entries')).toBeVisible();
});

test('more matches than a page bring Previous and Next', async ({ page, request }) => {
  const tag = `page-${RUN}`;
  // One entry outside the search, so the unfiltered list never reads like the searched one.
  await seed(request, 'Not', 'Paged', `unpaged.${RUN}@example.com`, `other-${RUN}`);
  await Promise.all(
    Array.from({ length: 53 }, (_, index) =>
      seed(request, 'Paged', `Person${index}`, `paged${index}.${RUN}@example.com`, tag),
    ),
  );
  await logIn(page);
  await page.goto('/admin/people');
  await searchFor(page, tag);
  await expect(page.getByText('Showing 50 of 53 entries')).toBeVisible();
  const previous = page.getByRole('button', { name: 'Previous', exact: true });
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(page.getByText('Showing 3 of 53 entries')).toBeVisible();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(next).toBeDisabled();
  await previous.click();
  await expect(page.getByText('Showing 50 of 53 entries')).toBeVisible();
  // A new search starts again at the first page, with no paging when one page holds it all.
  await searchFor(page, `paged7.${RUN}`);
  await expect(page.getByText('Showing 1 of 1 entries')).toBeVisible();
  await expect(next).toHaveCount(0);
});

test('deleting from the row menu asks in the page, naming the person, then removes the entry', async ({
  page,
  request,
}) => {
  const email = `delete.${RUN}@example.com`;
  await seed(request, 'Linus', 'Torvalds', email, `delete-${RUN}`);
  // Issue 44, item 4: never the browser's own confirm().
  page.on('dialog', (dialog) => {
    throw new Error(`a browser dialog opened: ${dialog.message()}`);
  });
  await logIn(page);
  await page.goto('/admin/people');
  await searchFor(page, `delete-${RUN}`);
  const menuButton = page.getByRole('button', { name: `Actions for Linus Torvalds (${email})` });
  await expect(menuButton).toBeVisible();

  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Delete…' }).click();
  expect(await answerConfirm(page, 'cancel')).toBe(
    `Delete Linus Torvalds (${email})? This erases 1 entry with its messages, lead notes and referral credit. It cannot be undone.`,
  );
  await expect(page.getByText('Showing 1 of 1 entries')).toBeVisible();

  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Delete…' }).click();
  await answerConfirm(page, 'confirm');
  await expect(toast(page, 'Entry deleted')).toBeVisible();
  await expect(page.getByText('No entries found.')).toBeVisible();
  await page.reload();
  await searchFor(page, `delete-${RUN}`);
  await expect(page.getByText('Showing 0 of 0 entries')).toBeVisible();
});

test('Export CSV downloads the waitlist as a file', async ({ page, request }) => {
  await seed(request, 'Export', 'Person', `export.${RUN}@example.com`, `=HYPERLINK("x")`);
  await logIn(page);
  await page.goto('/admin/people');
  // The new window turns into a download and closes: listen on it from the moment it opens.
  const downloaded = new Promise<Download>((resolve) => {
    page.on('download', resolve);
    page.context().on('page', (popup) => popup.on('download', resolve));
  });
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^synapse-waitlist-\d{4}-\d\d-\d\d\.csv$/);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const csv = Buffer.concat(chunks).toString('utf8');
  expect(csv).toContain(
    'Position,First name,Last name,Email,Company,Consent,Source,Created at,Event,Device,Lead rating,Lead interests,Lead note,' +
      'Captured by,Qualified by,Badge id,UTM source,UTM medium,UTM campaign,Referring site,Embedded on',
  );
  expect(csv).toContain(`Export,Person,export.${RUN}@example.com,"'=HYPERLINK(""x"")",yes,form,`);
});

test('logging out ends the session', async ({ page }) => {
  await logInAlone(page);
  await page.goto('/admin/people');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logout successful')).toBeVisible();
  await expect(toast(page, 'You have been logged out.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fpeople$/);
  await page.goto('/admin/people');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fpeople$/);
  expect((await page.request.get('/api/admin/stats')).status()).toBe(401);
});

test('a plain browser shows no Exit kiosk button', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/overview');
  await expect(page.getByText('Welcome, admin')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exit kiosk' })).toHaveCount(0);
});

test.describe('accessibility', () => {
  for (const theme of ['dark', 'light']) {
    test(`the login page has no axe violations (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      await page.goto('/admin/login');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations).toEqual([]);
    });

    // One page per test: three axe runs on full sections outlast one test's minute on a loaded
    // machine.
    test(`the list has no axe violations (${theme})`, async ({ page, request }) => {
      // axe checks the contrast of each of the page's 50 rows: 40 s at a load average of 20.
      test.slow();
      await seed(request, 'Axe', 'Checker', `axe.${RUN}@example.com`);
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      await logIn(page);
      await page.goto('/admin/people');
      await expect(page.getByText(/Showing \d+ of \d+ entries/)).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    });

    test(`the open password form has no axe violations (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      await logIn(page);
      await page.goto('/admin/security');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.getByLabel('Current password')).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    });
  }
});
