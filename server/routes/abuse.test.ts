import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, type EntriesPageResponse } from '../../src/shared/index.js';
import { MIN_FORM_MS } from '../abuse/botCheck.js';
import { adminSession, type AdminRequest } from '../testing/adminSession.js';
import { consoleSignUp, signUp } from '../testing/fixtures.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

const PASSWORD = 'correct horse battery staple';
let server: TestServer;
beforeEach(async () => {
  // Behind a trusted proxy, so each test visitor can come from a network of its own.
  server = await startTestServer({ adminPassword: PASSWORD, trustProxy: true });
});
afterEach(async () => {
  await server.dispose();
});

const post = (path: string, body: unknown, from = '198.51.100.10') =>
  request(`${server.url}${path}`, { method: 'POST', body, headers: { 'x-forwarded-for': from } });
const confirm = (id: number) =>
  server.store.updateEntries({ ids: [id] }, (entry) => ({
    entry: { ...entry, status: 'confirmed', confirmedAt: new Date().toISOString() },
    messages: [],
  }));
const entryOf = async (email: string) =>
  (await server.store.listEntries({ search: email, offset: 0, limit: 1 })).entries[0]!;
const count = async () => (await request(`${server.url}/api/waitlist/count`)).body;

describe('throwaway e-mail domains', () => {
  it('are refused on every join path with a clear message, and nothing is stored', async () => {
    const form = await post('/api/waitlist/join', signUp('someone@mailinator.com'));
    expect(form.status).toBe(400);
    expect(form.body).toEqual({
      message: MESSAGES.disposableEmail,
      errors: { email: MESSAGES.disposableEmail },
    });
    for (const path of ['/api/josh2/join', '/api/waitlist']) {
      const terminal = await post(path, consoleSignUp('someone@sub.guerrillamail.com'));
      expect(terminal.status).toBe(400);
    }
    expect(await count()).toEqual({ count: 0 });
  });

  it('do not stop an address at a real provider', async () => {
    const form = await post('/api/waitlist/join', signUp('ada@gmail.com'));
    expect(form.status).toBe(201);
  });
});

describe('sign-ups that look scripted', () => {
  it('are answered exactly like any sign-up, stored, and held for review', async () => {
    const person = await post(
      '/api/waitlist/join',
      signUp('person@example.com', { elapsedMs: MIN_FORM_MS + 500 }),
    );
    const fast = await post('/api/waitlist/join', signUp('fast@example.com', { elapsedMs: 300 }));
    const trap = await post(
      '/api/waitlist/join',
      signUp('trap@example.com', { website: 'https://spam.example', elapsedMs: 9_000 }),
    );
    for (const response of [person, fast, trap]) {
      expect(response.status).toBe(201);
      expect(Object.keys(response.body as object).sort()).toEqual(
        Object.keys(person.body as object).sort(),
      );
    }
    expect((await entryOf('person@example.com')).heldReason).toBeNull();
    expect((await entryOf('fast@example.com')).heldReason).toBe('too-fast');
    expect((await entryOf('trap@example.com')).heldReason).toBe('honeypot');
  });

  it('wait in the admin review queue, out of line, until approved or rejected', async () => {
    const admin: AdminRequest = await adminSession(server, PASSWORD);
    await post('/api/waitlist/join', signUp('fast@example.com', { elapsedMs: 100 }));
    await post('/api/waitlist/join', signUp('trap@example.com', { website: 'x' }));
    const [fast, trap] = [await entryOf('fast@example.com'), await entryOf('trap@example.com')];
    await confirm(fast.id);
    expect(
      (await server.store.placeInLine((await server.store.findEntry(fast.id))!, false)).place,
    ).toBeNull();

    const queue = await admin('/review');
    expect(queue.status).toBe(200);
    expect((queue.body as { total: number }).total).toBe(2);

    const approve = await admin('/review', {
      method: 'POST',
      body: { ids: [fast.id], decision: 'approve' },
    });
    expect(approve.body).toEqual({ reviewed: 1 });
    expect(
      (await server.store.placeInLine((await server.store.findEntry(fast.id))!, false)).place,
    ).toBe(1);

    const reject = await admin('/review', {
      method: 'POST',
      body: { ids: [trap.id, fast.id], decision: 'reject' },
    });
    expect(reject.body).toEqual({ reviewed: 1 }); // the approved one is no longer held: untouched
    expect(await server.store.findEntry(trap.id)).toBeUndefined();
    expect(await server.store.findEntry(fast.id)).toBeDefined();

    const invalid = await admin('/review', {
      method: 'POST',
      body: { ids: [], decision: 'maybe' },
    });
    expect(invalid.status).toBe(400);
  });
});

