import { afterEach, describe, expect, it } from 'vitest';
import {
  BADGE_ID_TEXT,
  type CreatedApiKey,
  type LeadPage,
  type PairedDevice,
  type PairingCodeAnswer,
} from '../../../src/shared/index.js';
import { LinkTokens } from '../../loop/tokens.js';
import { loadSessionSecret } from '../../secrets.js';
import { adminSession, type AdminRequest } from '../../testing/adminSession.js';
import { Browser } from '../../testing/browser.js';
import { signUp } from '../../testing/fixtures.js';
import { request, startTestServer, type TestServer } from '../../testing/testServer.js';

/**
 * Issue 42, item 6: a badge whose code holds only the registration's id keeps that id with the
 * lead, from the tablet (its /api/v1 batch) and from the kiosk (its own join, then its sync), and
 * the lead shows it wherever its other fields go: /api/v1, the admin's leads, the CSV, the
 * visitor's export.
 */
const PASSWORD = 'correct horse battery';
const EVENT = 'CES 2027';
const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.dispose()));
});

async function startWeb(): Promise<{ web: TestServer; admin: AdminRequest }> {
  const web = await startTestServer({ adminPassword: PASSWORD });
  servers.push(web);
  return { web, admin: await adminSession(web, PASSWORD) };
}

async function deviceKey(web: TestServer, admin: AdminRequest): Promise<string> {
  const added = await admin('/booth-devices', {
    method: 'POST',
    body: { name: 'Tablet 1', event: EVENT },
  });
  const { pairingCode } = added.body as PairingCodeAnswer;
  const paired = await request(`${web.url}/api/booth/pair`, {
    method: 'POST',
    body: { code: pairingCode },
  });
  return (paired.body as PairedDevice).deviceKey;
}

const tabletEntry = (badgeId: string) => ({
  externalId: `tab-${badgeId.length}`,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  hasConsented: true,
  badgeId,
});

async function leads(admin: AdminRequest) {
  const listed = await admin('/leads');
  expect(listed.status).toBe(200);
  return (listed.body as LeadPage).leads;
}

describe("a badge's id kept with the lead", () => {
  it('comes from a tablet and shows in /api/v1, the leads list, the CSV and the export', async () => {
    const { web, admin } = await startWeb();
    const key = await deviceKey(web, admin);
    const v1 = (init: Parameters<typeof request>[1] = {}) =>
      request(`${web.url}/api/v1/entries`, {
        ...init,
        headers: { authorization: `Bearer ${key}` },
      });
    const refused = await v1({ method: 'POST', body: tabletEntry('not an id') });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(BADGE_ID_TEXT);

    const sent = await v1({ method: 'POST', body: tabletEntry('EXPO26-004217') });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const id = (sent.body as { results: { id: number }[] }).results[0]!.id;

    expect((await leads(admin))[0]).toMatchObject({ entryId: id, badgeId: 'EXPO26-004217' });
    const csv = await admin('/waitlist/export');
    const [header, row] = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const column = header!.split(',').indexOf('Badge id');
    expect(column).toBeGreaterThan(0);
    expect(row!.split(',')[column]).toBe('EXPO26-004217');

    const tokens = new LinkTokens(await loadSessionSecret(web.dataDir));
    const exported = await request(
      `${web.url}/api/status/${tokens.sign('status', id, new Date())}/export`,
    );
    expect((exported.body as { lead: { badgeId: string } }).lead.badgeId).toBe('EXPO26-004217');
  });

  it("comes from the kiosk's own join and reaches the web with the entry", async () => {
    const { web, admin } = await startWeb();
    const created = await admin('/api-keys', {
      method: 'POST',
      body: { name: 'Booth', scopes: ['entries:sync'] },
    });
    // A booth keeps its own embedded store, as `npm run booth` runs it (DATABASE_URL empty); the
    // web is the run's store, lowdb or PostgreSQL.
    const booth = await startTestServer({
      databaseUrl: undefined,
      formSource: 'kiosk',
      booth: { pin: '2468' },
      webhookAllowPrivate: true,
      boothSync: {
        url: web.url,
        apiKey: (created.body as CreatedApiKey).key,
        event: EVENT,
        intervalMs: 200,
        retryMaxMs: 500,
      },
    });
    servers.push(booth);
    const visitor = new Browser(() => booth.url, PASSWORD);
    const joined = await visitor.call('/api/waitlist/join', {
      body: { ...signUp('ada@example.com', { firstName: 'Ada' }), badgeId: 'EXPO26-004217' },
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);

    await expect
      .poll(async () => (await leads(admin))[0]?.badgeId ?? null, { timeout: 10_000 })
      .toBe('EXPO26-004217');
    expect((await leads(admin))[0]).toMatchObject({ email: 'ada@example.com', event: EVENT });
  });
});
