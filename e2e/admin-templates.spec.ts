import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForMail } from './support/mail';
import { answerConfirm, logIn } from './support/admin';

/** Issue 28, item 4: the admin words the e-mails under Messages. */

// Both tests word the status e-mail, which the server keeps for everyone: one after the other
// (run side by side, the first read the second's saved subject).
test.describe.configure({ mode: 'default' });

const RUN = `templates${process.pid}x${Math.floor(Math.random() * 1e6)}`;

test('a draft is previewed as it is typed, an unknown field is named, and a test arrives', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/admin/messages');
  const panel = page.getByRole('region', { name: 'E-mail templates' });
  await panel.getByRole('button', { name: 'Status link' }).click();
  await expect(panel.getByRole('button', { name: 'Status link' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const subject = panel.getByLabel('Subject');
  const body = panel.getByLabel('Body (Markdown)');
  await expect(subject).toHaveValue('Your place on the Synapse waitlist');

  await subject.fill(`Where you stand, {{firstName}} ${RUN}`);
  await body.fill(
    '# Your place\n\nYou are **#{{place}}** of {{total}}, {{nmae}}.\n\n[See it]({{statusUrl}})',
  );
  await expect(panel.getByRole('alert')).toHaveText(/^\{\{nmae\}\} is not a merge field/);
  await expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled();
  await body.fill(
    '# Your place\n\nYou are **#{{place}}** of {{total}}.\n\n[See it]({{statusUrl}})',
  );
  await expect(panel.getByRole('alert')).toBeHidden();
  const preview = panel.getByRole('region', { name: 'HTML part' });
  await expect(preview).toContainText('You are #7 of 120.');
  await expect(preview.locator('strong')).toHaveText('#7');
  await expect(preview).toContainText('Unsubscribe');
  await expect(panel.getByText(`Subject: Where you stand, Ada ${RUN}`)).toBeVisible();
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  const to = `${RUN}@example.com`;
  await panel.getByLabel('Send a test to').fill(to);
  await panel.getByRole('button', { name: 'Send test' }).click();
  await expect(page.getByText(`A test went to ${to}`).first()).toBeVisible();
  const mail = await waitForMail(to, '/status/');
  expect(mail.subject).toBe(`[Test] Where you stand, Ada ${RUN}`);
  expect(mail.text).toContain('You are #7 of 120.');
  expect(mail.text).toContain('Unsubscribe: ');
});

test('Save keeps the wording, and Reset to the default asks first and brings the default back', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/admin/messages');
  const panel = page.getByRole('region', { name: 'E-mail templates' });
  await panel.getByRole('button', { name: 'Status link' }).click();
  await panel.getByLabel('Subject').fill(`Saved ${RUN}`);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The status link e-mail is saved').first()).toBeVisible();
  await page.reload();
  await panel.getByRole('button', { name: 'Status link' }).click();
  await expect(panel.getByLabel('Subject')).toHaveValue(`Saved ${RUN}`);
  await expect(panel.getByText(/^Your wording goes out/)).toBeVisible();

  await panel.getByRole('button', { name: 'Reset to the default' }).click();
  expect(await answerConfirm(page, 'confirm')).toBe(
    'Reset the status link e-mail to the default? Your wording is deleted.',
  );
  await expect(panel.getByLabel('Subject')).toHaveValue('Your place on the Synapse waitlist');
  await expect(panel.getByText('The default wording goes out.')).toBeVisible();
});
