import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  MESSAGES,
  type AdminListResponse,
  type CreatedApiKey,
  type PostEntriesResponse,
  type WaitlistEntry,
  type WaitlistStats,
} from '../../src/shared/index.js';
import { adminSession, type AdminRequest } from '../testing/adminSession.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

/**
 * Issue 24, item 7: what a key sends is not taken on trust. An integration's entries are "api"
 * whatever source they claim, a booth's key (entries:sync) passes on the booth's source, a sign-up
 * date lies within the last 366 days and not in the future, throwaway addresses are refused as
 * on the form, and the consent is recorded with the key's name as its evidence.
 */

const PASSWORD = 'correct horse battery';
const DAY = 24 * 60 * 60_000;

let server: TestServer;
let admin: AdminRequest;

beforeEach(async () => {
  server = await startTestServer({ adminPassword: PASSWORD });
  admin = await adminSession(server, PASSWORD);
});
afterEach(async () => {
  await server.dispose();
});

async function createKey(name: string, scopes: string[]): Promise<string> {
  const response = await admin('/api-keys', { method: 'POST', body: { name, scopes } });
  expect(response.status).toBe(201);
  return (response.body as CreatedApiKey).key;
}

const post = (key: string, body: unknown) =>
  request(`${server.url}/api/v1/entries`, { body, headers: { authorization: `Bearer ${key}` } });

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const entry = (id: string, extra: object = {}) => ({
  externalId: id,
  email: `${id}@example.com`,
  ...extra,
});

/** The entry as the admin's list shows it. */
async function listed(email: string): Promise<WaitlistEntry> {
  const list = (await admin(`/waitlist?search=${encodeURIComponent(email)}`))
    .body as AdminListResponse;
  const found = list.entries.find((candidate) => candidate.email === email);
  if (!found) throw new Error(`${email} is not on the list`);
  return found;
}

const count = async () => (await request(`${server.url}/api/waitlist/count`)).body;

