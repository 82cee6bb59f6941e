import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEntryPage, BoothSyncStatus, CreatedApiKey } from '../../../src/shared/index.js';
import { LowdbStore } from '../../store/assembly/lowdbStore.js';
import {
  buildServer,
  startChildServer,
  type ChildServer,
  type ServerBuild,
} from '../../testing/childServer.js';
import { consoleSignUp, newEntry } from '../../testing/fixtures.js';
import { freePort, startTestPostgres, type TestPostgres } from '../../testing/postgres.js';
import { request } from '../../testing/testServer.js';
import { startTcpProxy, type TcpProxy } from '../../testing/tcpProxy.js';
import { startSmtpCatcher } from '../../testing/smtpCatcher.js';
import { QUICK_SYNC } from '../../testing/kioskAndWeb.js';

/**
 * Issue 15's booth-to-web sync with real processes on 127.0.0.1: a booth (lowdb) and a web
 * deployment (lowdb, then PostgreSQL) as two `node main.js`, a TCP proxy between them for the
 * network's faults, and SIGKILL for the booth's.
 */

const ADMIN_PASSWORD = 'booth-sync-admin';

let build: ServerBuild;
let scratch: string;
let postgres: TestPostgres | undefined;
const children = new Set<ChildServer>();
const proxies = new Set<TcpProxy>();

beforeAll(async () => {
  build = await buildServer();
  scratch = await mkdtemp(join(tmpdir(), 'synapse-sync-'));
}, 180_000);
afterEach(async () => {
  for (const child of children) await child.kill();
  children.clear();
  for (const proxy of proxies) await proxy.close();
  proxies.clear();
});
afterAll(async () => {
  await postgres?.stop();
  await build?.dispose();
  await rm(scratch, { recursive: true, force: true });
});

let folders = 0;
async function folder(): Promise<string> {
  const dataDir = join(scratch, `data-${(folders += 1)}`);
  await mkdir(dataDir);
  return dataDir;
}

async function start(dataDir: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const child = await startChildServer({
    build,
    dataDir,
    env: { ADMIN_PASSWORD, ...env },
  });
  children.add(child);
  return child;
}

