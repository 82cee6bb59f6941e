import { expect, test } from '@playwright/test';
import type { AdminListResponse } from '../src/shared';
import { statusToken } from './support/linkTokens';
import { solvedProof } from './support/proof';
import { logIn } from './support/admin';
import { expectNoAxeViolations, keepScreenshot, VIEWPORTS } from './support/lookAt';

// Issue 29: the public leaderboard and a person's choice to leave it (LEADERBOARD is on here).
test.use({ reducedMotion: 'reduce' });

const RUN = `lb${Date.now().toString(36)}`;

test('the leaderboard lists referrers without an address, and a person leaves it from their status page', async ({
  page,
}) => {
  const email = `leader.${RUN}@example.com`;
  const joined = await page.request.post('/api/waitlist/join', {
    data: {
      firstName: 'Leader',
      lastName: 'Board',
      email,
      hasConsented: true,
      proof: await solvedProof(page.request),
    },
  });
  expect(joined.status()).toBe(201);
  await logIn(page);
  const list = await page.request.get(`/api/admin/waitlist?search=${encodeURIComponent(email)}`);
  const [entry] = ((await list.json()) as AdminListResponse).entries;

  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Top referrers' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText('@');

  await page.goto(`/status/${await statusToken(entry!.id)}`);
  const shown = page.getByRole('checkbox', { name: 'Show my name on the leaderboard' });
  await expect(shown).toBeChecked();
  await shown.uncheck();
  await expect(shown).not.toBeChecked();
  await page.reload();
  await expect(shown).not.toBeChecked();
  await shown.check();
  await page.reload();
  await expect(shown).toBeChecked();
});

// Issue 44, item 7: the leaderboard in the product's look, with its date in the one format and a
// way to join from it (ties sharing a rank: server/routes/leaderboard.test.ts).
for (const viewport of VIEWPORTS) {
  test(`on a ${viewport.name}, the leaderboard offers to join and dates itself in the one format`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/leaderboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Top referrers' })).toBeVisible();
    const updated = page.locator('.leaderboard-note time');
    if ((await updated.count()) > 0) {
      await expect(updated).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d$/);
    }
    await keepScreenshot(page, `leaderboard-${viewport.name}`, true);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Join the waitlist' }).click();
    await expect(page).toHaveURL(/\/#waitlist$/);
    await expect(page.getByRole('button', { name: 'Join Waitlist' })).toBeInViewport();
  });
}
