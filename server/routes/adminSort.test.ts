import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminListResponse } from '../../src/shared/index.js';
import { adminSession, type AdminRequest } from '../testing/adminSession.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

/** Issue 20, finding 7: the list sorted by a column on the server, paged, on both stores. */

const PASSWORD = 'correct horse battery';
let server: TestServer;
let admin: AdminRequest;

/** Joined in this order (positions 1 to 6); the names and addresses sort otherwise. */
const PEOPLE = [
  ['Grace', 'Hopper', 'grace@navy.example'],
  ['Ada', 'Lovelace', 'Ada@example.com'],
  ['alan', 'turing', 'turing@example.org'],
  ['Ada', 'Byron', 'byron@example.com'],
  ['Barbara', 'Liskov', 'barbara@mit.example'],
  ['Edsger', 'Dijkstra', 'edsger@example.nl'],
] as const;

beforeEach(async () => {
  // Without double opt-in every entry starts confirmed; "invite next 2" makes two invited.
  server = await startTestServer({ adminPassword: PASSWORD, loop: { doubleOptIn: false } });
  for (const [firstName, lastName, email] of PEOPLE) {
    const joined = await request(`${server.url}/api/waitlist/join`, {
      method: 'POST',
      body: { firstName, lastName, email, company: '', hasConsented: true },
    });
    expect(joined.status).toBe(201);
  }
  admin = await adminSession(server, PASSWORD);
});
afterEach(async () => {
  await server.dispose();
});

async function list(query: string): Promise<AdminListResponse> {
  const response = await admin(`/waitlist?${query}`);
  expect(response.status).toBe(200);
  return response.body as AdminListResponse;
}

const emails = async (query: string) => (await list(query)).entries.map((entry) => entry.email);

describe('sorting the waitlist', () => {
  it('sorts by e-mail either way, ignoring case', async () => {
    expect(await emails('sort=email&dir=asc')).toEqual([
      'Ada@example.com',
      'barbara@mit.example',
      'byron@example.com',
      'edsger@example.nl',
      'grace@navy.example',
      'turing@example.org',
    ]);
    expect(await emails('sort=email&dir=desc')).toEqual(
      (await emails('sort=email&dir=asc')).reverse(),
    );
  });

  it('sorts by last name, then first name', async () => {
    const page = await list('sort=name&dir=asc');
    expect(page.entries.map((entry) => entry.lastName)).toEqual([
      'Byron',
      'Dijkstra',
      'Hopper',
      'Liskov',
      'Lovelace',
      'turing',
    ]);
  });

  it('sorts by date joined: oldest first on request, newest first by default', async () => {
    const oldest = await list('sort=joined&dir=asc');
    expect(oldest.entries.map((entry) => entry.position)).toEqual([1, 2, 3, 4, 5, 6]);
    const newest = await list('');
    expect(newest.entries.map((entry) => entry.position)).toEqual([6, 5, 4, 3, 2, 1]);
  });

  it('sorts by status, ties by date joined', async () => {
    const invited = await admin('/invites', { method: 'POST', body: { count: 2 } });
    expect(invited.status).toBe(200);
    const page = await list('sort=status&dir=asc');
    expect(page.entries.map((entry) => `${entry.status} ${entry.position}`)).toEqual([
      'confirmed 3',
      'confirmed 4',
      'confirmed 5',
      'confirmed 6',
      'invited 1',
      'invited 2',
    ]);
  });

  it('pages through a sorted list, with the search and counts of the unsorted one', async () => {
    const second = await list('sort=email&dir=asc&offset=2&limit=2');
    expect(second.entries.map((entry) => entry.email)).toEqual([
      'byron@example.com',
      'edsger@example.nl',
    ]);
    expect(second).toMatchObject({ total: 6, matching: 6, offset: 2, limit: 2 });
    const last = await list('sort=email&dir=asc&offset=5&limit=2');
    expect(last.entries.map((entry) => entry.email)).toEqual(['turing@example.org']);

    const adas = await list('search=ada&sort=name&dir=desc');
    expect(adas.entries.map((entry) => entry.lastName)).toEqual(['Lovelace', 'Byron']);
    expect(adas).toMatchObject({ total: 6, matching: 2 });
    const confirmed = await list('status=confirmed&sort=email&dir=asc&limit=1');
    expect(confirmed.entries.map((entry) => entry.email)).toEqual(['Ada@example.com']);
    expect(confirmed.matching).toBe(6);
  });

  it('refuses an unknown column with a message', async () => {
    const response = await admin('/waitlist?sort=password');
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toBeTruthy();
  });

  it('sees a change in the list at once (no stale order)', async () => {
    expect((await emails('sort=email&dir=asc'))[0]).toBe('Ada@example.com');
    const joined = await request(`${server.url}/api/waitlist/join`, {
      method: 'POST',
      body: {
        firstName: 'Aaron',
        lastName: 'Swartz',
        email: 'aaron@example.com',
        hasConsented: true,
        company: '',
      },
    });
    expect(joined.status).toBe(201);
    expect((await emails('sort=email&dir=asc'))[0]).toBe('aaron@example.com');
  });
});
