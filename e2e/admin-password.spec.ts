import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from './support/constants';

// Runs in its own Playwright project after every other spec (playwright.config.ts): it changes the
// one admin password that the other specs log in with.

const RUN = `run${process.pid}x${Math.floor(Math.random() * 1e6)}`;

async function logIn(page: Page, password = E2E_ADMIN_PASSWORD) {
  const response = await page.request.post('/api/login', {
    data: { username: 'admin', password },
  });
  expect(response.status()).toBe(200);
}

// The password panel's own alert (other panels may show theirs).
const passwordProblem = (page: Page) => page.getByRole('alert').filter({ hasText: /password/i });

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test('the password can be changed, with the product checks first', async ({ page }) => {
  const newPassword = `changed-${RUN}`;
  await logIn(page);
  await page.goto('/admin/security');
  const toggle = page.getByRole('button', { name: 'Change Password' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Current password')).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  const update = page.getByRole('button', { name: 'Update Password' });
  await update.click();
  await expect(passwordProblem(page)).toHaveText('Please fill in both current and new password.');
  await page.getByLabel('Current password').fill('wrong current');
  await page.getByLabel('New password').fill('12345');
  await update.click();
  await expect(passwordProblem(page)).toHaveText(
    'New password must be at least 12 characters long.',
  );

  await page.getByLabel('New password').fill(newPassword);
  await update.click();
  await expect(
    toast(page, 'Failed to change password: Current password is incorrect.'),
  ).toBeVisible();

  await page.getByLabel('Current password').fill(E2E_ADMIN_PASSWORD);
  await update.click();
  try {
    await expect(toast(page, 'Password changed')).toBeVisible();
    await expect(toast(page, 'Your password has been updated successfully.')).toBeVisible();
    const old = await page.request.post('/api/login', {
      data: { username: 'admin', password: E2E_ADMIN_PASSWORD },
    });
    expect(old.status()).toBe(401);
  } finally {
    // Put the shared password back at once: other specs log in with it.
    await logIn(page, newPassword);
    const restored = await page.request.post('/api/admin/change-password', {
      data: { currentPassword: newPassword, newPassword: E2E_ADMIN_PASSWORD },
    });
    expect(restored.status()).toBe(204);
  }
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Current password')).toBeHidden();
  await toggle.click();
  await expect(page.getByLabel('Current password')).toHaveValue('');
  await expect(page.getByLabel('New password')).toHaveValue('');
});