async function login(url: string): Promise<string> {
  const response = await request(`${url}/api/login`, {
    body: { username: 'admin', password: ADMIN_PASSWORD },
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

async function createKey(url: string, scopes: string[]): Promise<string> {
  const cookie = await login(url);
  const response = await request(`${url}/api/admin/api-keys`, {
    body: { name: 'test', scopes },
    headers: { cookie },
  });
  expect(response.status).toBe(201);
  return (response.body as CreatedApiKey).key;
}

async function count(url: string): Promise<number> {
  return ((await request(`${url}/api/waitlist/count`)).body as { count: number }).count;
}

/** Every entry on the web, read through GET /api/v1/entries page by page. */
async function webEntries(url: string, key: string) {
  const all: ApiEntryPage['entries'] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const response = await request(
      `${url}/api/v1/entries?limit=500${cursor ? `&cursor=${cursor}` : ''}`,
      { headers: { authorization: `Bearer ${key}` } },
    );
    const page = response.body as ApiEntryPage;
    all.push(...page.entries);
    cursor = page.nextCursor;
  }
  return all;
}

/** A booth data folder holding `n` kiosk sign-ups, written through the store itself. */
async function seedBooth(n: number): Promise<string> {
  const dataDir = await folder();
  const store = await LowdbStore.open({ dataDir });
  await Promise.all(
    Array.from({ length: n }, (_, index) =>
      store.join(newEntry(`visitor${index}@booth.example`, { source: 'kiosk' })),
    ),
  );
  await store.close();
  return dataDir;
}

async function boothStatus(booth: ChildServer): Promise<BoothSyncStatus> {
  const cookie = await login(booth.url);
  return (await request(`${booth.url}/api/admin/sync`, { headers: { cookie } }))
    .body as BoothSyncStatus;
}

/** Every booth entry on the web exactly once, with its date, source and event. */
async function expectExactlyOnce(web: string, readKey: string, n: number, source = 'kiosk') {
  const entries = await webEntries(web, readKey);
  expect(entries).toHaveLength(n);
  const emails = new Set(entries.map((entry) => entry.email));
  expect(emails.size).toBe(n);
  for (let index = 0; index < n; index += 1) {
    expect(emails.has(`visitor${index}@booth.example`)).toBe(true);
  }
  expect(new Set(entries.map((entry) => entry.externalId)).size).toBe(n);
  expect(entries.every((entry) => entry.source === source && entry.event === 'CES 2026')).toBe(
    true,
  );
}

const webKinds = [
  { name: 'lowdb', env: async (): Promise<Record<string, string>> => ({}) },
  {
    name: 'PostgreSQL',
    env: async (): Promise<Record<string, string>> => {
      postgres ??= await startTestPostgres();
      return { DATABASE_URL: await postgres.createDatabase() };
    },
  },
];

// Whole processes, real PostgreSQL and a TCP proxy: on a loaded machine one case takes 20 to 30 s.
describe.each(webKinds)(
  'a booth syncing to a web deployment on $name',
  { timeout: 120_000 },
  (kind) => {
    /** A web deployment with a write key and a read key, on a fixed port. */
    async function startWeb(port = 0, extra: Record<string, string> = {}) {
      const dataDir = await folder();
      const env = { ...(await kind.env()), PORT: String(port), ...extra };
      const web = await start(dataDir, env);
      // A booth's key: its entries keep the source the booth recorded (issue 24).
      const writeKey = await createKey(web.url, ['entries:sync']);
      const readKey = await createKey(web.url, ['entries:read']);
      return { web, dataDir, env, writeKey, readKey };
    }

    const boothEnv = (url: string, key: string) => ({
      SYNC_URL: url,
      SYNC_API_KEY: key,
      EVENT_NAME: 'CES 2026',
      ...QUICK_SYNC,
    });

    it('sends sign-ups made while the web was down once it is up, and the web mails each its confirmation', async () => {
      const port = await freePort();
      const smtp = await startSmtpCatcher();
      const first = await startWeb(port, { SMTP_URL: smtp.url });
      await first.web.stop();
      children.delete(first.web);

      const booth = await start(
        await folder(),
        boothEnv(`http://127.0.0.1:${port}`, first.writeKey),
      );
      for (let index = 0; index < 30; index += 1) {
        const joined = await request(`${booth.url}/api/waitlist/join`, {
          body: {
            firstName: 'Grace',
            lastName: 'Hopper',
            email: `visitor${index}@booth.example`,
            hasConsented: true,
          },
        });
        expect(joined.status).toBe(201);
      }
      await expect
        .poll(async () => (await boothStatus(booth)).lastError, { timeout: 20_000 })
        .toMatch(/Cannot reach the web site at 127\.0\.0\.1:\d+.*Sign-ups stay on this booth/);
      expect(await boothStatus(booth)).toMatchObject({ synced: 0, total: 30, configured: true });

      const web = await start(first.dataDir, first.env);
      await expect.poll(() => count(web.url), { timeout: 30_000 }).toBe(30);
      await expect
        .poll(async () => boothStatus(booth), { timeout: 20_000 })
        .toMatchObject({ synced: 30, total: 30, lastError: null });
      expect((await boothStatus(booth)).lastSyncAt).not.toBeNull();
      // A plain lowdb deployment stores form sign-ups as "form" (the kiosk as "kiosk").
      await expectExactlyOnce(web.url, first.readKey, 30, 'form');
      // The booth keeps its own copy.
      expect(await count(booth.url)).toBe(30);
      // The booth has no mail: each synced sign-up gets its confirmation from the web, once.
      try {
        const mails = await smtp.waitFor(30, 30_000);
        const to = mails.map((mail) => (mail.to as { text: string }).text);
        expect(new Set(to).size).toBe(30);
        expect(to.every((address) => /^visitor\d+@booth\.example$/.test(address))).toBe(true);
      } finally {
        await smtp.close();
      }
    });

    it('ends with every entry exactly once when the connection is cut mid-batch', async () => {
      const { web, writeKey, readKey } = await startWeb();
      // Connections 0 and 2 are cut halfway through the request, 1 and 3 lose their answer.
      const proxy = await startTcpProxy(web.port, (connection) => {
        if (connection === 0 || connection === 2) return { kind: 'cut-request', bytes: 40_000 };
        if (connection === 1 || connection === 3) return { kind: 'drop-response' };
        return { kind: 'pass' };
      });
      proxies.add(proxy);
      const booth = await start(await seedBooth(1_200), boothEnv(proxy.url, writeKey));
      await expect.poll(() => count(web.url), { timeout: 60_000 }).toBe(1_200);
      await expect
        .poll(async () => boothStatus(booth), { timeout: 30_000 })
        .toMatchObject({ synced: 1_200, total: 1_200, lastError: null });
      expect(proxy.connections()).toBeGreaterThanOrEqual(5);
      await expectExactlyOnce(web.url, readKey, 1_200);
    });

    it('ends with every entry exactly once when the booth is killed mid-sync', async () => {
      const { web, writeKey, readKey } = await startWeb();
      // The first batch's answer is held: the web has stored it, the booth is still waiting.
      const proxy = await startTcpProxy(web.port, () => ({ kind: 'hold-response' }));
      proxies.add(proxy);
      const boothDir = await seedBooth(1_100);
      const booth = await start(boothDir, boothEnv(proxy.url, writeKey));
      await expect.poll(() => count(web.url), { timeout: 30_000 }).toBe(500);
      await booth.kill();
      children.delete(booth);
      proxy.release();

      const restarted = await start(boothDir, boothEnv(proxy.url, writeKey));
      await expect.poll(() => count(web.url), { timeout: 60_000 }).toBe(1_100);
      await expect
        .poll(async () => boothStatus(restarted), { timeout: 30_000 })
        .toMatchObject({ synced: 1_100, total: 1_100 });
      await expectExactlyOnce(web.url, readKey, 1_100);
    });
  },
);

describe('the sync panel', { timeout: 120_000 }, () => {
  it('saves the address and key in the data folder, never shows the key, and says what went wrong', async () => {
    const webPort = await freePort();
    const boothDir = await folder();
    const booth = await start(boothDir, QUICK_SYNC);
    const cookie = await login(booth.url);
    const put = (body: object) =>
      request(`${booth.url}/api/admin/sync`, { method: 'PUT', body, headers: { cookie } });

    expect((await boothStatus(booth)).configured).toBe(false);
    const noKey = await put({ url: `http://127.0.0.1:${webPort}`, event: 'CES 2026' });
    expect(noKey.status).toBe(400);
    expect(noKey.body).toMatchObject({ errors: { apiKey: expect.any(String) } });

    const key = 'syn_wrongwrongwrongwrongwrongwrongwrong';
    const saved = await put({ url: `http://127.0.0.1:${webPort}`, apiKey: key, event: 'CES 2026' });
    expect(saved.status).toBe(200);
    expect(saved.text).not.toContain(key);
    expect(saved.body).toMatchObject({ configured: true, keySet: true, event: 'CES 2026' });

    // A sign-up to send, and a web deployment that does not know the key: the operator reads why.
    await request(`${booth.url}/api/josh2/join`, { body: consoleSignUp('panel@booth.example') });
    const web = await start(await folder(), { PORT: String(webPort) });
    await expect
      .poll(async () => (await boothStatus(booth)).lastError, { timeout: 20_000 })
      .toMatch(/refused the API key \(401\)/);

    // The settings survive a restart of the booth.
    await booth.stop();
    children.delete(booth);
    const again = await start(boothDir, QUICK_SYNC);
    expect(await boothStatus(again)).toMatchObject({
      configured: true,
      url: `http://127.0.0.1:${webPort}`,
    });
    await web.stop();
  });
});
