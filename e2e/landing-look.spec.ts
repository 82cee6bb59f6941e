import { expect, test } from '@playwright/test';

test.describe('landing look', () => {
  test('the hero shows a small console preview that opens the console at /josh2', async ({
    page,
  }) => {
    await page.goto('/');
    const card = page.locator('.console-preview');
    const link = card.getByRole('link');
    await expect(link).toHaveAttribute('href', '/josh2');
    // One link, named exactly by the words it shows (axe label-content-name-mismatch).
    await expect(link).toHaveAccessibleName('Talk to the console');
    await expect(card.getByText('GREETINGS PROFESSOR FALKEN.')).toBeVisible();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The whole card opens the console: a click on its screen, not only on the words.
    const screen = (await card.locator('.console-preview__screen').boundingBox())!;
    await page.mouse.click(screen.x + screen.width / 2, screen.y + screen.height / 2);
    await expect(page).toHaveURL(/\/josh2$/);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('the console preview is a still of the whole screen', async ({ page }) => {
      await page.goto('/');
      const lines = page.locator('.console-preview__line');
      await expect(lines).toHaveCount(6);
      // Each line's cover has slid away: nothing of the line is hidden.
      const covered = await lines.evaluateAll((nodes) =>
        nodes.map((node) => {
          const line = node.getBoundingClientRect();
          const cover = getComputedStyle(node, '::after').transform;
          const shift = cover === 'none' ? 0 : new DOMMatrix(cover).m41;
          return shift < line.width;
        }),
      );
      expect(covered).toEqual([false, false, false, false, false, false]);
    });
  });

  test('/landing shows the count once', async ({ page }) => {
    await page.goto('/landing');
    await expect(page.getByTestId('neon-count')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('form', { name: 'Join the waitlist' })).toBeVisible();
    await expect(page.getByText(/ahead of you in line/)).toHaveCount(1);
  });

  test('headings balance their lines and the site typeface is loaded', async ({ page }) => {
    await page.goto('/');
    expect(
      await page.locator('h1').evaluate((node) => getComputedStyle(node).textWrap || ''),
    ).toContain('balance');
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('700 40px "Space Grotesk Variable"')))
      .toBe(true);
  });
});
