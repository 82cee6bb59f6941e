import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/admin';

// Issue 20, finding 7: the list sorted by a column, paged from first to last, on a phone too.

const RUN = `sort${process.pid}x${Math.floor(Math.random() * 1e6)}`;

test.beforeAll(async ({ request }) => {
  for (const [first, last] of [
    ['Zoe', 'Adams'],
    ['Amy', 'Young'],
    ['Max', 'Moore'],
  ]) {
    const joined = await request.post('/api/waitlist/join', {
      data: {
        firstName: first,
        lastName: last,
        email: `${first!.toLowerCase()}.${RUN}@example.com`,
        company: RUN,
        hasConsented: true,
      },
    });
    expect(joined.ok()).toBe(true);
  }
});

const names = (page: Page) =>
  page.getByRole('region', { name: 'Waitlist entries' }).locator('td[data-label="Name"] a');

test('a column header sorts the list on the server, either way', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/people');
  await page.getByLabel('Search').fill(RUN);
  await expect(names(page)).toHaveText(['Max Moore', 'Amy Young', 'Zoe Adams']);
  const byName = page.getByRole('button', { name: 'Name' });
  await byName.click();
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(names(page)).toHaveText(['Zoe Adams', 'Max Moore', 'Amy Young']);
  await byName.click();
  await expect(names(page)).toHaveText(['Amy Young', 'Max Moore', 'Zoe Adams']);
  await page.getByRole('button', { name: 'E-mail' }).click();
  await expect(names(page)).toHaveText(['Amy Young', 'Max Moore', 'Zoe Adams']);
  await expect(page.getByRole('columnheader', { name: 'Consent' })).toBeAttached();
  // One word per row (issue 28); the consent text's version is in the cell's title.
  const consent = page.locator('td[data-label="Consent"]');
  await expect(consent).toHaveText(['Yes', 'Yes', 'Yes']);
  await expect(consent.first()).toHaveAttribute('title', /^Yes \(\d{4}-\d{2}-\d{2}\)$/);
});

test('on a phone the dashboard does not scroll sideways and has no axe violations', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);
  await page.goto('/admin/people');
  await expect(page.getByText(/Showing [\d,]+ of [\d,]+ entries/)).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  // Each entry is a card of labelled lines: its e-mail fits inside the page.
  const email = page.getByRole('region', { name: 'Waitlist entries' }).getByRole('link').first();
  const box = await email.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});
