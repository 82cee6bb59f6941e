import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../src/shared/index.js';
import { adminCookie } from '../testing/adminSession.js';
import { readCsvDownload } from '../testing/spreadsheetReader.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

/**
 * Issue 24, item 3: behind a proxy (TRUST_PROXY) the client address comes from X-Forwarded-For,
 * which anyone can write. A failed sign-in with a formula there must not reach the admin's
 * spreadsheet: only a valid IP address is kept, and every cell of the export is neutralised.
 */

const PASSWORD = 'correct horse battery';
const FORMULA_START = /^[=+\-@\t\r]/;
let server: TestServer;

beforeEach(async () => {
  server = await startTestServer({ adminPassword: PASSWORD, trustProxy: 1 });
});
afterEach(async () => {
  await server.dispose();
});

const failedSignIn = (forwardedFor: string, username = 'admin') =>
  request(`${server.url}/api/login`, {
    body: { username, password: 'not the password' },
    headers: { 'x-forwarded-for': forwardedFor },
  });

async function auditExport(cookie: string): Promise<string[][]> {
  const response = await fetch(`${server.url}/api/admin/audit/export`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return readCsvDownload(response);
}

describe('the client address in the audit log and its CSV export', () => {
  it('keeps "invalid" for a forged X-Forwarded-For, and the export has no cell a spreadsheet runs', async () => {
    const forged = ["=cmd|'/C calc'!A0", '+1+cmd|x', '-2+3', '@SUM(1+1)'];
    for (const forwardedFor of forged) {
      expect((await failedSignIn(forwardedFor)).status).toBe(401);
    }
    expect((await failedSignIn('198.51.100.7', '=HYPERLINK("http://evil.example")')).status).toBe(
      401,
    );
    const cookie = await adminCookie(server, PASSWORD);

    const [header, ...rows] = await auditExport(cookie);
    expect(header).toEqual(['Time', 'Action', 'Who', 'Address', 'Detail']);
    const failed = rows.filter((row) => row[1] === 'sign-in-failed');
    expect(failed.map((row) => row[3])).toEqual([
      'invalid',
      'invalid',
      'invalid',
      'invalid',
      '198.51.100.7',
    ]);
    expect(failed.map((row) => row[2])).toContain(`'=hyperlink("http://evil.example")`);
    for (const row of rows) {
      for (const cell of row) expect(cell, `a live formula: ${cell}`).not.toMatch(FORMULA_START);
    }

    const page = await request(`${server.url}/api/admin/audit`, { headers: { cookie } });
    const addresses = (page.body as AuditPage).events.map((event) => event.ip);
    expect(addresses).not.toContain(forged[0]);
    expect(addresses).toContain('invalid');
  });

  it('keeps a valid forwarded address as the client address, an IPv4-mapped one as IPv4', async () => {
    expect((await failedSignIn('203.0.113.9')).status).toBe(401);
    expect((await failedSignIn('::ffff:192.0.2.44')).status).toBe(401);
    const [, ...rows] = await auditExport(await adminCookie(server, PASSWORD));
    const failed = rows.filter((row) => row[1] === 'sign-in-failed');
    expect(failed.map((row) => row[3])).toEqual(['203.0.113.9', '192.0.2.44']);
  });
});
