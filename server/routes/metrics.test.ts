import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreatedApiKey } from '../../src/shared/index.js';
import { METRICS_TEXTS } from '../operations/metricsRoute.js';
import { adminCookie } from '../testing/adminSession.js';
import { consoleSignUp, signUp } from '../testing/fixtures.js';
import { Scraped } from '../testing/prometheusText.js';
import { request, startTestServer, type TestServer } from '../testing/testServer.js';

const PASSWORD = 'correct horse battery';
const METRICS_TOKEN = 'scrape-token-for-tests-0123456789';
const PARTNER = 'https://partner.example.com';
/** A link token and a path that must never become a label. */
const LINK_TOKEN = 'FORGEDLINKTOKEN0123456789abcdef';
const RAW_PATH = '/no/such/page-of-secrets';

let server: TestServer;
let receiver: Server;
let receiverUrl: string;
let cookie: string;
const delivered: string[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      delivered.push(req.url ?? '');
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hooks`;
  server = await startTestServer({
    adminPassword: PASSWORD,
    metricsToken: METRICS_TOKEN,
    webhookAllowPrivate: true,
    widgetOrigins: [PARTNER],
  });
  cookie = await adminCookie(server, PASSWORD);
});
afterAll(async () => {
  await server?.dispose();
  await new Promise((resolve) => receiver?.close(resolve));
});

const scrape = async (token = METRICS_TOKEN) =>
  request(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
const admin = (path: string, body: unknown) =>
  request(`${server.url}/api/admin${path}`, { method: 'POST', body, headers: { cookie } });

/** How much a series grew between two scrapes (0 for one the first did not have yet). */
function grew(after: Scraped, before: Scraped, name: string, labels: Record<string, string>) {
  const valueIn = (scraped: Scraped) =>
    scraped.types.has(name.replace(/_count$/, '')) || scraped.types.has(name)
      ? scraped.value(name, labels)
      : 0;
  return valueIn(after) - valueIn(before);
}

describe('GET /metrics', () => {
  it('answers only the METRICS_TOKEN bearer, 401 with a message otherwise', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', METRICS_TOKEN]) {
      const refused = await request(`${server.url}/metrics`, {
        headers: authorization ? { authorization } : {},
      });
      expect(refused.status, authorization).toBe(401);
      expect(refused.body).toEqual({ message: METRICS_TEXTS.unauthorized });
      expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
    const answered = await scrape();
    expect(answered.status).toBe(200);
    expect(answered.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const scraped = new Scraped(answered.text);
    // Event-loop lag and prom-client's process metrics.
    expect(scraped.value('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(scraped.value('process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts joins by source, a webhook delivery, a failed login and requests by route template', async () => {
    // The registry is the process's: other files' servers in this worker count into it too.
    const before = new Scraped((await scrape()).text);
    const endpoint = await admin('/webhooks', { url: receiverUrl, events: ['entry.created'] });
    expect(endpoint.status).toBe(201);
    const key = (await admin('/api-keys', { name: 'CRM', scopes: ['entries:write'] }))
      .body as CreatedApiKey;

    const join = (email: string, headers: Record<string, string> = {}) =>
      request(`${server.url}/api/waitlist/join`, { body: signUp(email), headers });
    expect((await join('ada@example.com')).status).toBe(201);
    expect((await join('grace@example.com')).status).toBe(201);
    expect((await join('ada@example.com')).status).toBe(200); // on the list already: not a join
    expect((await join('widget@example.com', { origin: PARTNER })).status).toBe(201);
    const consoleJoin = await request(`${server.url}/api/josh2/join`, {
      body: consoleSignUp('wopr@example.com'),
    });
    expect(consoleJoin.status).toBe(201);
    const imported = await request(`${server.url}/api/v1/entries`, {
      body: {
        externalId: 'crm-1',
        email: 'crm@example.com',
        firstName: 'Alan',
        lastName: 'Turing',
        hasConsented: true,
      },
      headers: { authorization: `Bearer ${key.key}` },
    });
    expect(imported.status).toBe(201);
    const wrongLogin = await request(`${server.url}/api/login`, {
      body: { username: 'admin', password: 'not the password' },
    });
    expect(wrongLogin.status).toBe(401);
    expect((await request(`${server.url}/api/status/${LINK_TOKEN}`)).status).toBe(400);
    expect((await request(`${server.url}${RAW_PATH}?email=ada@example.com`)).status).toBe(404);
    // Each created entry is one webhook delivery; the sender delivers them in the background.
    await vi.waitFor(() => expect(delivered).toHaveLength(5), { timeout: 15_000 });

    const scraped = await vi.waitFor(
      async () => {
        const read = new Scraped((await scrape()).text);
        const delivered = { result: 'delivered' };
        expect(grew(read, before, 'synapse_webhook_deliveries_total', delivered)).toBe(5);
        return read;
      },
      { timeout: 5_000 },
    );
    const since = (name: string, labels: Record<string, string> = {}) =>
      grew(scraped, before, name, labels);
    expect(since('synapse_joins_total', { source: 'form' })).toBe(2);
    expect(since('synapse_joins_total', { source: 'widget' })).toBe(1);
    expect(since('synapse_joins_total', { source: 'terminal' })).toBe(1);
    expect(since('synapse_joins_total', { source: 'api' })).toBe(1);
    expect(since('synapse_webhook_deliveries_total', { result: 'failed' })).toBe(0);

    const joinRoute = { method: 'POST', route: '/api/waitlist/join' };
    expect(since('http_requests_total', { ...joinRoute, status: '201' })).toBe(3);
    expect(since('http_requests_total', { ...joinRoute, status: '200' })).toBe(1);
    expect(since('http_request_duration_seconds_count', joinRoute)).toBe(4);
    const login = { method: 'POST', route: '/api/login', status: '401' };
    expect(since('http_requests_total', login)).toBe(1);
    expect(since('http_requests_total', { route: '/api/status/:token' })).toBe(1);
    expect(since('http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);

    // The outbox's confirmations wait for SMTP: the gauges show the store's backlog.
    const backlog = await server.store.outboxBacklog();
    expect(backlog.pending).toBeGreaterThanOrEqual(4);
    // The sender works meanwhile: a scrape and a read of the store agree once it is between sends.
    await vi.waitFor(async () => {
      const pending = new Scraped((await scrape()).text).value('synapse_outbox_pending');
      expect(pending).toBe((await server.store.outboxBacklog()).pending);
    });
    expect(scraped.value('synapse_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);

    // No label holds a path, a token, an address or a key.
    const labels = scraped.labelValues();
    const receiverHost = new URL(receiverUrl).host;
    const secrets = [LINK_TOKEN, RAW_PATH, METRICS_TOKEN, key.key, '@', receiverHost, '?'];
    for (const secret of secrets) {
      expect(
        labels.filter((label) => label.includes(secret)),
        secret,
      ).toEqual([]);
    }
    for (const route of scraped.samples('http_requests_total').map((s) => s.labels!.route!)) {
      expect(route === 'unmatched' || route.startsWith('/'), route).toBe(true);
    }
  });
});

describe('store commit latency', () => {
  const COMMITS = 'synapse_store_commit_duration_seconds';
  const commits = async (kind: string) =>
    new Scraped((await scrape()).text).count(COMMITS, { store: server.store.kind, kind });

  it("times the store's durable commits: a join's, and an API import's transaction", async () => {
    const key = (await admin('/api-keys', { name: 'Commits', scopes: ['entries:write'] }))
      .body as CreatedApiKey;
    const lowdb = server.store.kind === 'lowdb';
    // lowdb: every write is a group-committed journal append; PostgreSQL: the join goes in a
    // batch of joins, the import in a transaction.
    const joinKind = lowdb ? 'journal' : 'join_batch';
    const importKind = lowdb ? 'journal' : 'transaction';
    const joinsBefore = await commits(joinKind);
    const join = await request(`${server.url}/api/waitlist/join`, {
      body: signUp('commit@example.com'),
    });
    expect(join.status).toBe(201);
    expect(await commits(joinKind)).toBeGreaterThanOrEqual(joinsBefore + 1);

    const importsBefore = await commits(importKind);
    const imported = await request(`${server.url}/api/v1/entries`, {
      body: { externalId: 'crm-commit', email: 'imported@example.com', hasConsented: true },
      headers: { authorization: `Bearer ${key.key}` },
    });
    expect(imported.status).toBe(201);
    const scraped = new Scraped((await scrape()).text);
    expect(scraped.count(COMMITS, { store: server.store.kind, kind: importKind })).toBeGreaterThan(
      importsBefore,
    );
    // Only this server's store, and only the kinds docs/operations.md lists, each with a time.
    const kinds = lowdb ? ['journal'] : ['join_batch', 'outbox_attempts', 'transaction'];
    for (const sample of scraped.samples(`${COMMITS}_count`)) {
      expect(sample.labels?.store).toBe(server.store.kind);
      expect(kinds).toContain(sample.labels?.kind);
    }
    expect(scraped.value(`${COMMITS}_sum`)).toBeGreaterThan(0);
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no /metrics: 404, whatever the header', async () => {
    const off = await startTestServer();
    try {
      const answer = await request(`${off.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain('http_requests_total');
    } finally {
      await off.dispose();
    }
  });
});
