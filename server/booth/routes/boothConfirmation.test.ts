import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  CreatedApiKey,
  PostEntriesResponse,
  StatusResponse,
} from '../../../src/shared/index.js';
import { signUp } from '../../testing/fixtures.js';
import { adminSession, type AdminRequest } from '../../testing/adminSession.js';
import { startSmtpCatcher, tokenFrom, type SmtpCatcher } from '../../testing/smtpCatcher.js';
import { request, startTestServer, type TestServer } from '../../testing/testServer.js';

const PASSWORD = 'correct horse battery';

let smtp: SmtpCatcher;
let server: TestServer;
let admin: AdminRequest;
let key: string;

async function start(loop: object = {}) {
  server = await startTestServer({
    adminPassword: PASSWORD,
    loop: { smtpUrl: smtp.url, retryBaseMs: 50, ...loop },
  });
  admin = await adminSession(server, PASSWORD);
  const created = await admin('/api-keys', {
    method: 'POST',
    body: { name: 'Booth', scopes: ['entries:sync', 'entries:read'] },
  });
  key = (created.body as CreatedApiKey).key;
}

beforeEach(async () => {
  smtp = await startSmtpCatcher();
});
afterEach(async () => {
  await server?.dispose();
  await smtp.close();
});

const sync = (entries: object[]) =>
  request(`${server.url}/api/v1/entries`, {
    method: 'POST',
    body: { entries },
    headers: { authorization: `Bearer ${key}` },
  });

const boothEntry = (n: number, extra: object = {}) => ({
  externalId: `booth-1:${n}`,
  email: `visitor${n}@example.com`,
  firstName: `Visitor${n}`,
  lastName: 'Booth',
  hasConsented: true,
  createdAt: new Date(Date.now() - 10 * 24 * 60 * 60_000).toISOString(),
  source: 'kiosk',
  event: 'CES 2026',
  ...extra,
});

const api = (path: string, method = 'GET') => request(`${server.url}${path}`, { method });

/** Messages in the outbox, whatever their state (the sender may already have sent them). */
async function outboxEmails(): Promise<number> {
  const { messages } = await server.store.listOutbox({ offset: 0, limit: 200 });
  return messages.filter((message) => message.kind === 'email').length;
}

describe('booth sign-ups synced to the web (DOUBLE_OPT_IN on)', () => {
  beforeEach(() => start());

  it('get one confirmation each from the web side; its link confirms; a resent batch sends nothing', async () => {
    const batch = [1, 2, 3].map((n) => boothEntry(n));
    const first = await sync(batch);
    expect(first.status).toBe(201);
    expect((first.body as PostEntriesResponse).created).toBe(3);

    const mails = await smtp.waitFor(3);
    expect(mails.map((mail) => (mail.to as { text: string }).text).sort()).toEqual([
      'visitor1@example.com',
      'visitor2@example.com',
      'visitor3@example.com',
    ]);
    for (const mail of mails) {
      expect(mail.subject).toBe('Confirm your place on the Synapse waitlist');
    }

    const mail = mails.find((found) => (found.to as { text: string }).text.startsWith('visitor2'))!;
    const status = tokenFrom(mail, 'status');
    expect((await api(`/api/status/${status}`)).body).toMatchObject({ status: 'waiting' });
    const confirmed = await api(`/api/confirm/${tokenFrom(mail, 'confirm')}`, 'POST');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', alreadyConfirmed: false });
    const after = (await api(`/api/status/${status}`)).body as StatusResponse;
    expect(after).toMatchObject({ status: 'confirmed', email: 'visitor2@example.com' });

    // The booth sends the batch again (its answer was lost): nothing more is queued or sent.
    const again = await sync(batch);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: 0, existed: 3 });
    expect(await outboxEmails()).toBe(3);
    // One more sign-up in the next batch gets its own, and only that one.
    await sync([...batch, boothEntry(4)]);
    await smtp.waitFor(4);
    expect(await outboxEmails()).toBe(4);
    expect(smtp.messages).toHaveLength(4);
  });

  it('sends nothing for an address already on the list, and confirms any source alike', async () => {
    const joined = await request(`${server.url}/api/waitlist/join`, {
      method: 'POST',
      body: signUp('visitor1@example.com'),
    });
    expect(joined.status).toBe(201);
    await smtp.waitFor(1);
    const answer = await sync([
      boothEntry(1),
      boothEntry(2, { source: 'form', externalId: 'crm:2' }),
    ]);
    expect(answer.body).toMatchObject({ created: 1, existed: 1 });
    // A booth that is not the kiosk sends its sign-ups as "form": they need the mail as much.
    const [, mail] = await smtp.waitFor(2);
    expect(mail!.to).toMatchObject({ text: 'visitor2@example.com' });
    expect(await outboxEmails()).toBe(2);
    const form = await server.store.findEntry((answer.body as PostEntriesResponse).results[1]!.id!);
    expect(form).toMatchObject({ status: 'waiting', source: 'form' });
  });
});

describe('booth sign-ups synced to the web (DOUBLE_OPT_IN off)', () => {
  beforeEach(() => start({ doubleOptIn: false }));

  it('are stored confirmed and get no confirmation', async () => {
    const answer = await sync([boothEntry(1)]);
    expect(answer.status).toBe(201);
    const entry = await server.store.findEntry(
      (answer.body as PostEntriesResponse).results[0]!.id!,
    );
    expect(entry).toMatchObject({ status: 'confirmed', source: 'kiosk' });
    expect(await outboxEmails()).toBe(0);
  });
});
