import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_VERSION, MESSAGES } from '../../src/shared/index.js';
import { DATA_FILE } from '../store/lowdb/dataFolder.js';
import { emptySnapshot } from '../store/assembly/lowdbState.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';
import { consoleSignUp, newJoinAnswer } from '../testing/fixtures.js';
import { readSnapshotFile } from '../testing/snapshotFile.js';

const ada = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  hasConsented: true,
};

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.dispose();
});

const join_ = (body: unknown, path = '/api/waitlist/join') =>
  request(`${server.url}${path}`, { method: 'POST', body });

describe('POST /api/waitlist/join', () => {
  it('stores a sign-up and answers its position', async () => {
    const first = await join_(ada);
    expect(first.status).toBe(201);
    expect(first.body).toEqual(newJoinAnswer(1));
    const second = await join_({ ...ada, email: 'grace@example.com' });
    expect(second.body).toEqual(newJoinAnswer(2));
    const count = await request(`${server.url}/api/waitlist/count`);
    expect(count.body).toEqual({ count: 2 });
  });

  it('answers the existing position for the same address in another case and with spaces', async () => {
    await join_(ada);
    const again = await join_({ ...ada, email: '  ADA@Example.COM ' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ position: 1, alreadyOnList: true, status: 'waiting' });
    expect((await request(`${server.url}/api/waitlist/count`)).body).toEqual({ count: 1 });
  });

  it.each([
    ['firstName', { firstName: 'A' }, MESSAGES.firstName],
    ['lastName', { lastName: '' }, MESSAGES.lastName],
    ['email', { email: 'not-an-address' }, MESSAGES.email],
    ['hasConsented', { hasConsented: false }, MESSAGES.consent],
    ['firstName', { firstName: 'x'.repeat(101) }, MESSAGES.firstNameTooLong],
    ['company', { company: 'x'.repeat(201) }, MESSAGES.company],
    ['email', { email: `${'x'.repeat(250)}@example.com` }, MESSAGES.emailTooLong],
  ])('refuses a bad %s with the product message', async (field, change, message) => {
    const response = await join_({ ...ada, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message, errors: { [field]: message } });
    expect((await request(`${server.url}/api/waitlist/count`)).body).toEqual({ count: 0 });
  });

  it('names every invalid field at once', async () => {
    const response = await join_({});
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errors: {
        firstName: MESSAGES.firstName,
        lastName: MESSAGES.lastName,
        email: MESSAGES.email,
        hasConsented: MESSAGES.consent,
      },
    });
  });

  it('refuses wrongly typed fields', async () => {
    const response = await join_({ ...ada, firstName: 42, hasConsented: 'yes', company: ['x'] });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      errors: {
        firstName: MESSAGES.firstName,
        hasConsented: MESSAGES.consent,
        company: MESSAGES.company,
      },
    });
  });

  it('accepts a missing company and stores it empty', async () => {
    const { company: _company, ...withoutCompany } = ada;
    const response = await join_(withoutCompany);
    expect(response.status).toBe(201);
  });

  it('answers malformed JSON with a JSON 400', async () => {
    const response = await request(`${server.url}/api/waitlist/join`, {
      method: 'POST',
      rawBody: '{"firstName": "Ada",',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers a body that is not an object with a JSON 400', async () => {
    for (const rawBody of ['[]', '"text"', 'null']) {
      const response = await request(`${server.url}/api/waitlist/join`, {
        method: 'POST',
        rawBody,
      });
      expect(response.status).toBe(400);
      expect(response.body).toHaveProperty('message');
    }
  });

  it('answers a body over 16 KB with a JSON 413', async () => {
    const response = await join_({ ...ada, company: 'x'.repeat(17 * 1024) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'The request body is too large (16 KB at most).' });
  });

  it('drops __proto__ and unknown fields', async () => {
    const response = await request(`${server.url}/api/waitlist/join`, {
      method: 'POST',
      rawBody: JSON.stringify({ ...ada, position: 999, id: 7, source: 'kiosk' }).replace(
        /}$/,
        ',"__proto__":{"isAdmin":true,"position":5},"constructor":{"prototype":{"polluted":true}}}',
      ),
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual(newJoinAnswer(1));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    const [entry] = (await server.store.listEntries({ search: '', offset: 0, limit: 10 })).entries;
    expect(entry).toMatchObject({ id: 1, position: 1, source: 'form', firstName: 'Ada' });
    expect(Object.keys(entry!).sort()).toEqual([
      'activatedAt',
      'company',
      'confirmedAt',
      'consentAt',
      'consentVersion',
      'createdAt',
      'email',
      'firstName',
      'hasConsented',
      'heldReason',
      'id',
      'invitedAt',
      'lastName',
      'linkSentAt',
      'networkHash',
      'position',
      'referralCode',
      'referralCount',
      'referralFlag',
      'referredBy',
      'source',
      'status',
      'unsubscribedAt',
    ]);
  });

  it('gives 200 concurrent joins 200 distinct positions and one entry each', async () => {
    const emails = Array.from({ length: 200 }, (_, index) => `person${index}@example.com`);
    // Every address twice, interleaved, so duplicates race each other too.
    const responses = await Promise.all(
      [...emails, ...emails.map((email) => email.toUpperCase())].map((email) =>
        join_({ ...ada, email }),
      ),
    );
    expect(responses.every((response) => response.status === 200 || response.status === 201)).toBe(
      true,
    );
    const byEmail = new Map<string, Set<number>>();
    for (const [index, response] of responses.entries()) {
      const email = (index < 200 ? emails[index] : emails[index - 200])!;
      const positions = byEmail.get(email) ?? new Set<number>();
      positions.add((response.body as { position: number }).position);
      byEmail.set(email, positions);
    }
    expect([...byEmail.values()].every((positions) => positions.size === 1)).toBe(true);
    const positions = new Set([...byEmail.values()].map((set) => [...set][0]));
    expect(positions.size).toBe(200);
    expect((await request(`${server.url}/api/waitlist/count`)).body).toEqual({ count: 200 });
  });

  it('keeps every entry across a restart', async () => {
    await join_(ada);
    await join_({ ...ada, email: 'grace@example.com' });
    server = await server.restart();
    expect((await request(`${server.url}/api/waitlist/count`)).body).toEqual({ count: 2 });
    const next = await join_({ ...ada, email: 'linus@example.com' });
    expect(next.body).toEqual(newJoinAnswer(3));
  });
});

describe("the consoles' sign-up (issue 44: a first name and the form's consent)", () => {
  it.each(['/api/josh2/join', '/api/waitlist'])(
    '%s stores the address, the first name and the consent, with source "terminal"',
    async (path) => {
      const response = await join_(
        consoleSignUp('wopr@example.com', { firstName: ' David ' }),
        path,
      );
      expect(response.status).toBe(201);
      expect(response.body).toEqual(newJoinAnswer(1));
      const [entry] = (await server.store.listEntries({ search: '', offset: 0, limit: 10 }))
        .entries;
      expect(entry).toMatchObject({
        email: 'wopr@example.com',
        source: 'terminal',
        firstName: 'David',
        lastName: '',
        hasConsented: true,
        consentVersion: CONSENT_VERSION,
        consentAt: expect.any(String),
      });
    },
  );

  it.each(['/api/josh2/join', '/api/waitlist'])(
    '%s stores nothing without consent or a first name, and says why as the form does',
    async (path) => {
      const unconsented = await join_({ email: 'wopr@example.com', firstName: 'David' }, path);
      expect(unconsented.status).toBe(400);
      expect(unconsented.body).toEqual({
        message: MESSAGES.consent,
        errors: { hasConsented: MESSAGES.consent },
      });
      const declined = await join_(
        consoleSignUp('wopr@example.com', { hasConsented: false as never }),
        path,
      );
      expect(declined.status).toBe(400);
      const nameless = await join_({ email: 'wopr@example.com', hasConsented: true }, path);
      expect(nameless.status).toBe(400);
      expect(nameless.body).toEqual({
        message: MESSAGES.firstName,
        errors: { firstName: MESSAGES.firstName },
      });
      expect((await request(`${server.url}/api/waitlist/count`)).body).toEqual({ count: 0 });
    },
  );

  it('refuses an invalid address with the product message', async () => {
    const response = await join_(consoleSignUp('nope'), '/api/josh2/join');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: MESSAGES.email, errors: { email: MESSAGES.email } });
  });

  it('shares one waitlist with the form', async () => {
    await join_(ada);
    const response = await join_(consoleSignUp('Ada@example.com'), '/api/waitlist');
    expect(response.body).toEqual({ position: 1, alreadyOnList: true, status: 'waiting' });
  });
});

