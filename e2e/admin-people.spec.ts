import { expect, test, type Page } from '@playwright/test';
import { solvedProof } from './support/proof';
import { answerConfirm, logIn } from './support/admin';

/** Past the search box's debounce (SEARCH_DEBOUNCE_MS, 300 ms) and the list's answer. */
const SEARCH_SETTLED_MS = 1_000;

/** Issue 28, item 5: the list's columns, its filters in the address, and acting on a selection. */
test.describe.configure({ mode: 'serial' });

const RUN = `people${process.pid}x${Math.floor(Math.random() * 1e6)}`;

const rows = (page: Page) =>
  page.getByRole('region', { name: 'Waitlist entries' }).locator('tbody tr');

test.beforeAll(async ({ request }) => {
  for (const name of ['Form One', 'Form Two']) {
    const [firstName, lastName] = name.split(' ');
    const joined = await request.post('/api/waitlist/join', {
      data: {
        firstName,
        lastName,
        email: `${lastName!.toLowerCase()}.${RUN}@example.com`,
        company: RUN,
        hasConsented: true,
        proof: await solvedProof(request),
      },
    });
    expect(joined.status()).toBe(201);
  }
  const terminal = await request.post('/api/waitlist', {
    data: {
      email: `terminal.${RUN}@example.com`,
      firstName: 'Joshua',
      hasConsented: true,
      proof: await solvedProof(request),
    },
  });
  expect(terminal.ok()).toBe(true);
  // Without a solved proof-of-work the sign-up is stored but held for review.
  const held = await request.post('/api/waitlist/join', {
    data: {
      firstName: 'Held',
      lastName: 'Back',
      email: `held.${RUN}@example.com`,
      company: RUN,
      hasConsented: true,
    },
  });
  expect(held.status()).toBe(201);
});

for (const width of [1024, 1440]) {
  test(`at ${width} px every column fits: the row menu in view, consent on one line`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await logIn(page);
    await page.goto(`/admin/people?q=${RUN}`);
    await expect(rows(page)).toHaveCount(4);
    const menuButton = page.getByRole('button', { name: /^Actions for Form One/ });
    const box = (await menuButton.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    const region = page.getByRole('region', { name: 'Waitlist entries' });
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    const consent = rows(page).first().locator('td[data-label="Consent"]');
    await expect(consent).toHaveText('Yes');
    const lineHeight = await consent.evaluate((cell) =>
      parseFloat(getComputedStyle(cell).lineHeight),
    );
    const text = await consent.evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return range.getBoundingClientRect().height;
    });
    expect(text).toBeLessThan(lineHeight * 1.5);
  });
}

test('the filters are kept in the address, over a reload and in a shared link', async ({
  page,
}) => {
  await logIn(page);
  await page.goto(`/admin/people?q=${RUN}`);
  await expect(rows(page)).toHaveCount(4);
  await page.getByLabel('Source').selectOption('terminal');
  await expect(page).toHaveURL(new RegExp(`q=${RUN}&source=terminal$`));
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`terminal.${RUN}@example.com`);
  await page.reload();
  await expect(page.getByLabel('Source')).toHaveValue('terminal');
  await expect(page.getByLabel('Search')).toHaveValue(RUN);
  await expect(rows(page)).toHaveCount(1);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('Review').selectOption('yes');
  await expect(page).toHaveURL(/held=yes/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Held Back');

  // The same address in another tab shows the same list.
  const shared = await page.context().newPage();
  await shared.goto(page.url());
  await expect(shared.getByLabel('Review')).toHaveValue('yes');
  await expect(rows(shared)).toHaveCount(1);
  await shared.close();
});

test('two filters picked at once are both kept, the second not dropping the first', async ({
  page,
}) => {
  await logIn(page);
  await page.goto(`/admin/people?q=${RUN}`);
  await expect(rows(page)).toHaveCount(4);
  // Both changes in one task, before the list renders the first: what a quick hand did by chance.
  const source = await page.getByLabel('Source').elementHandle();
  const review = await page.getByLabel('Review').elementHandle();
  await page.evaluate(
    ([sourceSelect, reviewSelect]) => {
      for (const [select, value] of [
        [sourceSelect, 'terminal'],
        [reviewSelect, 'no'],
      ] as const) {
        (select as HTMLSelectElement).value = value;
        select!.dispatchEvent(new Event('change', { bubbles: true }));
      }
    },
    [source, review],
  );
  await expect(page).toHaveURL(/\/admin\/people\?q=[^&]+&source=terminal&held=no$/);
  await expect(rows(page)).toHaveCount(1);
});

