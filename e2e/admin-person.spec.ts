import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './support/mail';
import { solvedProof } from './support/proof';
import { answerConfirm, logIn } from './support/admin';
import { LINE_WORDS } from '../src/shared/lineWords';

/** Issue 28, item 2: a person's page in the admin, /admin/people/:id. */
test.describe.configure({ mode: 'serial' });

const RUN = `person${process.pid}x${Math.floor(Math.random() * 1e6)}`;
const email = `${RUN}@example.com`;
let personUrl = '';

const timeline = (page: Page) =>
  page.getByRole('region', { name: 'Timeline' }).getByRole('listitem');

test('the timeline tells a join, its confirmation and an invite given from the page', async ({
  page,
}) => {
  const joined = await page.request.post('/api/waitlist/join', {
    data: {
      firstName: 'Katherine',
      lastName: 'Johnson',
      email,
      company: RUN,
      hasConsented: true,
      proof: await solvedProof(page.request),
    },
  });
  expect(joined.status()).toBe(201);
  const mail = await waitForMail(email, '/confirm/');
  const confirm = new URL(linkIn(mail, '/confirm/')!);
  await page.goto(`${confirm.pathname}${confirm.search}`);
  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  await expect(
    page.getByRole('heading', { name: 'Your e-mail address is confirmed' }),
  ).toBeVisible();

  await logIn(page);
  await page.goto('/admin/people');
  await page.getByLabel('Search').fill(RUN);
  await page.getByRole('link', { name: 'Katherine Johnson' }).click();
  await expect(page).toHaveURL(/\/admin\/people\/\d+$/);
  personUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: 'Katherine Johnson' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('Confirmed');
  await expect(details).toContainText(/Place in line\s*#\d+ of \d+ in line/);

  await page.getByRole('button', { name: 'Invite now' }).click();
  await expect(page.getByText('1 message queued', { exact: true }).first()).toBeVisible();
  await expect(details).toContainText('Invited');
  await expect(details).toContainText(LINE_WORDS.throughTheLine);
  await expect(page.getByRole('button', { name: 'Invite now' })).toHaveCount(0);

  const titles = timeline(page).locator('.person-timeline__title');
  await expect(titles).toContainText([
    'Joined the waitlist',
    'Gave consent',
    'Confirmation e-mail',
    'Confirmed the address',
    'Invited',
    'Invite e-mail',
    'Invites sent',
  ]);
  await expect(timeline(page).first()).toContainText('through the form');
  await expect(timeline(page).filter({ hasText: 'Invites sent' })).toContainText('By admin');
  // The confirmation went out: its line says so in words, not by colour alone.
  await expect(timeline(page).filter({ hasText: 'Confirmation e-mail' })).toContainText('Sent');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Katherine Johnson' })).toBeVisible();
});

for (const width of [390, 1024, 1440]) {
  test(`the person's page passes axe and never scrolls sideways at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await logIn(page);
    await page.goto(personUrl);
    await expect(timeline(page).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
}

test("Resend confirmation from a waiting person's page sends another, and the timeline shows both", async ({
  page,
}) => {
  const waiting = `waiting.${RUN}@example.com`;
  const joined = await page.request.post('/api/waitlist/join', {
    data: {
      firstName: 'Dorothy',
      lastName: 'Vaughan',
      email: waiting,
      company: RUN,
      hasConsented: true,
      proof: await solvedProof(page.request),
    },
  });
  expect(joined.status()).toBe(201);
  await logIn(page);
  await page.goto('/admin/people');
  await page.getByLabel('Search').fill(`waiting.${RUN}`);
  await page.getByRole('link', { name: 'Dorothy Vaughan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dorothy Vaughan' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('Waiting');
  const confirmations = timeline(page).filter({ hasText: 'Confirmation e-mail' });
  await expect(confirmations).toHaveCount(1);
  // Resend is offered while the address is not confirmed.
  await page.getByRole('button', { name: 'Resend confirmation' }).click();
  await expect(page.getByText('1 message queued', { exact: true }).first()).toBeVisible();
  await expect(confirmations).toHaveCount(2);
  await expect(timeline(page).filter({ hasText: 'Confirmation re-sent' })).toContainText(
    'By admin',
  );
});

test('Delete names what it erases, and leads back to the list once done', async ({ page }) => {
  await logIn(page);
  await page.goto(personUrl);
  await page.getByRole('button', { name: 'Delete' }).click();
  expect(await answerConfirm(page, 'cancel')).toBe(
    `Delete Katherine Johnson (${email})? This erases 1 entry with its messages, lead notes and referral credit. It cannot be undone.`,
  );
  await expect(page).toHaveURL(new RegExp(`${personUrl}$`));

  await page.getByRole('button', { name: 'Delete' }).click();
  await answerConfirm(page, 'confirm');
  await expect(page).toHaveURL(/\/admin\/people$/);
  await expect(page.getByText('Entry deleted', { exact: true }).first()).toBeVisible();
  await page.goto(personUrl);
  await expect(page.getByRole('alert')).toContainText('There is no such entry');
});
