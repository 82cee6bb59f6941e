import { expect, test } from '@playwright/test';
import { badgeCases, completeAndSend, scanBadge, withBadgeCamera } from './support/badges';
import { pairedTablet } from './support/tablet';

/**
 * Badge scan at /booth (issue 27; issue 42, item 6 for every format) with Chromium's fake camera
 * playing a video of the badge's code (e2e/support/badgeVideo.mjs): the form fills in, consent
 * stays unticked, and a badge holding only its id says "Badge read" and keeps the id with the lead.
 */
const RUN = String(Date.now());

for (const badge of badgeCases(RUN)) {
  test(`${badge.format}: a badge held to the tablet's camera fills the booth form`, async ({
    playwright,
    request,
    baseURL,
  }) => {
    const event = `Badge Expo ${badge.format} ${RUN}`;
    await withBadgeCamera(playwright, badge, baseURL!, async (page) => {
      await pairedTablet(page, request, event);
      const form = page.getByRole('form', { name: 'Join the waitlist' });
      await scanBadge(page, form, badge);
      if (!badge.badgeId) return;

      await completeAndSend(form, RUN);
      await expect(page.getByText(/you're on the list|you are #|position/i).first()).toBeVisible();
      // The tablet's queue sends it to the web, whose leads list shows the id beside the lead.
      await expect
        .poll(async () => {
          const listed = await request.get(`/api/admin/leads?event=${encodeURIComponent(event)}`);
          const { leads } = (await listed.json()) as { leads: { badgeId: string | null }[] };
          return leads.map((lead) => lead.badgeId);
        })
        .toEqual([badge.badgeId]);
    });
  });
}

test('with the network cut, a reloaded tablet still reads a badge: the reader and its WebAssembly are precached', async ({
  playwright,
  request,
  baseURL,
}) => {
  const badge = badgeCases(`${RUN}off`).find((one) => one.format === 'PDF417')!;
  await withBadgeCamera(playwright, badge, baseURL!, async (page) => {
    await pairedTablet(page, request, `Offline Badge Expo ${RUN}`);
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return true;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.context().setOffline(true);
    await page.reload();
    await scanBadge(page, page.getByRole('form', { name: 'Join the waitlist' }), badge);
  });
});