test("a search settling after a name was clicked leaves the person's page open", async ({
  page,
}) => {
  await logIn(page);
  await page.goto(`/admin/people?q=${RUN}`);
  await expect(rows(page)).toHaveCount(4);
  const person = await rows(page).first().getByRole('link').first().getAttribute('href');
  // A name clicked within the search's debounce: the browser is on the person's page while the
  // router still renders it in a transition, so the list is mounted when the search settles.
  await page.getByLabel('Search').fill('form');
  await page.evaluate((path) => window.history.pushState(null, '', path), person!);
  await page.waitForTimeout(SEARCH_SETTLED_MS);
  expect(new URL(page.url()).pathname).toBe(person);
});

test('the last filters come back when People opens again, until Clear filters', async ({
  page,
}) => {
  await logIn(page);
  await page.goto(`/admin/people?q=${RUN}`);
  await page.getByLabel('Source').selectOption('terminal');
  await page.getByLabel('Review').selectOption('no');
  await expect(rows(page)).toHaveCount(1);
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await nav.getByRole('link', { name: /^Overview/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await nav.getByRole('link', { name: /^People/ }).click();
  await expect(page).toHaveURL(/\/admin\/people\?source=terminal&held=no$/);
  await expect(page.getByLabel('Source')).toHaveValue('terminal');
  await expect(page.getByLabel('Review')).toHaveValue('no');
  await expect(rows(page).first()).toContainText('Terminal');
  // A new visit in this browser, typed into the address bar, finds them too.
  await page.goto('/admin/people');
  await expect(page.getByLabel('Source')).toHaveValue('terminal');

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/admin\/people$/);
  await page.goto('/admin/people');
  await expect(page.getByText(/Showing [\d,]+ of [\d,]+ entries/)).toBeVisible();
  await expect(page.getByLabel('Source')).toHaveValue('');
  await expect(page.getByLabel('Review')).toHaveValue('');
  await expect(page).toHaveURL(/\/admin\/people$/);
});

test('Invite selected names how many it invites, and invites exactly those', async ({ page }) => {
  await logIn(page);
  await page.goto(`/admin/people?q=${RUN}`);
  await expect(rows(page)).toHaveCount(4);
  await page.getByLabel(`Select Form One (one.${RUN}@example.com)`).check();
  await page.getByLabel(`Select Form Two (two.${RUN}@example.com)`).check();
  await page.getByRole('button', { name: 'Invite selected (2)' }).click();
  expect(await answerConfirm(page, 'cancel')).toBe(
    'Invite 2 entries? Each gets an e-mail with a link that gives access. An invite cannot be taken back.',
  );
  const status = (name: string) =>
    rows(page).filter({ hasText: name }).locator('td[data-label="Status"]');
  await expect(status('Form One')).toContainText('Waiting');

  await page.getByRole('button', { name: 'Invite selected (2)' }).click();
  await answerConfirm(page, 'confirm');
  await expect(page.getByText('2 messages queued', { exact: true }).first()).toBeVisible();
  await expect(status('Form One')).toContainText('Invited');
  await expect(status('Form Two')).toContainText('Invited');
  await expect(status('Held Back')).not.toContainText('Invited');
  await expect(page.getByRole('button', { name: 'Invite selected (0)' })).toBeDisabled();
});

test('Delete selected names how many it erases, and erases exactly those', async ({ page }) => {
  await logIn(page);
  await page.goto(`/admin/people?q=${RUN}`);
  await expect(rows(page)).toHaveCount(4);
  await page.getByLabel(`Select Form One (one.${RUN}@example.com)`).check();
  await page.getByLabel(`Select Form Two (two.${RUN}@example.com)`).check();
  await page.getByRole('button', { name: 'Delete selected (2)' }).click();
  expect(await answerConfirm(page, 'cancel')).toBe(
    'Delete 2 entries? This erases them with their messages, lead notes and referral credit. It cannot be undone.',
  );
  await expect(rows(page)).toHaveCount(4);

  await page.getByRole('button', { name: 'Delete selected (2)' }).click();
  await answerConfirm(page, 'confirm');
  await expect(page.getByText('2 entries deleted', { exact: true }).first()).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).getByText(`one.${RUN}@example.com`)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete selected (0)' })).toBeDisabled();
});
