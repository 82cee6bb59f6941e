import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { solvedProof } from './support/proof';
import { logIn } from './support/admin';

/** Issue 28, item 3: the overview's numbers for a chosen period. */

const RUN = `overview${process.pid}x${Math.floor(Math.random() * 1e6)}`;

test('the period is kept in the address, and the numbers follow it', async ({ page }) => {
  const joined = await page.request.post('/api/waitlist/join', {
    data: {
      firstName: 'Olive',
      lastName: 'Overview',
      email: `${RUN}@example.com`,
      hasConsented: true,
      proof: await solvedProof(page.request),
      attribution: { utmSource: `${RUN}-news`, utmCampaign: 'launch' },
    },
  });
  expect(joined.status()).toBe(201);
  await logIn(page);
  await page.goto('/admin/overview');
  const funnel = page.getByRole('region', { name: 'Funnel' });
  await expect(funnel.getByRole('listitem').first()).toContainText(/Joined\s*[1-9]/);
  const where = page.getByRole('region', { name: 'Where sign-ups came from' });
  await expect(where).toContainText(`${RUN}-news`);

  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/\/admin\/overview\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/);
  await expect(page.getByRole('region', { name: 'Sign-ups by day' })).toContainText('over 7 days');

  // A period before the launch: nothing joined, nothing recorded, and the address keeps it.
  // The calendar (issue 44, item 4): a month and year to jump to, then the first and last day.
  await page.getByRole('button', { name: /^Period / }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose the period' });
  await calendar.getByLabel('Year', { exact: true }).selectOption('2020');
  await calendar.getByLabel('Month', { exact: true }).selectOption({ label: 'January' });
  await calendar.getByRole('button', { name: '1 Jan 2020', exact: true }).click();
  await calendar.getByRole('button', { name: '31 Jan 2020', exact: true }).click();
  await expect(calendar).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Period 1 Jan 2020 – 31 Jan 2020' })).toBeFocused();
  await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31$/);
  await page.reload();
  await expect(page.getByText('Sign-ups from 1 Jan 2020 to 31 Jan 2020:')).toBeVisible();
  await expect(funnel.getByRole('listitem').first()).toContainText(/Joined\s*0/);
  await expect(where.getByText('None recorded')).toHaveCount(3);
  await page.getByText('Show the numbers').click();
  await expect(page.getByRole('region', { name: 'Sign-ups by day, as numbers' })).toContainText(
    '31 Jan 2020',
  );
});

for (const theme of ['dark', 'light'] as const) {
  test(`the overview with its numbers open passes axe in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    await logIn(page);
    await page.goto('/admin/overview');
    await expect(page.getByRole('region', { name: 'Funnel' })).toBeVisible();
    await page.getByText('Show the numbers').click();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
}
