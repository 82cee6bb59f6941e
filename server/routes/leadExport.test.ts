import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PairedDevice, PairingCodeAnswer } from '../../src/shared/index.js';
import { LinkTokens } from '../loop/tokens.js';
import { loadSessionSecret } from '../secrets.js';
import { adminSession, type AdminRequest } from '../testing/adminSession.js';
import { signUp } from '../testing/fixtures.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

/**
 * Issue 27, item 4: lead fields are personal data (docs/product.md §21), so
 * the visitor's own data export, from the status page's link, holds the booth's record of them.
 */
const PASSWORD = 'correct horse battery';
let server: TestServer;
let admin: AdminRequest;

beforeEach(async () => {
  server = await startTestServer({ adminPassword: PASSWORD });
  admin = await adminSession(server, PASSWORD);
});
afterEach(() => server.dispose());

async function deviceKey(): Promise<string> {
  // A lead's interests are the event's own (issue 38, item 12).
  await admin('/booth-events', {
    method: 'PUT',
    body: { event: 'CES 2027', interests: ['Pricing', 'Demo'] },
  });
  const added = await admin('/booth-devices', {
    method: 'POST',
    body: { name: 'Tablet 1', event: 'CES 2027' },
  });
  const { pairingCode } = added.body as PairingCodeAnswer;
  const paired = await request(`${server.url}/api/booth/pair`, {
    method: 'POST',
    body: { code: pairingCode },
  });
  return (paired.body as PairedDevice).deviceKey;
}

async function exportOf(entryId: number) {
  const tokens = new LinkTokens(await loadSessionSecret(server.dataDir));
  const token = tokens.sign('status', entryId, new Date());
  const response = await request(`${server.url}/api/status/${token}/export`);
  expect(response.status).toBe(200);
  return response.body as { entry: { email: string }; lead: unknown };
}

describe("the visitor's data export", () => {
  it("holds the booth's lead fields, event and device of a qualified booth sign-up", async () => {
    const key = await deviceKey();
    const sent = await request(`${server.url}/api/v1/entries`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}` },
      body: {
        externalId: 'tab-1',
        email: 'grace@example.com',
        firstName: 'Grace',
        lastName: 'Hopper',
        company: 'Navy',
        hasConsented: true,
        leadRating: 'warm',
        leadInterests: ['Pricing'],
        leadNote: 'Asked about the team plan',
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const id = (sent.body as { results: { id: number }[] }).results[0]!.id;

    const exported = await exportOf(id);
    expect(exported.entry.email).toBe('grace@example.com');
    expect(exported.lead).toEqual({
      event: 'CES 2027',
      device: 'Tablet 1',
      rating: 'warm',
      interests: ['Pricing'],
      note: 'Asked about the team plan',
      badgeId: null,
    });
  });

  it('says lead: null for a sign-up that came from no booth', async () => {
    const joined = await request(`${server.url}/api/waitlist/join`, {
      method: 'POST',
      body: signUp('ada@example.com'),
    });
    expect(joined.status).toBe(201);
    const [entry] = (await server.store.listEntries({ search: '', offset: 0, limit: 1 })).entries;
    expect((await exportOf(entry!.id)).lead).toBeNull();
  });
});