describe('entries sent with an API key', () => {
  it('are stored with the source "api" for an integration key, whatever source they claim', async () => {
    const key = await createKey('CRM', ['entries:write']);
    const posted = await post(key, {
      entries: [
        entry('ada', { source: 'form' }),
        entry('alan', { source: 'kiosk' }),
        entry('joan'),
      ],
    });
    expect(posted.status).toBe(201);
    for (const email of ['ada@example.com', 'alan@example.com', 'joan@example.com']) {
      expect((await listed(email)).source).toBe('api');
    }
    const stats = (await admin('/stats')).body as WaitlistStats;
    expect(stats.bySource).toEqual({ form: 0, terminal: 0, kiosk: 0, api: 3 });
    const csv = await admin('/waitlist/export');
    expect(csv.status).toBe(200);
    expect(csv.text).toMatch(/,ada@example\.com,[^\r\n]*,api,/);
  });

  it('keep the source the booth recorded for a key made for booth sync, kiosk when none is sent', async () => {
    const key = await createKey('Booth Berlin', ['entries:sync']);
    const posted = await post(key, {
      entries: [
        entry('term', { source: 'terminal' }),
        entry('kiosk'),
        entry('web', { source: 'form' }),
      ],
    });
    expect(posted.status).toBe(201);
    expect((await listed('term@example.com')).source).toBe('terminal');
    expect((await listed('kiosk@example.com')).source).toBe('kiosk');
    expect((await listed('web@example.com')).source).toBe('form');
  });

  it('are refused with a clear message when createdAt is in the future or over 366 days ago, alone in a batch', async () => {
    const key = await createKey('CRM', ['entries:write']);
    // In a batch, that entry alone is refused (issue 38, item 4).
    const backdated = await post(key, {
      entries: [entry('a'), entry('b', { createdAt: '1970-01-01T00:00:00Z' })],
    });
    expect(backdated.status).toBe(201);
    expect((backdated.body as PostEntriesResponse).results[1]).toEqual({
      externalId: 'b',
      created: false,
      error: {
        message: API_MESSAGES.createdAtTooOld,
        errors: { createdAt: API_MESSAGES.createdAtTooOld },
      },
    });
    const overAYear = await post(key, entry('c', { createdAt: ago(367 * DAY) }));
    expect(overAYear.status).toBe(400);
    expect(overAYear.body).toEqual({
      message: API_MESSAGES.createdAtTooOld,
      errors: { createdAt: API_MESSAGES.createdAtTooOld },
    });
    const future = await post(key, entry('d', { createdAt: ago(-DAY) }));
    expect(future.status).toBe(400);
    expect(future.body).toEqual({
      message: API_MESSAGES.createdAtFuture,
      errors: { createdAt: API_MESSAGES.createdAtFuture },
    });
    expect(await count()).toEqual({ count: 1 });

    // Within the year it is kept; a clock a minute ahead is taken as the time of arrival.
    const yearAgo = ago(365 * DAY);
    const kept = await post(key, {
      entries: [entry('e', { createdAt: yearAgo }), entry('f', { createdAt: ago(-60_000) })],
    });
    expect(kept.status).toBe(201);
    expect((await listed('e@example.com')).createdAt).toBe(yearAgo);
    expect(Date.parse((await listed('f@example.com')).createdAt)).toBeLessThanOrEqual(Date.now());
  });

  it("are refused with the form's words when the address is a throwaway one, from any key, alone in a batch", async () => {
    const key = await createKey('CRM', ['entries:write']);
    const single = await post(key, { externalId: 'x', email: 'someone@mailinator.com' });
    expect(single.status).toBe(400);
    expect(single.body).toEqual({
      message: MESSAGES.disposableEmail,
      errors: { email: MESSAGES.disposableEmail },
    });
    const batch = await post(key, {
      entries: [entry('ok'), { externalId: 'y', email: 'y@sub.mailinator.com' }],
    });
    expect(batch.status).toBe(201);
    expect(batch.body).toMatchObject({ created: 1, refused: 1 });
    expect((batch.body as PostEntriesResponse).results[1]).toEqual({
      externalId: 'y',
      created: false,
      error: { message: MESSAGES.disposableEmail, errors: { email: MESSAGES.disposableEmail } },
    });
    const booth = await createKey('Booth', ['entries:sync']);
    expect((await post(booth, { externalId: 'z', email: 'z@mailinator.com' })).status).toBe(400);
    expect(await count()).toEqual({ count: 1 });
  });

  it("record the key's name as the evidence of consent, dated when the visitor signed up", async () => {
    const key = await createKey('Zapier CRM', ['entries:write']);
    const signedUp = ago(3 * DAY);
    const posted = await post(key, {
      entries: [
        entry('yes', { hasConsented: true, createdAt: signedUp }),
        entry('no', { createdAt: signedUp }),
      ],
    });
    expect(posted.status).toBe(201);
    expect(await listed('yes@example.com')).toMatchObject({
      hasConsented: true,
      createdAt: signedUp,
      consentVersion: 'API key "Zapier CRM"',
      consentAt: signedUp,
    });
    expect(await listed('no@example.com')).toMatchObject({ hasConsented: false, consentAt: null });
  });
});

describe('the OpenAPI document', () => {
  it('names the source api, the booth scope and the rule for createdAt', async () => {
    const document = (await request(`${server.url}/api/v1/openapi.json`)).body as {
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    const input = document.components.schemas.EntryInput!.properties;
    expect(input.source).toMatchObject({ enum: ['form', 'terminal', 'kiosk', 'api'] });
    expect(JSON.stringify(input.source)).toContain('entries:sync');
    expect(JSON.stringify(input.createdAt)).toContain('366 days');
    const stored = document.components.schemas.Entry!.properties;
    expect(stored.source).toMatchObject({ enum: ['form', 'terminal', 'kiosk', 'api'] });
  });
});
