import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { CreatedApiKey } from '../../src/shared/index.js';
import { adminCookie } from '../testing/adminSession.js';
import { signUp } from '../testing/fixtures.js';
import { Scraped } from '../testing/prometheusText.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

const PASSWORD = 'correct horse battery';
const METRICS_TOKEN = 'booth-scrape-token-0123456789';

let web: TestServer;
let booth: TestServer;

beforeAll(async () => {
  web = await startTestServer({ adminPassword: PASSWORD });
  booth = await startTestServer({
    adminPassword: PASSWORD,
    databaseUrl: undefined, // a booth keeps its sign-ups in its own data folder
    formSource: 'kiosk',
    metricsToken: METRICS_TOKEN,
    webhookAllowPrivate: true,
    boothSync: {
      url: web.url,
      apiKey: 'syn_notthekeynotthekeynotthekeynot12',
      event: '',
      intervalMs: 50,
      retryMaxMs: 100,
    },
  });
});
afterAll(async () => {
  await booth?.dispose();
  await web?.dispose();
});

const scrapeBooth = async () =>
  new Scraped(
    (
      await request(`${booth.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      })
    ).text,
  );

it('shows a booth’s sign-ups waiting for the web, and when a push last went through', async () => {
  for (const email of ['ada@booth.example', 'grace@booth.example']) {
    const joined = await request(`${booth.url}/api/waitlist/join`, { body: signUp(email) });
    expect(joined.status).toBe(201);
  }
  // Until the sign-ups, the booth was in sync at every round; since, the web refuses its key.
  const joinedAt = Date.now() / 1000;
  await new Promise((resolve) => setTimeout(resolve, 300));
  const waiting = await scrapeBooth();
  expect(waiting.value('synapse_booth_sync_pending')).toBe(2);
  const lastInSync = waiting.value('synapse_booth_sync_last_success_timestamp_seconds');
  expect(lastInSync).toBeLessThanOrEqual(joinedAt);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect((await scrapeBooth()).value('synapse_booth_sync_last_success_timestamp_seconds')).toBe(
    lastInSync,
  );

  const key = (
    await request(`${web.url}/api/admin/api-keys`, {
      body: { name: 'Booth', scopes: ['entries:sync'] },
      headers: { cookie: await adminCookie(web, PASSWORD) },
    })
  ).body as CreatedApiKey;
  const before = Date.now() / 1000;
  const configured = await request(`${booth.url}/api/admin/sync`, {
    method: 'PUT',
    body: { url: web.url, apiKey: key.key, event: '' },
    headers: { cookie: await adminCookie(booth, PASSWORD) },
  });
  expect(configured.status).toBe(200);
  const synced = await vi.waitFor(
    async () => {
      const scraped = await scrapeBooth();
      expect(scraped.value('synapse_booth_sync_pending')).toBe(0);
      return scraped;
    },
    { timeout: 10_000, interval: 100 },
  );
  const lastSuccess = synced.value('synapse_booth_sync_last_success_timestamp_seconds');
  expect(lastSuccess).toBeGreaterThanOrEqual(Math.floor(before));
  expect(lastSuccess).toBeLessThanOrEqual(Date.now() / 1000);
  expect((await request(`${web.url}/api/waitlist/count`)).body).toEqual({ count: 2 });
});
