import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxListResponse, StatusResponse } from '../../src/shared/index.js';
import { adminCookie } from '../testing/adminSession.js';
import { startSmtpCatcher, tokenFrom, type SmtpCatcher } from '../testing/smtpCatcher.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

/** Issue 24 item 4: only the person's own link clears an unsubscribe; a repeated join never does. */

const PASSWORD = 'correct horse battery';
let smtp: SmtpCatcher;
let server: TestServer;
let cookie: string;

beforeEach(async () => {
  smtp = await startSmtpCatcher();
  server = await startTestServer({
    adminPassword: PASSWORD,
    loop: { smtpUrl: smtp.url, retryBaseMs: 50 },
  });
  cookie = await adminCookie(server, PASSWORD);
});
afterEach(async () => {
  await server?.dispose();
  await smtp.close();
});

const join = (email: string) =>
  request(`${server.url}/api/waitlist/join`, {
    method: 'POST',
    body: { firstName: 'Ada', lastName: 'Lovelace', email, hasConsented: true },
  });
const status = async (token: string) =>
  (await request(`${server.url}/api/status/${token}`)).body as StatusResponse;
const queued = async () =>
  (
    (await request(`${server.url}/api/admin/outbox`, { headers: { cookie } }))
      .body as OutboxListResponse
  ).total;
/** As if the last link went out 20 minutes ago: past the 10 minutes between re-sent links. */
const linkSentLongAgo = (id: number) =>
  server.store.updateEntries({ ids: [id] }, (entry) => ({
    entry: { ...entry, linkSentAt: new Date(Date.now() - 20 * 60_000).toISOString() },
    messages: [],
  }));

describe('an unsubscribed address', () => {
  it('joined again by anyone gets the usual answer, stays unsubscribed and is mailed nothing', async () => {
    await join('ada@example.com');
    const [mail] = await smtp.waitFor(1);
    const token = tokenFrom(mail!, 'status');
    const unsubscribe = await request(`${server.url}/api/status/${token}/unsubscribe`, {
      method: 'POST',
    });
    expect(unsubscribe.body).toEqual({ unsubscribed: true });
    const { entries } = await server.store.listEntries({ search: 'ada@', offset: 0, limit: 1 });
    await linkSentLongAgo(entries[0]!.id);

    for (const typed of ['ada@example.com', ' ADA+again@example.com ']) {
      const again = await join(typed);
      expect([again.status, again.body]).toEqual([
        200,
        { position: 1, alreadyOnList: true, status: 'waiting' },
      ]);
    }
    expect(await status(token)).toMatchObject({ unsubscribed: true });
    expect(await queued()).toBe(1); // the first confirmation only
  });

  it("is subscribed again by the person's own status link, and then a repeated join mails again", async () => {
    await join('ada@example.com');
    const [mail] = await smtp.waitFor(1);
    const token = tokenFrom(mail!, 'status');
    await request(`${server.url}/api/status/${token}/unsubscribe`, { method: 'POST' });

    const resubscribe = await request(`${server.url}/api/status/${token}/resubscribe`, {
      method: 'POST',
    });
    expect([resubscribe.status, resubscribe.body]).toEqual([200, { unsubscribed: false }]);
    expect(await status(token)).toMatchObject({ unsubscribed: false });
    const forged = await request(`${server.url}/api/status/${token.slice(0, -2)}xx/resubscribe`, {
      method: 'POST',
    });
    expect(forged.status).toBe(400);

    const { entries } = await server.store.listEntries({ search: 'ada@', offset: 0, limit: 1 });
    await linkSentLongAgo(entries[0]!.id);
    await join('ada@example.com');
    expect(await queued()).toBe(2);
    const [, again] = await smtp.waitFor(2);
    expect(again!.subject).toBe('Confirm your place on the Synapse waitlist');
  });
});