describe('the time check runs from the first interaction on the page (issue 44)', () => {
  it('holds a sign-up sent with no interaction before it, answered as any, and queued with its reason', async () => {
    const admin = await adminSession(server, PASSWORD);
    // The form sends the time since the page's first pointer, key, focus or touch: an autofilled
    // form sent 300 ms after it appeared, a long while after the visitor's first tap, is a person.
    const autofilled = await post(
      '/api/waitlist/join',
      signUp('autofill@example.com', { elapsedMs: MIN_FORM_MS * 4 }),
    );
    // No interaction at all before the submit: the form sends 0.
    const scripted = await post(
      '/api/waitlist/join',
      signUp('scripted@example.com', { elapsedMs: 0 }),
      '203.0.113.7',
    );
    expect(scripted.status).toBe(autofilled.status);
    expect(Object.keys(scripted.body as object).sort()).toEqual(
      Object.keys(autofilled.body as object).sort(),
    );
    expect((await entryOf('autofill@example.com')).heldReason).toBeNull();
    expect((await entryOf('scripted@example.com')).heldReason).toBe('too-fast');

    const queue = (await admin('/review')).body as EntriesPageResponse;
    expect(queue.entries.map((entry) => [entry.email, entry.heldReason])).toEqual([
      ['scripted@example.com', 'too-fast'],
    ]);
  });
});

describe('referrals over HTTP', () => {
  it("count a friend from another network once confirmed, and flag one from the referrer's own network", async () => {
    const admin = await adminSession(server, PASSWORD);
    for (let index = 1; index <= 6; index += 1) {
      await post('/api/waitlist/join', signUp(`p${index}@example.com`), `203.0.${index}.1`);
      await confirm((await entryOf(`p${index}@example.com`)).id);
    }
    const referrer = await entryOf('p6@example.com');
    await post(
      '/api/waitlist/join',
      signUp('friend@example.com', { ref: referrer.referralCode }),
      '192.0.2.1',
    );
    await post(
      '/api/josh2/join',
      consoleSignUp('me-again@example.com', { ref: referrer.referralCode }),
      '203.0.6.99',
    );
    const [friend, self] = [
      await entryOf('friend@example.com'),
      await entryOf('me-again@example.com'),
    ];
    expect(friend.referredBy).toBe(referrer.id);
    expect(self.referralFlag).toBe('self-referral');
    await confirm(friend.id);
    await confirm(self.id);
    expect((await server.store.findEntry(referrer.id))!.referralCount).toBe(1);
    // Position 6 less 5 for the one referral: ahead of everyone but #1, whose score ties it.
    const line = (await admin('/line?limit=3')).body as {
      entries: { email: string }[];
      total: number;
    };
    expect(line.entries.map((entry) => entry.email)).toEqual([
      'p1@example.com',
      'p6@example.com',
      'p2@example.com',
    ]);
    expect(line.total).toBe(8);
    const board = (await admin('/referrals/leaderboard')).body as {
      referrers: { email: string; referralCount: number }[];
    };
    expect(board.referrers).toEqual([
      expect.objectContaining({ email: 'p6@example.com', referralCount: 1 }),
    ]);
  });

  it('answer 401 to the admin calls without a session', async () => {
    for (const path of [
      '/api/admin/review',
      '/api/admin/line',
      '/api/admin/referrals/leaderboard',
    ]) {
      expect((await request(`${server.url}${path}`)).status).toBe(401);
    }
  });
});
