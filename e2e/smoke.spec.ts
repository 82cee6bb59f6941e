import { expect, test } from '@playwright/test';

test('a deep link in another case with a trailing slash reloads into the site', async ({
  page,
}) => {
  const response = await page.goto('/Admin/Dashboard/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('#root')).not.toBeEmpty();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});
