import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { answerConfirm, logIn } from './support/admin';

// One admin session per page; the key list is shared, so in order.
test.describe.configure({ mode: 'serial' });

async function openIntegrations(page: Page) {
  await logIn(page);
  await page.goto('/admin/integrations');
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
}

test('the admin creates an API key, sees it once, it works, and revoking it stops it', async ({
  page,
}) => {
  await openIntegrations(page);
  const panel = page.getByRole('region', { name: 'API keys', exact: true }).first();
  const name = `Booth ${Date.now()}`;
  await page.getByLabel('Key name').fill(name);
  await page.getByLabel('entries:read (read entries)').check();
  await page.getByRole('button', { name: 'Create key' }).click();
  const shown = page.locator('.integrations__code');
  await expect(shown).toHaveText(/^syn_[A-Za-z0-9_-]{32,}$/);
  const key = (await shown.textContent())!;

  const posted = await page.request.post('/api/v1/entries', {
    headers: { authorization: `Bearer ${key}` },
    data: { externalId: `e2e-${Date.now()}`, email: `e2e-${Date.now()}@booth.example` },
  });
  expect(posted.status()).toBe(201);

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);
  await expect(panel.getByText(key)).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('entries:write, entries:read');

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await answerConfirm(page, 'confirm');
  await expect(row).toContainText('Revoked');
  const refused = await page.request.get('/api/v1/entries', {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(refused.status()).toBe(401);

  const axe = await new AxeBuilder({ page }).include('.integrations').analyze();
  expect(axe.violations).toEqual([]);
});

// Issue 39: Sync to web is a kiosk's setting (e2e/booth-kiosk.spec.ts shows it there).
test("the web admin's Booths section shows no Sync to web settings", async ({ page }) => {
  await openIntegrations(page);
  const boothAsked = page.waitForResponse((response) => response.url().endsWith('/api/booth'));
  await page.getByRole('link', { name: /^Booths/ }).click();
  await expect(page.getByRole('heading', { name: 'Booth devices' })).toBeVisible();
  expect((await boothAsked).status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Sync to web' })).toHaveCount(0);
  await expect(page.getByLabel('Web address')).toHaveCount(0);
});

test('the API reference lists every operation of the OpenAPI document', async ({ page }) => {
  await page.goto('/docs/api');
  await expect(page.getByRole('heading', { level: 1, name: 'Synapse waitlist API' })).toBeVisible();
  for (const operation of ['POST /entries', 'GET /entries', 'GET /entries/{id}']) {
    await expect(
      page.getByRole('heading', { level: 2, name: operation, exact: true }),
    ).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'EntryInput' })).toBeVisible();
});

test('the webhook panel refuses a loopback endpoint in words and passes axe', async ({ page }) => {
  await openIntegrations(page);
  // The e2e server allows no private targets: a loopback URL is refused in words.
  await page.getByLabel('Endpoint URL').fill('http://127.0.0.1:9/hooks');
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(page.getByText(/webhooks go only to public addresses/)).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('.integrations').analyze();
  expect(axe.violations).toEqual([]);
});

test('an endpoint shows its delivery log, and a test event appears in it', async ({ page }) => {
  await openIntegrations(page);
  // A public address (this machine's network is closed, so the delivery fails): entry.deleted only,
  // so that other specs' sign-ups queue nothing for it; removed at the end.
  const url = `https://93.184.215.14/synapse-e2e-${Date.now()}`;
  await page.getByLabel('Endpoint URL').fill(url);
  await page.getByRole('checkbox', { name: 'entry.created' }).uncheck();
  await page.getByRole('checkbox', { name: 'entry.deleted' }).check();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(page.getByText(/shown only once/)).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  const item = page.locator('.integrations__endpoint').filter({ hasText: url });
  await item.getByText('Deliveries').click();
  await expect(item.getByText(/No deliveries yet/)).toBeVisible();
  await item.getByRole('button', { name: 'Send test event' }).click();
  const log = item.getByRole('region', { name: `Deliveries to ${url}` });
  const row = log.getByRole('row').filter({ hasText: 'webhook.test' });
  await expect(row).toBeVisible({ timeout: 15_000 });
  // The server's sender tries it; the log shows the failed attempt and why, in words.
  await expect(row).toContainText(/Waiting to retry|Gave up/, { timeout: 30_000 });
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^[1-9]\d*$/);

  const axe = await new AxeBuilder({ page }).include('.integrations').analyze();
  expect(axe.violations).toEqual([]);

  await item.getByRole('button', { name: `Remove ${url}` }).click();
  await answerConfirm(page, 'confirm');
  await expect(item).toHaveCount(0);
});
