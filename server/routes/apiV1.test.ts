import { Validator } from '@seriousme/openapi-schema-validator';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  LEAD_TEXTS,
  type ApiEntry,
  type ApiEntryPage,
  type ApiKeySummary,
  type CreatedApiKey,
  type PostEntriesResponse,
} from '../../src/shared/index.js';
import { API_KEY_MESSAGES } from '../apiKeys/requireApiKey.js';
import { signUp } from '../testing/fixtures.js';
import { confirmEntry, unsubscribeEntry } from '../loop/lifecycle.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

const PASSWORD = 'correct horse battery';

let server: TestServer;
let cookie: string;

async function startWithLogin(overrides = {}) {
  server = await startTestServer({ adminPassword: PASSWORD, ...overrides });
  const response = await request(`${server.url}/api/login`, {
    method: 'POST',
    body: { username: 'admin', password: PASSWORD },
  });
  cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
}

afterEach(async () => {
  await server.dispose();
});

const admin = (path: string, init: { method?: string; body?: unknown } = {}) =>
  request(`${server.url}/api/admin${path}`, { ...init, headers: { cookie } });

async function createKey(scopes = ['entries:write', 'entries:read'], name = 'Booth 1') {
  const response = await admin('/api-keys', { method: 'POST', body: { name, scopes } });
  expect(response.status).toBe(201);
  return response.body as CreatedApiKey;
}

const v1 = (key: string | null, path: string, init: { method?: string; body?: unknown } = {}) =>
  request(`${server.url}/api/v1${path}`, {
    ...init,
    headers: key ? { authorization: `Bearer ${key}` } : {},
  });

/** When the booth's visitor signed up: within the year a sent date may be (issue 24). */
const SIGNED_UP = new Date(Date.now() - 10 * 24 * 60 * 60_000).toISOString();

const boothEntry = (externalId: string, email: string, extra: object = {}) => ({
  externalId,
  email,
  firstName: 'Grace',
  lastName: 'Hopper',
  hasConsented: true,
  createdAt: SIGNED_UP,
  source: 'kiosk',
  event: 'CES 2026',
  ...extra,
});

describe('API keys', () => {
  beforeEach(() => startWithLogin());

  it('shows a new key once, as syn_ and 32+ characters, and lists only its prefix', async () => {
    const created = await createKey(['entries:read'], 'Zapier');
    expect(created.key).toMatch(/^syn_[A-Za-z0-9_-]{32,}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const list = await admin('/api-keys');
    expect(list.text).not.toContain(created.key);
    expect((list.body as { keys: ApiKeySummary[] }).keys).toEqual([
      expect.objectContaining({ id: created.id, name: 'Zapier', scopes: ['entries:read'] }),
    ]);
  });

  it('refuses a missing, wrong or revoked key with 401 and a key without the scope with 403', async () => {
    const missing = await v1(null, '/entries');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ message: API_KEY_MESSAGES.missing });
    expect(missing.headers.get('www-authenticate')).toMatch(/^Bearer/);

    const wrong = await v1('syn_notarealkeynotarealkeynotarealkey12', '/entries');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: API_KEY_MESSAGES.invalid });

    const readOnly = await createKey(['entries:read']);
    const forbidden = await v1(readOnly.key, '/entries', {
      method: 'POST',
      body: boothEntry('a', 'a@example.com'),
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: API_KEY_MESSAGES.scope('entries:write') });

    expect((await admin(`/api-keys/${readOnly.id}`, { method: 'DELETE' })).status).toBe(204);
    const revoked = await v1(readOnly.key, '/entries');
    expect(revoked.status).toBe(401);
    expect(revoked.body).toEqual({ message: API_KEY_MESSAGES.revoked });
  });

  it('counts every use of a key and when it was last used', async () => {
    const { key, id } = await createKey();
    await v1(key, '/entries');
    await v1(key, '/entries/1');
    await expect
      .poll(async () => {
        const { keys } = (await admin('/api-keys')).body as { keys: ApiKeySummary[] };
        return keys.find((found) => found.id === id)?.useCount;
      })
      .toBe(2);
    const { keys } = (await admin('/api-keys')).body as { keys: ApiKeySummary[] };
    expect(keys[0]!.lastUsedAt).not.toBeNull();
  });

  it('needs an admin session to create, list or revoke keys', async () => {
    const response = await request(`${server.url}/api/admin/api-keys`);
    expect(response.status).toBe(401);
    const bad = await admin('/api-keys', { method: 'POST', body: { name: '', scopes: [] } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { name: expect.any(String) } });
  });
});

