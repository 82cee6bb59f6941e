import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CreatedApiKey, PostEntriesResponse } from '../../src/shared/index.js';
import { adminSession, type AdminRequest } from '../testing/adminSession.js';
import { filesHolding } from '../testing/filesHolding.js';
import { signUp } from '../testing/fixtures.js';
import { startSmtpCatcher, tokenFrom, type SmtpCatcher } from '../testing/smtpCatcher.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

/**
 * Issue 24, item 6: "delete my data" and the admin's delete leave nothing of the entry in any file
 * of DATA_DIR when they answer (lowdb: not in db.json, not in a journal; PostgreSQL deletes the row
 * and keeps no entry data in DATA_DIR at all).
 */

const PASSWORD = 'correct horse battery';

let smtp: SmtpCatcher;
let server: TestServer;
let admin: AdminRequest;

async function start(): Promise<void> {
  server = await startTestServer({
    adminPassword: PASSWORD,
    loop: { smtpUrl: smtp.url, retryBaseMs: 50 },
  });
  admin = await adminSession(server, PASSWORD);
}

beforeEach(async () => {
  smtp = await startSmtpCatcher();
  await start();
});
afterEach(async () => {
  await server?.dispose();
  await smtp.close();
});

const join = (email: string, names: { firstName: string; lastName: string; company: string }) =>
  request(`${server.url}/api/waitlist/join`, { body: signUp(email, names) });

const api = (path: string, method = 'GET') => request(`${server.url}${path}`, { method });

/** Every file under DATA_DIR, at any depth, that still holds one of the texts, and which. */
async function traces(texts: readonly string[]): Promise<string[]> {
  const found = [];
  for (const text of texts) {
    found.push(...(await filesHolding(server.dataDir, text)).map((file) => `${text} in ${file}`));
  }
  return found;
}

const AUGUSTA = { firstName: 'Augusta', lastName: 'Byron', company: 'Difference Works' };
const GRACE = { firstName: 'Grace', lastName: 'Hopper', company: 'Cobol Compilers' };
const KEPT = 'kept.visitor@example.com';

describe('erasing an entry', () => {
  it('leaves nothing of it in DATA_DIR when "delete my data" answers', async () => {
    await join('augusta@example.com', AUGUSTA);
    await join(KEPT, { firstName: 'Kept', lastName: 'Visitor', company: '' });
    const [mail] = await smtp.waitFor(2);
    const status = tokenFrom(mail!, 'status');
    server = await server.restart(); // lowdb: the entry is in the snapshot now
    admin = await adminSession(server, PASSWORD);
    expect((await api(`/api/status/${status}/unsubscribe`, 'POST')).status).toBe(200);
    expect((await api(`/api/status/${status}/export`)).status).toBe(200);
    const texts = ['augusta@example.com', ...Object.values(AUGUSTA)];
    if (server.store.kind === 'lowdb') expect(await traces(texts)).not.toEqual([]);

    expect((await api(`/api/status/${status}`, 'DELETE')).status).toBe(204);

    expect(await traces(texts)).toEqual([]);
    // The look at the folder finds what is still there (on lowdb, where DATA_DIR holds entries).
    if (server.store.kind === 'lowdb') expect(await traces([KEPT])).not.toEqual([]);
    expect((await api('/api/waitlist/count')).body).toEqual({ count: 1 });
  });

  it('leaves nothing of it in DATA_DIR when the admin deletes it, also an entry sent by a key', async () => {
    const joined = await join('grace@example.com', GRACE);
    expect(joined.status).toBe(201);
    await smtp.waitFor(1);
    const created = await admin('/api-keys', {
      method: 'POST',
      body: { name: 'CRM', scopes: ['entries:write'] },
    });
    const { key } = created.body as CreatedApiKey;
    const imported = await request(`${server.url}/api/v1/entries`, {
      body: {
        externalId: 'crm-7',
        email: 'alan@example.com',
        firstName: 'Alan',
        lastName: 'Turing',
      },
      headers: { authorization: `Bearer ${key}` },
    });
    const alanId = (imported.body as PostEntriesResponse).results[0]!.id;
    const list = await admin('/waitlist?search=grace');
    const graceId = (list.body as { entries: { id: number }[] }).entries[0]!.id;
    expect(
      (await admin(`/waitlist/${graceId}/resend-confirmation`, { method: 'POST' })).status,
    ).toBe(200);

    expect((await admin(`/waitlist/${graceId}`, { method: 'DELETE' })).status).toBe(204);
    expect((await admin(`/waitlist/${alanId}`, { method: 'DELETE' })).status).toBe(204);

    expect(await traces(['grace@example.com', ...Object.values(GRACE)])).toEqual([]);
    expect(await traces(['alan@example.com', 'Turing', 'crm-7'])).toEqual([]);
  });
});
