import { expect, test } from '@playwright/test';

test('a deep link in another case with a trailing slash reloads into the site', async ({
  page,
}) => {
  const response = await page.goto('/Admin/Dashboard/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('#root')).not.toBeEmpty();
});
