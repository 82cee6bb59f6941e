import { expect, test, type Page } from '@playwright/test';
import { answerConfirm, logIn } from './support/admin';
import { solvedProof } from './support/proof';
import { expectNoAxeViolations, keepScreenshot, VIEWPORTS } from './support/lookAt';

// Issue 44, item 4: the admin's controls are the product's: a row's actions in one menu, an
// in-page dialog that names the person, styled selects and checkboxes, a calendar for the period,
// and every date in one format.
test.use({ reducedMotion: 'reduce' });

const RUN = `ctl${process.pid}x${Math.floor(Math.random() * 1e6)}`;

async function seed(page: Page, firstName: string, tag: string): Promise<string> {
  const email = `${tag}.${RUN}@example.com`;
  const joined = await page.request.post('/api/waitlist/join', {
    data: {
      firstName,
      lastName: 'Controls',
      email,
      company: RUN,
      hasConsented: true,
      proof: await solvedProof(page.request),
    },
  });
  expect(joined.status()).toBe(201);
  return email;
}

/** "28 Nov 2026, 14:05": the one date format (src/shared/dateText.ts). */
const ONE_FORMAT = /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}/;

for (const viewport of VIEWPORTS) {
  test(`on a ${viewport.name}, a row's menu works from the keyboard and Delete asks in the page, naming the person`, async ({
    page,
  }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`a browser dialog opened: ${dialog.message()}`);
    });
    await page.setViewportSize(viewport);
    const email = await seed(page, `Menu${viewport.name}`, `menu-${viewport.name}`);
    await logIn(page);
    await page.goto(`/admin/people?q=${encodeURIComponent(email)}`);
    const row = page.getByRole('region', { name: 'Waitlist entries' }).getByRole('row').nth(1);
    await expect(row).toContainText(email);
    await expect(row.locator('td[data-label="Date"] time')).toHaveText(ONE_FORMAT);

    const who = `Menu${viewport.name} Controls (${email})`;
    const menuButton = page.getByRole('button', { name: `Actions for ${who}` });
    await menuButton.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', { name: `Actions for ${who}` });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(['Open', 'Resend confirmation', 'Delete…']);
    await expect(menu.getByRole('menuitem', { name: 'Open' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Delete…' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Open' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await keepScreenshot(page, `people-menu-${viewport.name}`);
    await expectNoAxeViolations(page);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Delete ${who}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await keepScreenshot(page, `people-delete-${viewport.name}`);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText(email);

    await menuButton.click();
    await menu.getByRole('menuitem', { name: 'Delete…' }).click();
    await answerConfirm(page, 'confirm');
    await expect(page.getByText('No entries found.')).toBeVisible();
  });

  test(`on a ${viewport.name}, the filters' selects and the row checkboxes are drawn in the product's look`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await seed(page, `Look${viewport.name}`, `look-${viewport.name}`);
    await logIn(page);
    await page.goto(`/admin/people?q=${RUN}`);
    const status = page.getByLabel('Status', { exact: true });
    await expect(status).toHaveCSS('appearance', 'none');
    await expect(status).toHaveCSS('background-image', /^url\("data:image\/svg\+xml/);
    await status.selectOption({ label: 'Waiting' });
    await expect(page).toHaveURL(/status=waiting/);
    const box = page.getByRole('checkbox', { name: new RegExp(`^Select Look${viewport.name} `) });
    await expect(box).toHaveCSS('appearance', 'none');
    await box.check();
    await expect(box).toHaveCSS('background-image', /^url\("data:image\/svg\+xml/);
    await keepScreenshot(page, `people-controls-${viewport.name}`);
    await expectNoAxeViolations(page);
  });

  test(`on a ${viewport.name}, the period is chosen in a calendar that writes days one way`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await logIn(page);
    await page.goto('/admin/overview?from=2026-03-01&to=2026-03-31');
    const period = page.getByRole('button', { name: 'Period 1 Mar 2026 – 31 Mar 2026' });
    await period.click();
    const calendar = page.getByRole('dialog', { name: 'Choose the period' });
    await expect(calendar.getByRole('button', { name: '31 Mar 2026' })).toBeFocused();
    await keepScreenshot(page, `overview-calendar-${viewport.name}`);
    await expectNoAxeViolations(page);
    // The keys of the WAI-ARIA date picker: a week up, a month back, then Enter on each end.
    await page.keyboard.press('ArrowUp');
    await expect(calendar.getByRole('button', { name: '24 Mar 2026' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(calendar.getByRole('status')).toHaveText(
      'From 24 Mar 2026: now choose the last day.',
    );
    await page.keyboard.press('PageUp');
    await expect(calendar.getByRole('button', { name: '24 Feb 2026' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(calendar).toHaveCount(0);
    await expect(page).toHaveURL(/from=2026-02-24&to=2026-03-24$/);
    await expect(
      page.getByRole('button', { name: 'Period 24 Feb 2026 – 24 Mar 2026' }),
    ).toBeFocused();
    await expect(page.locator('input[type="date"]')).toHaveCount(0);
  });
}

test.describe('the embed snippets', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
  for (const viewport of VIEWPORTS) {
    test(`on a ${viewport.name}, Settings gives the widget and iframe snippets for this site, each with Copy`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(viewport);
      await logIn(page);
      await page.goto('/admin/settings');
      const panel = page.getByRole('region', { name: 'Put the sign-up on your site' });
      await expect(panel.locator('pre').first()).toContainText(
        `<script src="${baseURL}/widget.js" defer></script>`,
      );
      await expect(panel.locator('pre').nth(1)).toContainText(`src="${baseURL}/embed?theme=light"`);
      await panel.getByRole('button', { name: 'Copy the widget snippet' }).click();
      await expect(panel.getByText('Copied.')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        await panel.locator('pre').first().innerText(),
      );
      await panel.getByRole('button', { name: 'Copy the iframe snippet' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('<iframe');
      await panel.scrollIntoViewIfNeeded();
      await keepScreenshot(page, `settings-snippets-${viewport.name}`);
      await expectNoAxeViolations(page);
    });
  }
});
