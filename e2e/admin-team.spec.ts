import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support/admin';
import { expectNoAxeViolations, keepScreenshot, VIEWPORTS } from './support/lookAt';
import { linkIn, waitForMail } from './support/mail';
import { solvedProof } from './support/proof';

/**
 * Issue 40, items 1 and 2 in Chromium: an owner invites a viewer from /admin/team; the viewer
 * follows the link in the e-mail the SMTP server received, sets a name and password, is signed
 * in, and sees People with addresses masked and no export, nor the sections of other roles.
 */
test.describe.configure({ mode: 'serial' });

const RUN = `team${process.pid}x${Math.floor(Math.random() * 1e6)}`;
const VIEWER = `viewer.${RUN}@example.com`;
const LISTED = `listed.${RUN}@example.com`;

test.beforeAll(async ({ request }) => {
  const joined = await request.post('/api/waitlist/join', {
    data: {
      firstName: 'Listed',
      lastName: 'Person',
      email: LISTED,
      company: RUN,
      hasConsented: true,
      proof: await solvedProof(request),
    },
  });
  expect(joined.status()).toBe(201);
});

async function invite(page: Page) {
  await page.goto('/admin/team');
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await page.getByLabel('E-mail').fill(VIEWER);
  await page.getByLabel('Name').fill('Vera Viewer');
  await page.getByLabel('Role', { exact: true }).selectOption('viewer');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`${VIEWER}`, { exact: false }).first()).toBeVisible();
}

test('an owner invites a viewer, who joins from the e-mail and sees addresses masked', async ({
  browser,
  page,
}) => {
  await logIn(page);
  await invite(page);
  await expect(page.getByRole('link', { name: /Team/ })).toBeVisible();

  const mail = await waitForMail(VIEWER, '/admin/join/');
  const link = linkIn(mail, '/admin/join/')!;
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(new URL(link).pathname);
  await expect(invitee.getByText(VIEWER)).toBeVisible();
  await expectNoAxeViolations(invitee);
  await invitee.getByLabel('Choose a password').fill('a viewer password 2026');
  await invitee.getByRole('button', { name: 'Join and sign in' }).click();
  await expect(invitee).toHaveURL(/\/admin\/overview$/);

  const nav = invitee.getByRole('navigation', { name: 'Admin sections' });
  await expect(nav.getByRole('link', { name: /People/ })).toBeVisible();
  for (const hidden of ['Team', 'Messages', 'Integrations', 'Settings', 'Booths']) {
    await expect(nav.getByRole('link', { name: new RegExp(hidden) })).toHaveCount(0);
  }
  await invitee.goto(`/admin/people?q=${RUN}`);
  const table = invitee.getByRole('region', { name: 'Waitlist entries' });
  await expect(table.getByText('l•••@example.com')).toBeVisible();
  await expect(invitee.getByText(LISTED)).toHaveCount(0);
  await expect(invitee.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  // A row's menu offers a viewer only what the role may do (the entry waits for its confirmation,
  // yet no "Resend confirmation"), and neither does the person's page.
  await table.getByRole('button', { name: /^Actions for / }).click();
  const menu = invitee.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Open']);
  await menu.getByRole('menuitem', { name: 'Open' }).click();
  await expect(invitee.getByRole('heading', { name: 'Details' })).toBeVisible();
  await expect(invitee.getByRole('group', { name: 'Actions' }).getByRole('button')).toHaveCount(0);
  // The server refuses what the app hides.
  expect((await invitee.request.get('/api/admin/waitlist/export')).status()).toBe(403);
  // A section of another role leads to the overview.
  await invitee.goto('/admin/team');
  await expect(invitee).toHaveURL(/\/admin\/overview$/);
  // Signing out everywhere is theirs alone: no API key is theirs to revoke.
  await invitee.goto('/admin/security');
  await expect(
    invitee.getByRole('button', { name: 'Sign out everywhere', exact: true }),
  ).toBeVisible();
  await expect(invitee.getByRole('heading', { name: 'Audit log' })).toHaveCount(0);
  // The link worked once.
  await invitee.goto(new URL(link).pathname);
  await expect(invitee.getByRole('alert')).toContainText('not valid any more');
  await invitee.context().close();

  // Issue 40, item 3: the owner reads the audit log of that one person.
  await page.goto('/admin/security');
  await page.getByLabel('Person', { exact: true }).fill(VIEWER);
  await page.getByRole('button', { name: 'Show their events' }).click();
  const events = page.getByRole('region', { name: 'Audit log events' });
  await expect(events.getByText('Joined the team from an invitation')).toBeVisible();
  await expect(events.getByRole('row')).toHaveCount(2);
  await expect(events.getByText(VIEWER).first()).toBeVisible();
  // ...and their own sessions are listed there, this browser's marked.
  await expect(page.getByRole('heading', { name: 'Your sessions' })).toBeVisible();
  await expect(page.getByText('This browser', { exact: true })).toBeVisible();
  // ...and their remembered browsers, by name and dates, each of which can be forgotten.
  const remembered = page.getByRole('list', { name: 'Your remembered browsers' });
  await expect(remembered.getByRole('listitem').first()).toContainText(/remembered .+, last used/);
  await expectNoAxeViolations(page);
  await keepScreenshot(page, 'admin-security-remembered-browsers');
  await remembered
    .getByRole('button', { name: /^Forget / })
    .first()
    .click();
  await expect(page.getByText('Browser forgotten')).toBeVisible();
});

for (const viewport of VIEWPORTS) {
  test(`the Team section at ${viewport.width}x${viewport.height} passes axe`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await logIn(page);
    await page.goto('/admin/team');
    await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Team members' })).toBeVisible();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, `team-${viewport.name}`, true);
    await page.goto('/admin/security');
    await expect(page.getByText('This browser', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, `security-${viewport.name}`, true);
  });
}
