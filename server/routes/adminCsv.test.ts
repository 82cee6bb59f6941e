import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminCookie } from '../testing/adminSession.js';
import { newEntry } from '../testing/fixtures.js';
import { readCsvDownload } from '../testing/spreadsheetReader.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

/** Issue 20, finding 5: the export read back by a real CSV reader (Python's csv module). */

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

async function join_(firstName: string, email: string, company = '') {
  const response = await request(`${server.url}/api/waitlist/join`, {
    method: 'POST',
    body: { firstName, lastName: 'Lovelace', email, company, hasConsented: true },
  });
  expect(response.status).toBe(201);
}

/** The export as Python's csv module reads it: a list of rows of cells. */
async function readWithPython(): Promise<string[][]> {
  const response = await fetch(`${server.url}/api/admin/waitlist/export`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return readCsvDownload(response);
}

describe('the CSV export read by a spreadsheet reader', () => {
  it('keeps e-mail addresses that begin with + or - intact', async () => {
    await join_('Alice', '+alice@example.com');
    await join_('Bob', '-bob@example.com');
    const [header, ...rows] = await readWithPython();
    const email = header!.indexOf('Email');
    expect(rows.map((row) => row[email])).toEqual(['+alice@example.com', '-bob@example.com']);
  });

  it('neutralises the cells a spreadsheet would run as a formula', async () => {
    await join_('=HYPERLINK("http://evil.example","x")', 'ada@example.com', '@SUM(1+1)');
    await join_('-2+3', 'grace@example.com', "+cmd|' /C calc'!A0");
    const [header, ...rows] = await readWithPython();
    const first = header!.indexOf('First name');
    const company = header!.indexOf('Company');
    expect(rows.map((row) => [row[first], row[company]])).toEqual([
      [`'=HYPERLINK("http://evil.example","x")`, "'@SUM(1+1)"],
      ["'-2+3", "'+cmd|' /C calc'!A0"],
    ]);
  });

  it('reads back names with commas, quotes, accents and line breaks exactly', async () => {
    // A join refuses line breaks in names (issue 24); an entry stored before that rule has one.
    await server.store.join(
      newEntry('zoe@example.com', {
        firstName: 'O"Neil, Jr',
        company: 'Café Ünïcode\nsecond line',
      }),
    );
    const [header, ...rows] = await readWithPython();
    expect(rows[0]![header!.indexOf('First name')]).toBe('O"Neil, Jr');
    expect(rows[0]![header!.indexOf('Company')]).toBe('Café Ünïcode\nsecond line');
  });
});
