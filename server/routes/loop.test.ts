import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxListResponse, StatusResponse } from '../../src/shared/index.js';
import { LINK_MESSAGES } from '../loop/linkErrors.js';
import { LinkTokens } from '../loop/tokens.js';
import { loadSessionSecret } from '../secrets.js';
import { linksOf, startSmtpCatcher, tokenFrom, type SmtpCatcher } from '../testing/smtpCatcher.js';
import { adminCookie } from '../testing/adminSession.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';
import { newJoinAnswer } from '../testing/fixtures.js';

const PASSWORD = 'correct horse battery';

let smtp: SmtpCatcher;
let server: TestServer;
let cookie: string;

async function start(loop: object = {}) {
  server = await startTestServer({
    adminPassword: PASSWORD,
    loop: { smtpUrl: smtp.url, retryBaseMs: 50, ...loop },
  });
  cookie = await adminCookie(server, PASSWORD);
}

beforeEach(async () => {
  smtp = await startSmtpCatcher();
});
afterEach(async () => {
  await server?.dispose();
  await smtp.close();
});

const admin = (path: string, init: { method?: string; body?: unknown } = {}) =>
  request(`${server.url}/api/admin${path}`, { ...init, headers: { cookie } });

const join = (email: string, firstName = 'Ada') =>
  request(`${server.url}/api/waitlist/join`, {
    method: 'POST',
    body: { firstName, lastName: 'Lovelace', email, hasConsented: true },
  });

const api = (path: string, method = 'GET') => request(`${server.url}${path}`, { method });

describe('the confirmation', () => {
  beforeEach(() => start());

  it('goes out for a form join with links that confirm the entry and show its status', async () => {
    const joined = await join('ada@example.com');
    expect(joined.body).toEqual(newJoinAnswer(1));
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toMatchObject({ text: 'ada@example.com' });
    expect(mail!.subject).toBe('Confirm your place on the Synapse waitlist');
    expect(mail!.html).toContain('Confirm my address');
    expect(mail!.messageId).toMatch(/^<outbox-1@localhost>$/);
    for (const link of linksOf(mail!)) expect(link).toMatch(`http://localhost:${server.port}/`);

    const status = tokenFrom(mail!, 'status');
    const before = await api(`/api/status/${status}`);
    expect(before.body).toMatchObject({ position: 1, place: null, total: 0, status: 'waiting' });

    const confirmed = await api(`/api/confirm/${tokenFrom(mail!, 'confirm')}`, 'POST');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', alreadyConfirmed: false });
    const after = (await api(`/api/status/${status}`)).body as StatusResponse;
    expect(after).toMatchObject({ position: 1, place: 1, total: 1, status: 'confirmed' });
    expect(after.email).toBe('ada@example.com');
    expect(after.referralCode).toMatch(/^[A-Z2-9]{10}$/);

    for (const method of ['GET', 'POST']) {
      const again = await api(`/api/confirm/${tokenFrom(mail!, 'confirm')}`, method);
      expect(again.status, method).toBe(400);
      expect(again.body, method).toEqual({ message: LINK_MESSAGES.confirmUsed });
    }
  });

  it('is not confirmed by opening its link: the GET shows whose place it is and changes nothing', async () => {
    await join('ada@example.com');
    const [mail] = await smtp.waitFor(1);
    const confirm = `/api/confirm/${tokenFrom(mail!, 'confirm')}`;
    // A mail scanner opens the link (and the page's scripts) as often as it likes.
    for (let scan = 0; scan < 3; scan += 1) {
      const opened = await api(confirm);
      expect(opened.status).toBe(200);
      expect(opened.body).toEqual({ email: 'a•••@example.com', position: 1 });
    }
    const status = `/api/status/${tokenFrom(mail!, 'status')}`;
    expect((await api(status)).body).toMatchObject({ status: 'waiting', place: null, total: 0 });
    expect(
      ((await admin('/waitlist?status=confirmed')).body as { matching: number }).matching,
    ).toBe(0);

    expect((await api(confirm, 'POST')).status).toBe(200);
    expect((await api(status)).body).toMatchObject({ status: 'confirmed', place: 1 });
  });

  it('is re-sent by a repeated join at most once per 10 minutes, answering nothing new', async () => {
    await join('ada@example.com');
    await smtp.waitFor(1);
    const again = await join('ADA@example.com ');
    expect(again.body).toEqual({ position: 1, alreadyOnList: true, status: 'waiting' });
    const outbox = (await admin('/outbox')).body as OutboxListResponse;
    expect(outbox.total).toBe(1);
  });

  it('refuses forged, expired and wrongly purposed tokens and changes nothing', async () => {
    await join('ada@example.com');
    const [mail] = await smtp.waitFor(1);
    const token = tokenFrom(mail!, 'confirm');
    const forged = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    const tokens = new LinkTokens(await loadSessionSecret(server.dataDir));
    const old = tokens.sign('confirm', 1, new Date(Date.now() - 8 * 24 * 60 * 60 * 1000));
    const status = tokenFrom(mail!, 'status');
    for (const method of ['GET', 'POST']) {
      expect((await api(`/api/confirm/${forged}`, method)).body).toEqual({
        message: LINK_MESSAGES.forged,
      });
      const expired = await api(`/api/confirm/${old}`, method);
      expect(expired.status).toBe(410);
      expect(expired.body).toEqual({ message: LINK_MESSAGES.expired });
      expect((await api(`/api/confirm/${status}`, method)).status).toBe(400);
    }
    expect((await api(`/api/status/${status}`)).body).toMatchObject({ status: 'waiting' });
  });
});