describe('the API surface', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await request(`${server.url}/api/nothing/here`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.body).toEqual({ message: 'There is no API at GET /api/nothing/here.' });
  });

  it("sends an API's security headers, no page's, and no x-powered-by", async () => {
    for (const path of ['/api/waitlist/count', '/api/nothing/here', '/api/v1/entries']) {
      const { headers } = await request(`${server.url}${path}`);
      expect(headers.get('x-powered-by'), path).toBeNull();
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; base-uri 'none'; frame-ancestors 'none'",
      );
      expect(headers.get('x-frame-options'), path).toBe('DENY');
      expect(headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(headers.get('cache-control'), path).toBe('no-store');
      // A page's policies (features, referrers, opener) do not apply to JSON.
      expect(headers.get('permissions-policy'), path).toBeNull();
    }
    const page = await request(`${server.url}/`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('hashes no answer into an ETag: nothing revalidates the API, and a join paid for it', async () => {
    const joined = await join_(ada);
    const count = await request(`${server.url}/api/waitlist/count`);
    expect(joined.headers.get('etag')).toBeNull();
    expect(count.headers.get('etag')).toBeNull();
  });
});

describe('join rate limit', () => {
  it('answers 429 with a JSON message past JOIN_RATE_LIMIT joins a minute', async () => {
    await server.dispose();
    server = await startTestServer({ joinRateLimit: 3 });
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const path = index % 2 === 0 ? '/api/waitlist/join' : '/api/josh2/join';
      const body =
        index % 2 === 0
          ? { ...ada, email: `r${index}@example.com` }
          : consoleSignUp(`r${index}@example.com`);
      statuses.push((await join_(body, path)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const limited = await join_({ ...ada, email: 'late@example.com' });
    expect(limited.body).toEqual({
      message: 'Too many sign-ups from your network. Please wait a minute and try again.',
    });
    expect((await request(`${server.url}/api/waitlist/count`)).status).toBe(200);
  });

  it('counts every X-Forwarded-For that is not an IP address as one client (issue 24)', async () => {
    await server.dispose();
    server = await startTestServer({ joinRateLimit: 3, trustProxy: 1 });
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await request(`${server.url}/api/waitlist/join`, {
        body: { ...ada, email: `f${index}@example.com` },
        headers: { 'x-forwarded-for': `=cmd|'/C calc'!A${index}` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const elsewhere = await request(`${server.url}/api/waitlist/join`, {
      body: { ...ada, email: 'elsewhere@example.com' },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(elsewhere.status).toBe(201);
  });
});

describe('the data file', () => {
  it('is valid JSON holding every entry after a clean stop', async () => {
    await join_(ada);
    await server.stop();
    const snapshot = await readSnapshotFile(join(server.dataDir, DATA_FILE));
    expect(snapshot.waitlist).toHaveLength(1);
    expect(snapshot.waitlist[0]).toMatchObject({ email: 'ada@example.com', position: 1 });
    server = await startTestServer({}, server.dataDir);
  });

  it('is refused and left untouched when it is not valid JSON', async () => {
    await server.stop();
    const file = join(server.dataDir, DATA_FILE);
    const corrupt = '{"waitlist": [ {"email": "ada@example.com"';
    await writeFile(file, corrupt);
    await expect(startTestServer({}, server.dataDir)).rejects.toThrow(file);
    expect(await readFile(file, 'utf8')).toBe(corrupt);
    await writeFile(file, JSON.stringify(emptySnapshot()));
    server = await startTestServer({}, server.dataDir);
  });
});
