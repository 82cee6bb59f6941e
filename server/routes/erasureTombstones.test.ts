import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  ConfirmResponse,
  CreatedApiKey,
  PostEntriesResponse,
} from '../../src/shared/index.js';
import { adminSession, type AdminRequest } from '../testing/adminSession.js';
import { filesHolding } from '../testing/filesHolding.js';
import { signUp } from '../testing/fixtures.js';
import { startSmtpCatcher, tokenFrom, type SmtpCatcher } from '../testing/smtpCatcher.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

/**
 * Issue 38, item 5: a booth re-sending a sign-up whose owner erased it (a lead edited later) is
 * answered "erased": the person is not brought back, nothing is stored, nothing is mailed.
 */

const PASSWORD = 'correct horse battery';

let smtp: SmtpCatcher;
let server: TestServer;
let admin: AdminRequest;
let key: string;

beforeEach(async () => {
  smtp = await startSmtpCatcher();
  server = await startTestServer({
    adminPassword: PASSWORD,
    loop: { smtpUrl: smtp.url, retryBaseMs: 50 },
  });
  admin = await adminSession(server, PASSWORD);
  const created = await admin('/api-keys', {
    method: 'POST',
    body: { name: 'Booth', scopes: ['entries:write'] },
  });
  key = (created.body as CreatedApiKey).key;
});
afterEach(async () => {
  await server?.dispose();
  await smtp.close();
});

const ADA = { email: 'ada.lovelace@example.com', firstName: 'Ada', lastName: 'Lovelace' };

const send = async (entries: object[]) =>
  (
    await request(`${server.url}/api/v1/entries`, {
      body: { entries },
      headers: { authorization: `Bearer ${key}` },
    })
  ).body as PostEntriesResponse;

const outbox = async () => (await server.store.listOutbox({ offset: 0, limit: 200 })).messages;

/** Ada signs up at the booth, confirms, and erases her data from her status page. */
async function adaSignsUpAndErases(): Promise<void> {
  const sent = await send([{ externalId: 'booth-1', ...ADA }]);
  expect(sent.created).toBe(1);
  const [mail] = await smtp.waitFor(1);
  const confirmed = await request(`${server.url}/api/confirm/${tokenFrom(mail!, 'confirm')}`, {
    method: 'POST',
  });
  const { statusToken } = confirmed.body as ConfirmResponse;
  const erased = await request(`${server.url}/api/status/${statusToken}`, { method: 'DELETE' });
  expect(erased.status).toBe(204);
}

describe('a sign-up its owner erased', () => {
  it('is answered "erased" when a booth sends it again, and nothing is stored or mailed', async () => {
    await adaSignsUpAndErases();

    const again = await send([
      { externalId: 'booth-1', ...ADA, leadNote: 'edited later' },
      // Another externalId with the same inbox (case and a +tag aside).
      { externalId: 'booth-2', ...ADA, email: 'Ada.Lovelace+booth@Example.com' },
      { externalId: 'booth-3', email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' },
    ]);

    expect(again.results.map((result) => result.status)).toEqual(['erased', 'erased', undefined]);
    expect(again).toMatchObject({ created: 1, existed: 0, refused: 0, erased: 2 });
    expect(again.results[0]).toEqual({ externalId: 'booth-1', created: false, status: 'erased' });
    expect((await request(`${server.url}/api/waitlist/count`)).body).toEqual({ count: 1 });
    // The erasure took Ada's own messages; only Grace's confirmation is queued.
    expect((await outbox()).map((message) => message.to)).toEqual(['grace@example.com']);
    // The tombstones are keyed hashes: neither the address nor the externalId is kept.
    expect(await filesHolding(server.dataDir, 'ada.lovelace')).toEqual([]);
  });

  it('does not stop the person from joining again through the web form', async () => {
    await adaSignsUpAndErases();
    const joined = await request(`${server.url}/api/waitlist/join`, {
      body: signUp(ADA.email, { firstName: 'Ada', lastName: 'Lovelace', company: '' }),
    });
    expect(joined.status).toBe(201);
    expect((await request(`${server.url}/api/waitlist/count`)).body).toEqual({ count: 1 });
  });
});
