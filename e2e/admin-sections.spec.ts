import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './support/constants';
import { logIn } from './support/admin';

/** The admin app's sections (issue 28) and a heading that shows each has loaded. */
const SECTIONS: [path: string, title: string, ready: RegExp][] = [
  ['/admin/overview', 'Overview', /^Sign-ups/],
  ['/admin/people', 'People', /^Waitlist$/],
  ['/admin/messages', 'Messages', /^Outbox/],
  ['/admin/referrals', 'Referrals', /^Review queue/],
  ['/admin/booths', 'Booths', /^Booths collect sign-ups/],
  ['/admin/integrations', 'Integrations', /^API keys$/],
  ['/admin/security', 'Security', /^Audit log$/],
  ['/admin/settings', 'Settings', /^Sites that may embed the sign-up$/],
];

const WIDTHS = [390, 1024, 1440] as const;

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(found).toEqual([]);
}

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** The section's own content, by its first heading or intro line. */
const readyMark = (page: Page, ready: RegExp) => page.getByRole('main').getByText(ready).first();

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const [path, title, ready] of SECTIONS) {
      test(`${title} has its own address, passes axe and never scrolls sideways`, async ({
        page,
      }) => {
        await logIn(page);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(readyMark(page, ready)).toBeVisible();
        await expect(page).toHaveTitle(`${title}: Admin: SynapseAI`);
        await expectNoViolations(page);
        expect(await sidewaysScroll(page)).toBe(0);
      });
    }
  });
}

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the sidebar names every section, marks the current one and stays in view', async ({
    page,
  }) => {
    await logIn(page);
    await page.goto('/admin/overview');
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    for (const [, title] of SECTIONS) {
      await expect(nav.getByRole('link', { name: new RegExp(`^${title}`) })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await nav.getByRole('link', { name: /^Security/ }).click();
    await expect(page).toHaveURL(/\/admin\/security$/);
    await expect(nav.getByRole('link', { name: /^Security/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeFocused();
    // Scrolled to the bottom of a long section, the navigation is still on screen.
    await page.mouse.wheel(0, 5000);
    await expect(nav.getByRole('link', { name: /^People/ })).toBeInViewport();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the Menu button opens the sections and closes behind the one chosen', async ({ page }) => {
    await logIn(page);
    await page.goto('/admin/people');
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(nav.getByRole('link', { name: /^Messages/ })).toBeHidden();
    await page.mouse.wheel(0, 3000);
    await expect(menu).toBeInViewport();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectNoViolations(page);
    await nav.getByRole('link', { name: /^Messages/ }).click();
    await expect(page).toHaveURL(/\/admin\/messages$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: /^Messages/ })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeFocused();
  });
});

test('a section is kept on reload, and /admin/dashboard leads to the overview', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/admin/referrals');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/referrals$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
});

test('a link to a section without a session asks to log in, then opens that section', async ({
  page,
}) => {
  await page.goto('/admin/integrations');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fintegrations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toHaveCount(0);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/integrations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
});
