import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, type AdminListResponse, type WaitlistStats } from '../../src/shared/index.js';
import { adminCookie } from '../testing/adminSession.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';
import { consoleSignUp } from '../testing/fixtures.js';

const PASSWORD = 'correct horse battery';

let server: TestServer;
let cookie: string;

beforeEach(async () => {
  server = await startTestServer({ adminPassword: PASSWORD });
  cookie = await adminCookie(server, PASSWORD);
});
afterEach(async () => {
  await server.dispose();
});

const admin = (path: string, init: { method?: string; body?: unknown; headers?: object } = {}) =>
  request(`${server.url}/api/admin${path}`, {
    ...init,
    headers: { cookie, ...init.headers },
  });

async function join(
  firstName: string,
  lastName: string,
  email: string,
  company = '',
): Promise<number> {
  const response = await request(`${server.url}/api/waitlist/join`, {
    method: 'POST',
    body: { firstName, lastName, email, company, hasConsented: true },
  });
  expect(response.status).toBe(201);
  return (response.body as { position: number }).position;
}

async function entryId(email: string): Promise<number> {
  const page = await server.store.listEntries({ search: email, offset: 0, limit: 1 });
  return page.entries[0]!.id;
}

describe('every /api/admin call needs a session', () => {
  it.each([
    ['GET', '/waitlist'],
    ['GET', '/waitlist/export'],
    ['GET', '/stats'],
    ['DELETE', '/waitlist/1'],
    ['POST', '/change-password'],
    ['GET', '/anything-else'],
  ])('%s /api/admin%s answers 401 JSON without one', async (method, path) => {
    await join('Ada', 'Lovelace', 'ada@example.com');
    const response = await request(`${server.url}/api/admin${path}`, {
      method,
      ...(method === 'POST' ? { body: { currentPassword: PASSWORD, newPassword: 'xxxxxxx' } } : {}),
    });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Please log in to continue.' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await server.store.listEntries({ search: '', offset: 0, limit: 5 })).total).toBe(1);
  });

  it('answers 401 after logout with the old cookie', async () => {
    await request(`${server.url}/api/logout`, { method: 'POST', headers: { cookie } });
    expect((await admin('/waitlist')).status).toBe(401);
  });
});

describe('GET /api/admin/waitlist', () => {
  it('lists entries with total, matching, offset and limit', async () => {
    await join('Ada', 'Lovelace', 'ada@example.com', 'Analytical Engines');
    await join('Grace', 'Hopper', 'grace@navy.example');
    const response = await admin('/waitlist');
    expect(response.status).toBe(200);
    const body = response.body as AdminListResponse;
    expect(body).toMatchObject({ total: 2, matching: 2, offset: 0, limit: 50 });
    expect(body.entries.map((entry) => entry.email).sort()).toEqual([
      'ada@example.com',
      'grace@navy.example',
    ]);
    expect(body.entries[0]).toMatchObject({ source: 'form', hasConsented: true });
  });

  it.each([
    ['first name', 'aDa'],
    ['last name', 'LOVELACE'],
    ['e-mail', 'ada@EXAMPLE'],
    ['company', 'analytical'],
  ])('searches the %s case-insensitively', async (_field, search) => {
    await join('Ada', 'Lovelace', 'ada@example.com', 'Analytical Engines');
    await join('Grace', 'Hopper', 'grace@navy.example', 'Navy');
    const response = await admin(`/waitlist?search=${encodeURIComponent(search)}`);
    const body = response.body as AdminListResponse;
    expect(body.total).toBe(2);
    expect(body.matching).toBe(1);
    expect(body.entries.map((entry) => entry.email)).toEqual(['ada@example.com']);
  });

  it('pages through the matches and counts them all', async () => {
    for (let index = 0; index < 7; index += 1) {
      await join('Match', `Person${index}`, `match${index}@example.com`);
    }
    await join('Other', 'Person', 'other@example.com');
    const first = (await admin('/waitlist?search=match&offset=0&limit=3'))
      .body as AdminListResponse;
    const last = (await admin('/waitlist?search=match&offset=6&limit=3')).body as AdminListResponse;
    expect(first).toMatchObject({ total: 8, matching: 7, offset: 0, limit: 3 });
    expect(first.entries).toHaveLength(3);
    expect(last).toMatchObject({ total: 8, matching: 7, offset: 6, limit: 3 });
    expect(last.entries).toHaveLength(1);
    const pages = await Promise.all(
      [0, 3, 6].map(
        async (offset) =>
          (
            (await admin(`/waitlist?search=match&offset=${offset}&limit=3`))
              .body as AdminListResponse
          ).entries,
      ),
    );
    expect(new Set(pages.flat().map((entry) => entry.id)).size).toBe(7);
  });

  it('refuses a bad paging query with 400', async () => {
    expect((await admin('/waitlist?limit=0')).status).toBe(400);
    expect((await admin('/waitlist?offset=-1')).status).toBe(400);
    expect((await admin('/waitlist?limit=abc')).status).toBe(400);
  });
});