describe('the status page actions', () => {
  beforeEach(() => start());

  it('unsubscribes with RFC 8058 one-click POST, exports the data and deletes the entry', async () => {
    await join('ada@example.com');
    const [mail] = await smtp.waitFor(1);
    const lines = mail!.headerLines.map((header) => header.line);
    expect(lines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const header = (mail!.headers.get('list') as { unsubscribe: { url: string } }).unsubscribe;
    const oneClick = await fetch(header.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ unsubscribed: true });
    const status = tokenFrom(mail!, 'status');
    expect((await api(`/api/status/${status}`)).body).toMatchObject({ unsubscribed: true });

    const exported = await api(`/api/status/${status}/export`);
    expect(exported.headers.get('content-disposition')).toContain('attachment');
    expect(exported.body).toMatchObject({
      entry: { email: 'ada@example.com', firstName: 'Ada', consentVersion: expect.any(String) },
    });

    expect((await api(`/api/status/${status}`, 'DELETE')).status).toBe(204);
    expect((await api(`/api/status/${status}`, 'DELETE')).status).toBe(204);
    expect((await api(`/api/status/${status}`)).status).toBe(410);
    expect((await admin('/outbox')).body).toEqual({ messages: [], total: 0 });
    expect((await request(`${server.url}/api/waitlist/count`)).body).toEqual({ count: 0 });
  });
});

describe('invites', () => {
  beforeEach(() => start());

  it('"invite next 2" invites the first two confirmed by place, and their links activate once', async () => {
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']) {
      await join(email);
    }
    const confirmations = await smtp.waitFor(4);
    // b, c and d confirm; a never does.
    for (const mail of confirmations.filter(
      (mail) => mail.to && !JSON.stringify(mail.to).includes('a@'),
    )) {
      expect((await api(`/api/confirm/${tokenFrom(mail, 'confirm')}`, 'POST')).status).toBe(200);
    }
    const invited = await admin('/invites', { method: 'POST', body: { count: 2 } });
    expect(invited.body).toEqual({ queued: 2 });
    const all = await smtp.waitFor(6);
    const invites = all.slice(4);
    expect(invites.map((mail) => JSON.stringify(mail.to)).sort()).toEqual([
      expect.stringContaining('b@example.com'),
      expect.stringContaining('c@example.com'),
    ]);
    const waitlist = (await admin('/waitlist?status=invited')).body as { matching: number };
    expect(waitlist.matching).toBe(2);
    const activatedCount = async () =>
      ((await admin('/waitlist?status=activated')).body as { matching: number }).matching;
    for (const [index, mail] of invites.entries()) {
      expect(mail.subject).toBe("You're in: your Synapse invite");
      const token = tokenFrom(mail, 'invite');
      // Opening the link shows whose invite it is; only the page's button activates it.
      const opened = await api(`/api/invite/${token}`);
      expect(opened.body).toEqual({
        email: expect.stringMatching(/^[bc]•••@example\.com$/),
        position: expect.any(Number),
      });
      expect(await activatedCount()).toBe(index);
      expect((await api(`/api/invite/${token}`, 'POST')).body).toEqual({ redirectUrl: '/welcome' });
      for (const method of ['GET', 'POST']) {
        const reused = await api(`/api/invite/${token}`, method);
        expect(reused.status, method).toBe(400);
        expect(reused.body, method).toEqual({ message: LINK_MESSAGES.inviteUsed });
      }
    }
    const activated = (await admin('/waitlist?status=activated')).body as { matching: number };
    expect(activated.matching).toBe(2);
    // d is now first in line of one.
    const d = confirmations.find((mail) => JSON.stringify(mail.to).includes('d@'))!;
    expect((await api(`/api/status/${tokenFrom(d, 'status')}`)).body).toMatchObject({
      place: 1,
      total: 1,
    });
  });

  it('resends a confirmation and retries a parked message, answering how many were queued', async () => {
    await join('a@example.com');
    await smtp.waitFor(1);
    const list = (await admin('/waitlist')).body as { entries: { id: number }[] };
    const id = list.entries[0]!.id;
    expect((await admin(`/waitlist/${id}/resend-confirmation`, { method: 'POST' })).body).toEqual({
      queued: 1,
    });
    await smtp.waitFor(2);
    expect((await admin('/waitlist/999/resend-confirmation', { method: 'POST' })).status).toBe(404);
    expect((await admin('/outbox/999/retry', { method: 'POST' })).status).toBe(404);
  });
});

describe('an SMTP server that refuses for a while', () => {
  beforeEach(() => start({ maxAttempts: 3 }));

  it('gets the message later; after too many failures it is parked until the admin retries', async () => {
    smtp.refuseWith = 451;
    await join('ada@example.com');
    const parked = await waitForOutbox('parked');
    expect(parked.attempts).toBe(3);
    expect(parked.lastError).toContain('451');
    smtp.refuseWith = null;
    expect((await admin(`/outbox/${parked.id}/retry`, { method: 'POST' })).body).toEqual({
      queued: 1,
    });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toContain('Confirm');
    const sent = await waitForOutbox('sent');
    expect(sent.attempts).toBe(4);
  });
});

async function waitForOutbox(status: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const page = (await admin(`/outbox?status=${status}`)).body as OutboxListResponse;
    if (page.messages[0]) return page.messages[0];
    if (Date.now() > deadline) throw new Error(`No ${status} message`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