describe('POST /api/v1/entries', () => {
  let key: string;
  beforeEach(async () => {
    await startWithLogin();
    // A booth's key: its entries keep their source (apiV1Trust.test.ts has the other keys).
    key = (await createKey(['entries:sync', 'entries:read'])).key;
  });

  it('stores an entry once per externalId and says which were created and which existed', async () => {
    const first = await v1(key, '/entries', {
      method: 'POST',
      body: boothEntry('b1-1', 'grace@example.com'),
    });
    expect(first.status).toBe(201);
    const firstBody = first.body as PostEntriesResponse;
    expect(firstBody).toMatchObject({ created: 1, existed: 0 });

    const again = await v1(key, '/entries', {
      method: 'POST',
      body: {
        entries: [boothEntry('b1-1', 'grace@example.com'), boothEntry('b1-2', 'alan@example.com')],
      },
    });
    expect(again.status).toBe(201);
    const againBody = again.body as PostEntriesResponse;
    expect(againBody.created).toBe(1);
    // A new entry of a booth's sync key brings its visitor's links (issue 39, item 3); once only.
    const { visitor, ...firstResult } = firstBody.results[0]!;
    expect(visitor?.statusUrl).toContain('/status/');
    expect(againBody.results[0]).toEqual({ ...firstResult, created: false });
    expect(againBody.results[1]).toMatchObject({ externalId: 'b1-2', created: true });

    const count = await request(`${server.url}/api/waitlist/count`);
    expect(count.body).toEqual({ count: 2 });
  });

  it('keeps the date, source and event label of a synced entry', async () => {
    const posted = await v1(key, '/entries', {
      method: 'POST',
      body: boothEntry('x-1', 'ada@example.com'),
    });
    const { id } = (posted.body as PostEntriesResponse).results[0]!;
    const entry = (await v1(key, `/entries/${id}`)).body as ApiEntry;
    expect(entry).toEqual({
      id,
      externalId: 'x-1',
      email: 'ada@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      company: '',
      hasConsented: true,
      position: 1,
      createdAt: SIGNED_UP,
      source: 'kiosk',
      event: 'CES 2026',
      // Waiting for the confirmation the web side sent; stored (updated) when it arrived.
      status: 'waiting',
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      // Issue 27: no booth device sent it, and no staff qualified it.
      device: null,
      leadRating: null,
      leadInterests: [],
      leadNote: '',
      // Issue 40: no staff member was signed in at a booth.
      capturedBy: null,
      qualifiedBy: null,
      badgeId: null,
      // Issue 29: a booth's sign-up carries no UTM fields or referring site.
      attribution: null,
    });
    expect(Date.parse(entry.updatedAt)).toBeGreaterThan(Date.parse(entry.createdAt));
  });

  it('keeps the earlier sign-up of an address already on the list, with its position, and answers neither', async () => {
    await request(`${server.url}/api/waitlist/join`, { body: signUp('first@example.com') });
    const web = await request(`${server.url}/api/waitlist/join`, {
      body: signUp('Web@Example.com'),
    });
    const webPosition = (web.body as { position: number }).position;
    const posted = await v1(key, '/entries', {
      method: 'POST',
      body: {
        entries: [boothEntry('k-1', ' web@example.com'), boothEntry('k-2', 'WEB@example.com')],
      },
    });
    expect(posted.status).toBe(200);
    expect(posted.body).toEqual({
      results: [
        { externalId: 'k-1', created: false },
        { externalId: 'k-2', created: false },
      ],
      created: 0,
      existed: 2,
      refused: 0,
      erased: 0,
    });
    const { entries } = (await v1(key, '/entries')).body as ApiEntryPage;
    expect(entries.find((entry) => entry.email === 'Web@Example.com')).toMatchObject({
      position: webPosition,
      source: 'form',
    });
    expect((await request(`${server.url}/api/waitlist/count`)).body).toEqual({ count: 2 });
  });

  it('keeps keys and externalIds across a restart', async () => {
    await v1(key, '/entries', { method: 'POST', body: boothEntry('r-1', 'restart@example.com') });
    server = await server.restart();
    const again = await v1(key, '/entries', {
      method: 'POST',
      body: boothEntry('r-1', 'other-address@example.com'),
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: 0, existed: 1 });
  });

  it('makes one entry of one address sent twice in a batch under two externalIds', async () => {
    const posted = await v1(key, '/entries', {
      method: 'POST',
      body: {
        entries: [boothEntry('d-1', 'dup@example.com'), boothEntry('d-2', 'DUP@example.com')],
      },
    });
    const body = posted.body as PostEntriesResponse;
    expect(body.results.map((result) => result.created)).toEqual([true, false]);
    expect(body.results[0]!.id).toBe(body.results[1]!.id);
  });

  it('refuses a batch over 500, and names the field of an invalid entry, alone in a batch', async () => {
    const entries = Array.from({ length: 501 }, (_, index) =>
      boothEntry(`big-${index}`, `big${index}@example.com`),
    );
    const tooMany = await v1(key, '/entries', { method: 'POST', body: { entries } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ message: expect.stringContaining('500') });

    const invalid = await v1(key, '/entries', {
      method: 'POST',
      body: { entries: [boothEntry('ok', 'not-an-address')] },
    });
    // A batch answers per entry (issue 38, item 4): 200, nothing stored, the entry's reason.
    expect(invalid.status).toBe(200);
    expect(invalid.body).toMatchObject({
      created: 0,
      refused: 1,
      results: [
        {
          externalId: 'ok',
          created: false,
          error: {
            message: 'Please enter a valid email address.',
            errors: { email: 'Please enter a valid email address.' },
          },
        },
      ],
    });
    const single = await v1(key, '/entries', {
      method: 'POST',
      body: boothEntry('ok', 'not-an-address'),
    });
    expect(single.status).toBe(400);
    expect(single.body).toMatchObject({ message: 'Please enter a valid email address.' });
  });

  it('answers a batch per entry: control characters in a lead note, an event or an externalId refuse that entry alone, naming the field', async () => {
    const posted = await v1(key, '/entries', {
      method: 'POST',
      body: {
        entries: [
          boothEntry('ok-1', 'one@example.com', { leadNote: 'Call back\nin May' }),
          boothEntry('nul', 'nul@example.com', { leadNote: 'Call\u0000back' }),
          boothEntry('bidi', 'bidi@example.com', { event: 'CES \u202E6202' }),
          boothEntry('tab\tid', 'tab@example.com'),
          { externalId: 'mark', email: 'mark@example.com', leadInterests: ['Demo\u200F'] },
          boothEntry('ok-2', 'two@example.com'),
        ],
      },
    });
    expect(posted.status).toBe(201);
    const body = posted.body as PostEntriesResponse;
    expect(body).toMatchObject({ created: 2, existed: 0, refused: 4 });
    expect(
      body.results.map(({ externalId, created, error }) => [externalId, created, error]),
    ).toEqual([
      ['ok-1', true, undefined],
      ['nul', false, { message: LEAD_TEXTS.noteChars, errors: { leadNote: LEAD_TEXTS.noteChars } }],
      [
        'bidi',
        false,
        { message: API_MESSAGES.eventChars, errors: { event: API_MESSAGES.eventChars } },
      ],
      [
        'tab\tid',
        false,
        {
          message: API_MESSAGES.externalIdChars,
          errors: { externalId: API_MESSAGES.externalIdChars },
        },
      ],
      [
        'mark',
        false,
        { message: LEAD_TEXTS.interest, errors: { 'leadInterests.0': LEAD_TEXTS.interest } },
      ],
      ['ok-2', true, undefined],
    ]);
    expect((await request(`${server.url}/api/waitlist/count`)).body).toEqual({ count: 2 });
    // The refused ones are not stored, the stored one keeps its note's line break.
    const { entries } = (await v1(key, '/entries')).body as ApiEntryPage;
    expect(entries.map((entry) => [entry.externalId, entry.leadNote])).toEqual([
      ['ok-1', 'Call back\nin May'],
      ['ok-2', ''],
    ]);
  });

  it('accepts a full batch of 500 in one call', async () => {
    const entries = Array.from({ length: 500 }, (_, index) =>
      boothEntry(`full-${index}`, `full${index}@example.com`),
    );
    const posted = await v1(key, '/entries', { method: 'POST', body: { entries } });
    expect(posted.status).toBe(201);
    expect((posted.body as PostEntriesResponse).created).toBe(500);
    const positions = (posted.body as PostEntriesResponse).results.map(
      (result) => result.position!,
    );
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

describe('GET /api/v1/entries', () => {
  let key: string;
  beforeEach(async () => {
    await startWithLogin();
    key = (await createKey()).key;
  });

  it('pages with a cursor through every entry exactly once', async () => {
    const entries = Array.from({ length: 5 }, (_, index) =>
      boothEntry(`p-${index}`, `p${index}@example.com`),
    );
    await v1(key, '/entries', { method: 'POST', body: { entries } });
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const response = await v1(key, `/entries?limit=2${query}`);
      expect(response.status).toBe(200);
      const page = response.body as ApiEntryPage;
      seen.push(...page.entries.map((entry) => entry.email));
      cursor = page.nextCursor;
      pages += 1;
    }
    expect(seen).toEqual(entries.map((entry) => entry.email));
    expect(pages).toBe(3);
  });

  it('lists only entries stored since updatedSince, and refuses a forged cursor', async () => {
    await v1(key, '/entries', { method: 'POST', body: boothEntry('old', 'old@example.com') });
    const later = new Date(Date.now() + 60_000).toISOString();
    const none = (await v1(key, `/entries?updatedSince=${later}`)).body as ApiEntryPage;
    expect(none.entries).toEqual([]);
    const all = (await v1(key, '/entries?updatedSince=2020-01-01T00:00:00Z')).body as ApiEntryPage;
    expect(all.entries.map((entry) => entry.externalId)).toEqual(['old']);
    const forged = await v1(key, '/entries?cursor=bm9wZQ');
    expect(forged.status).toBe(400);
  });

  it('sees status changes through updatedSince: confirmed, invited, unsubscribed', async () => {
    const posted = await v1(key, '/entries', {
      method: 'POST',
      body: { entries: [boothEntry('a', 'a@example.com'), boothEntry('b', 'b@example.com')] },
    });
    const [a, b] = (posted.body as PostEntriesResponse).results as { id: number }[];
    const since = async (mark: string) =>
      ((await v1(key, `/entries?updatedSince=${mark}`)).body as ApiEntryPage).entries;
    const after = async () => {
      const mark = new Date().toISOString();
      await expect.poll(() => new Date().toISOString() > mark).toBe(true);
      return mark;
    };

    const stored = await after();
    expect(await since(stored)).toEqual([]);
    await server.store.updateEntries({ ids: [a!.id] }, confirmEntry(new Date()));
    const [confirmed] = await since(stored);
    expect(confirmed).toMatchObject({ id: a!.id, status: 'confirmed', externalId: 'a' });
    expect(confirmed!.updatedAt >= stored).toBe(true);
    expect((await v1(key, `/entries/${b!.id}`)).body).toMatchObject({ status: 'waiting' });

    const confirmedAt = await after();
    const invited = await admin('/invites', { method: 'POST', body: { ids: [a!.id] } });
    expect(invited.status).toBe(200);
    expect((await since(confirmedAt)).map((entry) => [entry.id, entry.status])).toEqual([
      [a!.id, 'invited'],
    ]);

    const invitedAt = await after();
    await server.store.updateEntries({ ids: [b!.id] }, unsubscribeEntry(new Date()));
    expect((await since(invitedAt)).map((entry) => entry.id)).toEqual([b!.id]);
    // Nothing changed since: nothing listed.
    expect(await since(await after())).toEqual([]);
  });

  it('answers 404 in words for an unknown id', async () => {
    const response = await v1(key, '/entries/999');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'There is no entry with that id.' });
  });
});

describe('the OpenAPI document', () => {
  beforeEach(() => startWithLogin());

  it('is served at /api/v1/openapi.json and is a valid OpenAPI 3.1 document', async () => {
    const response = await request(`${server.url}/api/v1/openapi.json`);
    expect(response.status).toBe(200);
    const document = response.body as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(['/entries', '/booth', '/entries/{id}']);
    const validator = new Validator();
    const result = await validator.validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });
});

describe('the per-key rate limit', () => {
  beforeEach(() => startWithLogin({ apiRateLimit: 2 }));

  it('answers 429 in words once a key used up its minute, and other keys go on', async () => {
    const first = await createKey();
    const second = await createKey();
    expect((await v1(first.key, '/entries')).status).toBe(200);
    expect((await v1(first.key, '/entries')).status).toBe(200);
    const limited = await v1(first.key, '/entries');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: API_KEY_MESSAGES.tooMany });
    expect((await v1(second.key, '/entries')).status).toBe(200);
  });
});
