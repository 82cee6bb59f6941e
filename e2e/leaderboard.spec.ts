import { expect, test } from '@playwright/test';
import type { AdminListResponse } from '../src/shared';
import { statusToken } from './support/linkTokens';
import { solvedProof } from './support/proof';
import { logIn } from './support/admin';

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
