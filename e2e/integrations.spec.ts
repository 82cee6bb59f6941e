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

test('the Sync to web panel saves an address and key, never shows the key, and says what is wrong', async ({
  page,
}) => {
  await openIntegrations(page);
  // A booth's settings: in the Booths section.
  await page.getByRole('link', { name: /^Booths/ }).click();
  await expect(page.getByRole('heading', { name: 'Sync to web' })).toBeVisible();
  const key = page.getByLabel('API key', { exact: true });
  // Exactly "Save": each booth event's "Save interests" is on this page too, once a booth exists.
  const save = page.getByRole('button', { name: 'Save', exact: true });
  // This server has no WEBHOOK_ALLOW_PRIVATE: a loopback address is refused in words.
  await page.getByLabel('Web address').fill('http://127.0.0.1:9');
  await key.fill('syn_e2e_not_a_real_key_but_long_enough_00');
  await page.getByLabel('Event name').fill('E2E Expo');
  await save.click();
  await expect(page.getByText(/a private, loopback or link-local address/)).toBeVisible();

  // .invalid never resolves (RFC 6761): saved, then the booth cannot reach it.
  await page.getByLabel('Web address').fill('https://synapse.invalid');
  await save.click();
  await expect(page.getByText('Sync settings saved').first()).toBeVisible();
  await expect(key).toHaveValue('');
  await expect(page.getByText(/A key is saved/)).toBeVisible();
  await expect(page.getByText(/\d+ of \d+ synced/)).toBeVisible();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText(/Cannot reach the web site at synapse\.invalid/)).toBeVisible({
    timeout: 20_000,
  });

  // A new address asks for the key again: the saved one never goes anywhere else.
  await page.getByLabel('Web address').fill('https://collector.invalid');
  await expect(page.getByText(/A new web address needs its API key/)).toBeVisible();
  await save.click();
  await expect(page.getByText(/Enter the API key again for the new web address/)).toBeVisible();
  await expect(key).toBeFocused();
  const axe = await new AxeBuilder({ page }).include('.integrations').analyze();
  expect(axe.violations).toEqual([]);

  // Turn it off again for the other specs.
  await page.getByLabel('Web address').fill('');
  await save.click();
  await expect(page.getByText(/Not set up yet/)).toBeVisible();
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
