import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminListResponse } from '../../src/shared/index.js';
import { adminSession, type AdminRequest } from '../testing/adminSession.js';
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

/** The statements the server's pg clients send while `call` runs (their text), and its answer. */
async function statementsOf<T>(call: () => Promise<T>): Promise<{ texts: string[]; answer: T }> {
  const texts: string[] = [];
  const send = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const config = args[0] as string | { text?: string } | undefined;
    texts.push(typeof config === 'string' ? config : (config?.text ?? ''));
    return (send as (...sent: unknown[]) => unknown).apply(this, args);
  } as never);
  try {
    return { texts, answer: await call() };
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
      const { texts, answer } = await statementsOf(() =>
        admin(`/waitlist?search=${encodeURIComponent(search)}`),
      );
      const body = answer.body as AdminListResponse;
      expect(answer.status).toBe(200);
      expect(body.entries.length).toBeGreaterThan(0);
      expect(body.entries.every((entry) => entry.attribution?.utmSource === 'newsletter')).toBe(
        true,
      );
      expect(body.total).toBe(3);
      const reads = texts.filter((text) => ENTRY_READS.test(text) && !UPKEEP.test(text));
      // The page, the count, the list's size and the attributions: one statement.
      expect(reads).toHaveLength(1);
      expect(reads[0]).toMatch(/entry_attributions/);
      expect(reads[0]).toMatch(/waitlist_count_shards/);
    });
  }
});
