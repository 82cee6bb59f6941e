import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fillSignUp, pairedTablet, TABLET_PIN } from './support/tablet';

/**
 * Issue 39, item 4, on the tablet host: the staff panel both booths share. Recent sign-ups as a
 * list (time as "14:21", name, company, rating chip), newest first, searchable, one opened at a
 * time in the lead editor; Sync now says what it did, offline included.
 */
const RUN = Date.now();
const EVENT = `Staff Expo ${RUN}`;

async function visitor(page: Page, first: string) {
  await fillSignUp(page, first, `${first.toLowerCase()}.${RUN}.${Math.random()}@example.com`);
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByTestId('booth-attract').click();
}

for (const [width, height] of [
  [1024, 768],
  [820, 1180],
  [1920, 1080],
] as const) {
  test(`the staff panel lists recent sign-ups to search and qualify one at a time at ${width}x${height}`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    await pairedTablet(page, request, EVENT);
    await visitor(page, 'Alma');
    await visitor(page, 'Bruno');
    await page.getByRole('button', { name: 'Staff' }).click();
    await page.getByLabel('Staff PIN').fill(TABLET_PIN);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('heading', { name: 'Staff panel' })).toBeVisible();

    const rows = page.getByTestId('staff-sign-up');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('Bruno Visitor');
    await expect(rows.first().locator('.recent-sign-ups__time')).toHaveText(/^\d\d:\d\d$/);
    await expect(rows.first()).toContainText('Not rated');

    await page.getByLabel('Search by name or company').fill('alma');
    await expect(rows).toHaveCount(1);
    await page.getByLabel('Search by name or company').fill('');
    await rows.nth(1).getByRole('button', { name: 'Qualify: Alma Visitor, Acme' }).click();
    await expect(page.getByRole('button', { name: 'Save lead' })).toHaveCount(1);
    await rows.first().getByRole('button', { name: 'Qualify: Bruno Visitor, Acme' }).click();
    await expect(page.getByRole('button', { name: 'Save lead' })).toHaveCount(1);
    await expect(rows.first().getByRole('button', { name: 'Save lead' })).toBeVisible();
    await page.screenshot({ path: `test-results/booth-staff-list-${width}x${height}.png` });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect(page.getByTestId('sync-report')).toHaveText(
      'Offline: nothing was sent; 0 sign-ups wait on this booth.',
    );
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect(page.getByTestId('sync-report')).toHaveText(
      'Nothing new to send: the web has every sign-up.',
    );
  });
}
