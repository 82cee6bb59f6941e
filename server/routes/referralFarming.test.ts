import { afterEach, describe, expect, it } from 'vitest';
import type {
  CreatedApiKey,
  EntriesPageResponse,
  PostEntriesResponse,
  SharedMailboxesResponse,
} from '../../src/shared/index.js';
import { adminSession, type AdminRequest } from '../testing/adminSession.js';
import { consoleSignUp, signUp } from '../testing/fixtures.js';
import { writeOlderDataFile } from '../testing/olderDataFile.js';
import { makeDataDir, request, startTestServer, type TestServer } from '../testing/testServer.js';
import type { ServerConfig } from '../config.js';

/**
 * Issue 24 item 1: one inbox is one entry (docs/product.md §24), and referral boosts cannot be
 * farmed with +tags, Gmail dots, the referrer's own network or a flood of sign-ups in one day.
 */

const PASSWORD = 'correct horse battery staple';
let server: TestServer;
let admin: AdminRequest;

async function start(overrides: Partial<ServerConfig> = {}, dataDir?: string) {
  // Behind a trusted proxy, so each test visitor can come from a network of its own.
  server = await startTestServer(
    { adminPassword: PASSWORD, trustProxy: true, ...overrides },
    dataDir,
  );
  admin = await adminSession(server, PASSWORD);
}
afterEach(async () => {
  await server.dispose();
});

const join = (email: string, from = '198.51.100.10', extra: object = {}) =>
  request(`${server.url}/api/waitlist/join`, {
    method: 'POST',
    body: signUp(email, extra),
    headers: { 'x-forwarded-for': from },
  });
/** The entry stored with exactly this address (a search also finds longer ones). */
const entryOf = async (email: string) =>
  (await server.store.listEntries({ search: email, offset: 0, limit: 50 })).entries.find(
    (entry) => entry.email === email,
  )!;
const confirm = (id: number) =>
  server.store.updateEntries({ ids: [id] }, (entry) => ({
    entry: { ...entry, status: 'confirmed', confirmedAt: new Date().toISOString() },
    messages: [],
  }));
const count = async () => (await request(`${server.url}/api/waitlist/count`)).body;

describe('one inbox, one entry', () => {
  it('answers a +tag, Gmail dots or googlemail.com as the same inbox: the first position, already on the list', async () => {
    await start();
    expect((await join('x+1@example.com')).status).toBe(201);
    expect((await join('a.b.c@gmail.com')).status).toBe(201);
    const repeats = [
      await join('x+2@example.com'),
      await join('abc@googlemail.com'),
      await request(`${server.url}/api/josh2/join`, {
        method: 'POST',
        body: consoleSignUp('X+console@Example.com'),
      }),
    ];
    expect(repeats.map((answer) => [answer.status, answer.body])).toEqual([
      [200, { position: 1, alreadyOnList: true, status: 'waiting' }],
      [200, { position: 2, alreadyOnList: true, status: 'waiting' }],
      [200, { position: 1, alreadyOnList: true, status: 'waiting' }],
    ]);
    expect(await count()).toEqual({ count: 2 });
    // Stored as typed: the first spelling stays.
    const stored = await server.store.listEntries({ search: '', offset: 0, limit: 10 });
    expect(stored.entries.map((entry) => entry.email)).toEqual([
      'a.b.c@gmail.com',
      'x+1@example.com',
    ]);
  });

  it('is merged by inbox when a booth or an integration sends it through /api/v1', async () => {
    await start();
    await join('ada.lovelace@gmail.com');
    const created = await admin('/api-keys', {
      method: 'POST',
      body: { name: 'Booth 1', scopes: ['entries:write'] },
    });
    const { key } = created.body as CreatedApiKey;
    const booth = (externalId: string, email: string) => ({
      externalId,
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      hasConsented: true,
      createdAt: new Date(Date.now() - 60_000).toISOString(),
      source: 'kiosk',
      event: 'Expo',
    });
    const posted = await request(`${server.url}/api/v1/entries`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}` },
      body: {
        entries: [
          booth('b-1', 'AdaLovelace+expo@googlemail.com'),
          booth('b-2', 'grace+1@example.com'),
          booth('b-3', 'grace+2@example.com'),
        ],
      },
    });
    expect(posted.status).toBe(201);
    const body = posted.body as PostEntriesResponse;
    expect(
      body.results.map((result) => [result.externalId, result.position, result.created]),
    ).toEqual([
      // An address already on the list, from the web: no id or position for this key (issue 38, item 3).
      ['b-1', undefined, false],
      ['b-2', 2, true],
      ['b-3', 2, false],
    ]);
    expect(await count()).toEqual({ count: 2 });
  });

  it('lists the entries an older data folder holds for one inbox for the admin, merging nothing', async () => {
    const dataDir = await makeDataDir();
    await writeOlderDataFile(dataDir, ['x+1@example.com', 'solo@example.com', 'x+2@example.com']);
    await start({}, dataDir);
    const shared = await admin('/shared-mailboxes');
    expect(shared.status).toBe(200);
    const body = shared.body as SharedMailboxesResponse;
    expect(body.total).toBe(1);
    expect(body.groups.map((group) => [group.mailbox, group.entries.map((e) => e.email)])).toEqual([
      ['x@example.com', ['x+1@example.com', 'x+2@example.com']],
    ]);
    expect(await count()).toEqual({ count: 3 });
    expect((await request(`${server.url}/api/admin/shared-mailboxes`)).status).toBe(401);
    expect((await admin('/shared-mailboxes?limit=0')).status).toBe(400);
  });
});

describe('referrals that do not count until the admin approves them', () => {
  it("wait in the review queue with their reason: the referrer's own network, and over REFERRAL_DAILY_CAP", async () => {
    await start({ referralDailyCap: 1 });
    await join('referrer@example.com', '203.0.113.7');
    const referrer = await entryOf('referrer@example.com');
    await confirm(referrer.id);
    const ref = { ref: referrer.referralCode };
    // The referrer's own network (another address in it, /24): flagged whenever it comes.
    await join('me-too@example.com', '203.0.113.99', ref);
    await join('friend@example.com', '192.0.2.1', ref);
    await join('second-friend@example.com', '198.51.100.20', ref);
    for (const email of ['me-too', 'friend', 'second-friend']) {
      await confirm((await entryOf(`${email}@example.com`)).id);
    }
    expect((await server.store.findEntry(referrer.id))!.referralCount).toBe(1);

    const queue = (await admin('/review')).body as EntriesPageResponse;
    expect(queue.entries.map((entry) => [entry.email, entry.referralFlag])).toEqual([
      ['me-too@example.com', 'self-referral'],
      ['second-friend@example.com', 'daily-cap'],
    ]);

    const approved = await admin('/review', {
      method: 'POST',
      body: { ids: [queue.entries[1]!.id], decision: 'approve' },
    });
    expect(approved.body).toEqual({ reviewed: 1 });
    expect((await server.store.findEntry(referrer.id))!.referralCount).toBe(2);

    const rejected = await admin('/review', {
      method: 'POST',
      body: { ids: [queue.entries[0]!.id], decision: 'reject' },
    });
    expect(rejected.body).toEqual({ reviewed: 1 });
    // The sign-up stays; its referral is gone for good.
    expect(await server.store.findEntry(queue.entries[0]!.id)).toMatchObject({
      referredBy: null,
      referralFlag: null,
    });
    expect((await server.store.findEntry(referrer.id))!.referralCount).toBe(2);
    expect(((await admin('/review')).body as EntriesPageResponse).total).toBe(0);
  });
});