describe('GET /api/admin/stats', () => {
  it('answers totals by source and sign-ups per day', async () => {
    await join('Ada', 'Lovelace', 'ada@example.com');
    await request(`${server.url}/api/josh2/join`, {
      method: 'POST',
      body: consoleSignUp('wopr@example.com'),
    });
    const response = await admin('/stats');
    expect(response.status).toBe(200);
    const stats = response.body as WaitlistStats;
    expect(stats.total).toBe(2);
    expect(stats.bySource).toEqual({ form: 1, terminal: 1, kiosk: 0, api: 0 });
    expect(stats.perDay).toHaveLength(30);
    expect(stats.perDay.at(-1)).toEqual({
      day: new Date().toISOString().slice(0, 10),
      count: 2,
    });
  });
});

describe('DELETE /api/admin/waitlist/:id', () => {
  it('deletes the entry and keeps the other positions', async () => {
    await join('Ada', 'Lovelace', 'ada@example.com');
    await join('Grace', 'Hopper', 'grace@example.com');
    const response = await admin(`/waitlist/${await entryId('ada@example.com')}`, {
      method: 'DELETE',
    });
    expect(response.status).toBe(204);
    const list = (await admin('/waitlist')).body as AdminListResponse;
    expect(list.total).toBe(1);
    expect(list.entries[0]).toMatchObject({ email: 'grace@example.com', position: 2 });
  });

  it.each(['999', 'abc', '1.5'])('answers 404 JSON for id %s', async (id) => {
    await join('Ada', 'Lovelace', 'ada@example.com');
    const response = await admin(`/waitlist/${id}`, { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'There is no waitlist entry with that id.' });
  });

  it('refuses a delete from another origin with 403', async () => {
    await join('Ada', 'Lovelace', 'ada@example.com');
    const response = await admin(`/waitlist/${await entryId('ada@example.com')}`, {
      method: 'DELETE',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect((await server.store.listEntries({ search: '', offset: 0, limit: 5 })).total).toBe(1);
  });
});

describe('POST /api/admin/change-password', () => {
  const change = (body: unknown, headers: object = {}) =>
    admin('/change-password', { method: 'POST', body, headers });

  it('changes the password: the old one stops working, the new one works', async () => {
    const response = await change({
      currentPassword: PASSWORD,
      newPassword: 'a new secret phrase',
    });
    expect(response.status).toBe(204);
    const login = (password: string) =>
      request(`${server.url}/api/login`, {
        method: 'POST',
        body: { username: 'admin', password },
      });
    expect((await login(PASSWORD)).status).toBe(401);
    expect((await login('a new secret phrase')).status).toBe(200);
    // ...and the change is durable.
    server = await server.restart();
    expect((await login('a new secret phrase')).status).toBe(200);
  });

  it('refuses a wrong current password with 400', async () => {
    const response = await change({
      currentPassword: 'not it',
      newPassword: 'a new secret phrase',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Current password is incorrect.' });
  });

  it.each([
    [{ currentPassword: '', newPassword: 'a new secret phrase' }, MESSAGES.passwordFields],
    [{ currentPassword: PASSWORD, newPassword: '' }, MESSAGES.passwordFields],
    [{}, MESSAGES.passwordFields],
    [{ currentPassword: PASSWORD, newPassword: '12345' }, MESSAGES.passwordLength],
  ])('refuses %j with the product message', async (body, message) => {
    const response = await change(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message });
  });

  it('refuses a change from another origin with 403', async () => {
    const response = await change(
      { currentPassword: PASSWORD, newPassword: 'a new secret phrase' },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    const login = await request(`${server.url}/api/login`, {
      method: 'POST',
      body: { username: 'admin', password: PASSWORD },
    });
    expect(login.status).toBe(200);
  });
});

describe('GET /api/admin/waitlist/export', () => {
  async function exportCsv() {
    const response = await fetch(`${server.url}/api/admin/waitlist/export`, {
      headers: { cookie },
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { response, bytes, text: bytes.toString('utf8') };
  }

  it('downloads a dated UTF-8 CSV attachment with a header row', async () => {
    await join('Zoë', 'Ångström', 'zoe@example.com', 'Café Ünïcode 東京');
    const { response, bytes, text } = await exportCsv();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="synapse-waitlist-${today}.csv"`,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Position,First name,Last name,Email,Company,Consent,Source,Created at,' +
        'Event,Device,Lead rating,Lead interests,Lead note,Captured by,Qualified by,Badge id,' +
        'UTM source,UTM medium,UTM campaign,Referring site,Embedded on',
    );
    expect(lines[1]).toMatch(
      /^1,Zoë,Ångström,zoe@example\.com,Café Ünïcode 東京,yes,form,\d{4}-\d\d-\d\dT[\d:.]+Z,,,,,,,,,,,,,$/,
    );
    expect(lines[2]).toBe('');
  });

  it('quotes commas, quotes and line breaks as RFC 4180 says', async () => {
    // Straight into the store: joins refuse line breaks in names now (issue 24), but data stored
    // before that rule, or by an older booth, may hold them.
    await server.store.join({
      firstName: 'Ada',
      lastName: 'O"Neil, Jr',
      email: 'ada@example.com',
      company: 'Line one\nLine two\r\nthree',
      hasConsented: true,
      source: 'form',
    });
    const { text } = await exportCsv();
    const row = text.slice(1).split('\r\n').slice(1).join('\r\n');
    expect(row).toContain(',"O""Neil, Jr",ada@example.com,"Line one\nLine two\r\nthree",yes,');
  });

  it.each(['=', '+', '-', '@', '\t', '\r'])(
    'neutralises a cell starting with %j with a leading apostrophe',
    async (start) => {
      // Straight into the store: the join schema trims, but stored data may come from anywhere.
      await server.store.join({
        firstName: `${start}SUM(A1)`,
        lastName: 'Lovelace',
        email: 'ada@example.com',
        company: `${start}cmd|' /C calc'!A0`,
        hasConsented: true,
        source: 'form',
      });
      const { text } = await exportCsv();
      const body = text.slice(1).split('\r\n').slice(1).join('\r\n');
      for (const cell of [`${start}SUM(A1)`, `${start}cmd|' /C calc'!A0`]) {
        expect(body).toContain(`'${cell}`);
        expect(body).not.toContain(`,${cell}`);
        expect(body).not.toContain(`,"${cell}`);
      }
    },
  );

  it('leaves harmless cells alone', async () => {
    await join('Ada', 'Lovelace', 'ada@example.com', "O'Reilly - Media");
    const { text } = await exportCsv();
    expect(text).toContain(",Ada,Lovelace,ada@example.com,O'Reilly - Media,yes,form,");
  });

  it('lists every entry by position', async () => {
    for (let index = 0; index < 25; index += 1) {
      await join('Person', `Number${index}`, `p${index}@example.com`);
    }
    const { text } = await exportCsv();
    const rows = text.slice(1).trimEnd().split('\r\n').slice(1);
    expect(rows.map((row) => Number(row.split(',')[0]))).toEqual(
      Array.from({ length: 25 }, (_, index) => index + 1),
    );
  });
});
