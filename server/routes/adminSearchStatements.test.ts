import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminListResponse } from '../../src/shared/index.js';
import { adminCookie, adminSession, type AdminRequest } from '../testing/adminSession.js';
import { signUp } from '../testing/fixtures.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

/**
 * Issue 30, item 3 on PostgreSQL: an admin search for an address, whole or its start, is the
 * session's read and one statement (its page, the count of its matches, the list's size and the
 * page's attributions). Each round trip to PostgreSQL costs a loaded machine more than the search.
 * The statements are those the server's pg clients send to the real database while the call runs.
 */
const PASSWORD = 'correct horse battery';
let server: TestServer;
let admin: AdminRequest;

beforeEach(async (context) => {
  server = await startTestServer({ adminPassword: PASSWORD });
  if (!server.config.databaseUrl) {
    await server.dispose();
    context.skip('the statements PostgreSQL is sent');
  }
  admin = await adminSession(server, PASSWORD);
  for (const email of ['ada@example.com', 'ada.lovelace@example.com', 'alan@example.com']) {
    await request(`${server.url}/api/waitlist/join`, {
      method: 'POST',
      body: signUp(email, { attribution: { utmSource: 'newsletter' } }),
    });
  }
});
afterEach(async () => {
  await server?.dispose();
});

/** A statement as a pg client sends it: its text, and its name when it is a prepared one. */
interface Sent {
  text: string;
  name?: string;
}

/** The statements the server's pg clients send while `call` runs, and what the call answered. */
async function statementsOf<T>(call: () => Promise<T>): Promise<{ sent: Sent[]; answer: T }> {
  const sent: Sent[] = [];
  const send = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const config = args[0] as string | Sent | undefined;
    sent.push(typeof config === 'string' ? { text: config } : { text: '', ...config });
    return (send as (...sending: unknown[]) => unknown).apply(this, args);
  } as never);
  try {
    return { sent, answer: await call() };
  } finally {
    spy.mockRestore();
  }
}

/** The search's own statements (the session's read is of another table). */
const ENTRY_READS = /waitlist_entries|entry_attributions|waitlist_count_shards/;
/** The store's upkeep of the search index (searchIndexUpkeep.ts), which runs when it will. */
const UPKEEP = /gin_clean_pending_list/;

describe('an admin search for an address on PostgreSQL', () => {
  for (const search of ['ada@example.com', 'ada@exa', 'ada.love']) {
    it(`reads the entries in one statement: "${search}"`, async () => {
      const { sent, answer } = await statementsOf(() =>
        admin(`/waitlist?search=${encodeURIComponent(search)}`),
      );
      const body = answer.body as AdminListResponse;
      expect(answer.status).toBe(200);
      expect(body.entries.length).toBeGreaterThan(0);
      expect(body.entries.every((entry) => entry.attribution?.utmSource === 'newsletter')).toBe(
        true,
      );
      expect(body.total).toBe(3);
      const reads = sent
        .map((statement) => statement.text)
        .filter((text) => ENTRY_READS.test(text) && !UPKEEP.test(text));
      // The page, the count, the list's size and the attributions: one statement.
      expect(reads).toHaveLength(1);
      expect(reads[0]).toMatch(/entry_attributions/);
      expect(reads[0]).toMatch(/waitlist_count_shards/);
    });
  }

  it('reads the session with a prepared statement, and refuses it once signed out', async () => {
    const cookie = await adminCookie(server, PASSWORD);
    const stats = () => request(`${server.url}/api/admin/stats`, { headers: { cookie } });
    const { sent, answer } = await statementsOf(stats);
    expect(answer.status).toBe(200);
    const sessionReads = sent.filter((statement) => /FROM "session"/.test(statement.text));
    // Parsed and planned once per connection, not on every admin call.
    expect(sessionReads).toEqual([expect.objectContaining({ name: 'session_read' })]);
    const logout = await request(`${server.url}/api/logout`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(logout.status).toBe(204);
    expect((await stats()).status).toBe(401);
  });
});
