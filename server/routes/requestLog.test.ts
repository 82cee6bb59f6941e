import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreatedApiKey } from '../../src/shared/index.js';
import { LinkTokens } from '../loop/tokens.js';
import { loadSessionSecret } from '../secrets.js';
import { adminCookie } from '../testing/adminSession.js';
import { captureLog, type CapturedLog } from '../testing/logCapture.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';
import { consoleSignUp } from '../testing/fixtures.js';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new secret phrase';
const WRONG_PASSWORD = 'not-the-password-4711';
/** Whatever the calls below send that is a person's or a secret: none may reach the log. */
const PERSONAL = {
  formEmail: 'quintessa.marchbanks@example.com',
  consoleEmail: 'console.visitor@example.org',
  queryEmail: 'in.a.query@example.net',
  apiEmail: 'booth.visitor@example.io',
  firstName: 'Quintessa',
  lastName: 'Marchbanks',
  apiFirstName: 'Bartholomew',
  company: 'Vexillology Partners',
};
/** An e-mail address, wherever it appears in a line (node_modules/@scope is not one). */
const EMAIL_SHAPED = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;

let server: TestServer;
let captured: CapturedLog;
/** Tokens, keys, passwords and cookies the calls used, collected as they are made. */
const secrets: string[] = [PASSWORD, NEW_PASSWORD, WRONG_PASSWORD];

beforeAll(async () => {
  captured = await captureLog('trace');
  server = await startTestServer({ adminPassword: PASSWORD });
});
afterAll(async () => {
  await server.dispose();
  await captured.stop();
});

const url = (path: string) => `${server.url}${path}`;

interface RequestLine {
  requestId: string;
  method: string;
  route: string | null;
  status: number;
  ms: number;
}

/** The request line of the answer with this X-Request-Id (written when the answer finished). */
async function lineOf(response: { headers: Headers }): Promise<RequestLine> {
  const requestId = response.headers.get('x-request-id');
  expect(requestId).toBeTruthy();
  return vi.waitFor(() => {
    const line = captured
      .records()
      .find((record) => record.requestId === requestId && typeof record.ms === 'number');
    if (!line) throw new Error(`no request line for ${requestId}`);
    return line as unknown as RequestLine;
  });
}

/** What a visitor, the admin and an integration do, with their addresses, passwords, links and keys. */
async function runTheCalls(): Promise<{ headers: Headers }> {
  const form = {
    firstName: PERSONAL.firstName,
    lastName: PERSONAL.lastName,
    email: PERSONAL.formEmail,
    company: PERSONAL.company,
    hasConsented: true,
  };
  expect((await request(url('/api/waitlist/join'), { body: form })).status).toBe(201);
  expect((await request(url('/api/waitlist/join'), { body: form })).status).toBe(200);
  const query = `?email=${encodeURIComponent(PERSONAL.queryEmail)}&utm_source=${PERSONAL.lastName}`;
  await request(url(`/api/waitlist/join${query}`), {
    body: { ...form, email: PERSONAL.queryEmail },
  });
  await request(url('/api/josh2/join'), {
    body: consoleSignUp(PERSONAL.consoleEmail, { firstName: PERSONAL.firstName }),
  });
  // A refused address is not logged either.
  await request(url('/api/waitlist/join'), {
    body: { ...form, email: `${PERSONAL.firstName}@@example.com` },
  });

  expect(
    (await request(url('/api/login'), { body: { username: 'admin', password: WRONG_PASSWORD } }))
      .status,
  ).toBe(401);
  const cookie = await adminCookie(server, PASSWORD);
  secrets.push(cookie.split('=')[1]!);
  const admin = (path: string, init: { method?: string; body?: unknown } = {}) =>
    request(url(`/api/admin${path}`), { ...init, headers: { cookie } });
  await admin(`/waitlist?search=${encodeURIComponent(PERSONAL.formEmail)}`);
  await admin('/change-password', {
    method: 'POST',
    body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
  });

  const tokens = new LinkTokens(await loadSessionSecret(server.dataDir));
  const status = tokens.sign('status', 1, new Date());
  const confirm = tokens.sign('confirm', 1, new Date());
  secrets.push(status, confirm);
  expect((await request(url(`/api/status/${status}`))).status).toBe(200);
  await request(url(`/api/status/${status}/export`));
  await request(url(`/api/confirm/${confirm}`), { method: 'POST' });
  await request(url(`/api/status/${status}/unsubscribe`), { method: 'POST' });
  await request(url('/api/status/forged.token.value-123'));

  const signedIn = await adminCookie(server, NEW_PASSWORD);
  secrets.push(signedIn.split('=')[1]!);
  const created = await request(url('/api/admin/api-keys'), {
    method: 'POST',
    headers: { cookie: signedIn },
    body: { name: 'Booth 1', scopes: ['entries:sync', 'entries:read'] },
  });
  const { key } = created.body as CreatedApiKey;
  secrets.push(key);
  const v1 = (path: string, init: { method?: string; body?: unknown; key?: string } = {}) =>
    request(url(`/api/v1${path}`), {
      ...init,
      headers: { authorization: `Bearer ${init.key ?? key}` },
    });
  const entry = {
    externalId: 'booth-1',
    email: PERSONAL.apiEmail,
    firstName: PERSONAL.apiFirstName,
    lastName: PERSONAL.lastName,
    hasConsented: true,
    createdAt: new Date().toISOString(),
    source: 'kiosk',
  };
  expect((await v1('/entries', { method: 'POST', body: entry })).status).toBe(201);
  await v1(`/entries?email=${encodeURIComponent(PERSONAL.apiEmail)}`);
  const wrongKey = 'syn_notarealkeynotarealkeynotarealkey12';
  secrets.push(wrongKey);
  const last = await v1('/entries', { key: wrongKey });
  expect(last.status).toBe(401);
  return last;
}

