import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  PairedDevice,
  PairingCodeAnswer,
  PostEntriesResponse,
} from '../../../src/shared/index.js';
import { adminSession, type AdminRequest } from '../../testing/adminSession.js';
import { request, startTestServer, type TestServer } from '../../testing/testServer.js';
import { expectVisitorLinks } from '../../testing/visitorLinks.js';

// Issue 39, item 3: a tablet's thank-you shows the visitor's own status link (as a QR code) and
// referral link, which only the device key that created the entry is given.
const PASSWORD = 'correct horse battery';
let server: TestServer;
let admin: AdminRequest;

beforeEach(async () => {
  server = await startTestServer({ adminPassword: PASSWORD });
  admin = await adminSession(server, PASSWORD);
});
afterEach(() => server.dispose());

async function deviceKey(): Promise<string> {
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

const post = (key: string, body: unknown) =>
  request(`${server.url}/api/v1/entries`, {
    method: 'POST',
    body,
    headers: { authorization: `Bearer ${key}` },
  });

const visitor = (externalId: string, email: string) => ({
  externalId,
  email,
  firstName: 'Grace',
  hasConsented: true,
});

describe("a booth visitor's links", () => {
  it('answers a device its new entry’s status link, which opens that entry’s status, and its referral link', async () => {
    const key = await deviceKey();
    const answer = (await post(key, { entries: [visitor('tab-1', 'grace@example.com')] }))
      .body as PostEntriesResponse;
    const [result] = answer.results;
    await expectVisitorLinks(result!.visitor!, server.url, result!.position!);
  });

  it('gives no links for an address already on the list, nor to a key that is not a device', async () => {
    const key = await deviceKey();
    await post(key, visitor('tab-1', 'grace@example.com'));
    const again = (await post(key, visitor('tab-2', 'grace@example.com')))
      .body as PostEntriesResponse;
    expect(again.results[0]).not.toHaveProperty('visitor');
    const integration = await admin('/api-keys', {
      method: 'POST',
      body: { name: 'crm', scopes: ['entries:write'] },
    });
    const other = (
      await post((integration.body as { key: string }).key, visitor('crm-1', 'ada@example.com'))
    ).body as PostEntriesResponse;
    expect(other.results[0]).toMatchObject({ created: true });
    expect(other.results[0]).not.toHaveProperty('visitor');
  });
});
