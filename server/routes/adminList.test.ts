import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminListResponse, AuditPage } from '../../src/shared/index.js';
import { adminCookie } from '../testing/adminSession.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

/** Issue 20, findings 6 and 7: the list's search at scale and the audit log, on both stores. */

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

const admin = (path: string, method = 'GET') =>
  request(`${server.url}/api/admin${path}`, { method, headers: { cookie } });

async function join(firstName: string, lastName: string, email: string, company = '') {
  const response = await request(`${server.url}/api/waitlist/join`, {
    method: 'POST',
    body: { firstName, lastName, email, company, hasConsented: true },
  });
  expect(response.status).toBe(201);
}

async function emailsFound(search: string): Promise<string[]> {
  const response = await admin(`/waitlist?search=${encodeURIComponent(search)}`);
  expect(response.status).toBe(200);
  return (response.body as AdminListResponse).entries.map((entry) => entry.email).sort();
}

describe('searching the waitlist', () => {
  beforeEach(async () => {
    await join('Ada', 'Lovelace', 'ada@example.com', 'Analytical Engines');
    await join('Ada', 'Byron', 'byron@example.com', 'Poetry Ltd');
    await join('Grace', 'Hopper', 'grace@navy.example', 'Navy');
  });

  it('finds a full name', async () => {
    expect(await emailsFound('Ada Lovelace')).toEqual(['ada@example.com']);
  });

  it('finds every word in any order and field', async () => {
    expect(await emailsFound('lovelace ADA')).toEqual(['ada@example.com']);
    expect(await emailsFound('ada  poetry')).toEqual(['byron@example.com']);
    expect(await emailsFound('  ada ')).toEqual(['ada@example.com', 'byron@example.com']);
    expect(await emailsFound('ada navy')).toEqual([]);
  });
});

describe('the audit log', () => {
  it('records sign-ins, failed sign-ins, deletions and exports, newest first', async () => {
    await request(`${server.url}/api/login`, {
      method: 'POST',
      body: { username: 'admin', password: 'not the password' },
    });
    await join('Ada', 'Lovelace', 'ada@example.com');
    const list = (await admin('/waitlist')).body as AdminListResponse;
    expect((await admin(`/waitlist/${list.entries[0]!.id}`, 'DELETE')).status).toBe(204);
    expect((await admin('/waitlist/export')).status).toBe(200);

    const response = await admin('/audit');
    expect(response.status).toBe(200);
    const page = response.body as AuditPage;
    expect(page.events.map((event) => event.action)).toEqual([
      'export',
      'entry-deleted',
      'sign-in-failed',
      'sign-in',
    ]);
    expect(page.total).toBe(4);
    expect(page.events[0]).toMatchObject({
      actor: 'admin',
      ip: expect.stringMatching(/127\.0\.0\.1/),
    });
  });

  it('exports as CSV, and the export is itself recorded', async () => {
    const response = await admin('/audit/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = response.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Time,Action,Who,Address,Detail');
    expect(lines[1]).toMatch(/,sign-in,admin,/);
    const after = (await admin('/audit')).body as AuditPage;
    expect(after.events[0]!.action).toBe('audit-export');
  });

  it('answers 401 without a session', async () => {
    expect((await request(`${server.url}/api/admin/audit`)).status).toBe(401);
  });
});