describe("the server's log", () => {
  it('holds no address, name, password, link token, session or API key of any call', async () => {
    // The last call's line is written once every earlier one is.
    await lineOf(await runTheCalls());
    expect(captured.lines.length).toBeGreaterThan(15);
    const personal = [...Object.values(PERSONAL), ...secrets];
    for (const line of captured.lines) {
      for (const value of personal) expect(line, `"${value}" in ${line}`).not.toContain(value);
      expect(line).not.toMatch(EMAIL_SHAPED);
      // Neither a query string nor a raw path: the route's pattern only.
      expect(line).not.toContain('?');
    }
  });

  it("writes each answer's request id, method, route pattern, status and time", async () => {
    const tokens = new LinkTokens(await loadSessionSecret(server.dataDir));
    const status = await request(url(`/api/status/${tokens.sign('status', 1, new Date())}`));
    expect(await lineOf(status)).toEqual({
      level: 'info',
      time: expect.any(String),
      pid: process.pid,
      hostname: expect.any(String),
      msg: expect.stringMatching(/^GET \/api\/status\/:token 200 [\d.]+ ms$/),
      requestId: expect.any(String),
      method: 'GET',
      route: '/api/status/:token',
      status: 200,
      ms: expect.any(Number),
    });
    const join = await request(url('/api/waitlist/join'), {
      body: { email: 'not an address', firstName: 'A', lastName: 'B', hasConsented: true },
    });
    expect(await lineOf(join)).toMatchObject({
      method: 'POST',
      route: '/api/waitlist/join',
      status: 400,
    });
    // No route answered: no pattern, and still no path.
    const missing = await request(url('/api/no-such-thing/secret-segment'));
    const line = await lineOf(missing);
    expect(line).toMatchObject({ method: 'GET', route: null, status: 404 });
    expect(JSON.stringify(line)).not.toContain('secret-segment');
  });

  it("echoes a caller's safe X-Request-Id and replaces an unsafe one", async () => {
    const kept = await request(url('/api/waitlist/count'), {
      headers: { 'x-request-id': 'edge-7f3a.B_2' },
    });
    expect(kept.headers.get('x-request-id')).toBe('edge-7f3a.B_2');
    expect((await lineOf(kept)).route).toBe('/api/waitlist/count');

    for (const unsafe of ['two words', 'x'.repeat(65), '<script>', 'id";level=fatal']) {
      const replaced = await request(url('/api/waitlist/count'), {
        headers: { 'x-request-id': unsafe },
      });
      const id = replaced.headers.get('x-request-id')!;
      expect(id, unsafe).not.toBe(unsafe);
      expect(id).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
      expect((await lineOf(replaced)).requestId).toBe(id);
    }
    const fresh = await request(url('/api/waitlist/count'));
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
