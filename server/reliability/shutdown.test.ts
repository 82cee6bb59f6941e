import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATA_FILE } from '../store/lowdb/dataFolder.js';
import {
  buildServer,
  startChildServer,
  type ChildServer,
  type ServerBuild,
} from '../testing/childServer.js';
import { signUp } from '../testing/fixtures.js';
import { startTestPostgres, testsPostgres, type TestPostgres } from '../testing/postgres.js';
import { readSnapshotFile } from '../testing/snapshotFile.js';

let build: ServerBuild;
let dataDir: string;
let postgres: TestPostgres | undefined;

beforeAll(async () => {
  build = await buildServer();
  dataDir = await mkdtemp(join(tmpdir(), 'synapse-shutdown-'));
});
afterAll(async () => {
  await postgres?.stop();
  await build?.dispose();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Sends a request but its last `heldBack` characters, and answers a function that sends them. */
function halfSentRequest(port: number, text: string, heldBack: number) {
  const socket = connect(port, '127.0.0.1');
  let response = '';
  socket.on('data', (chunk) => (response += chunk.toString('utf8')));
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(response)));
  const cut = text.length - heldBack;
  const sent = new Promise<void>((resolve) => socket.on('connect', resolve)).then(
    () => new Promise<void>((resolve) => socket.write(text.slice(0, cut), () => resolve())),
  );
  return {
    sent,
    finish: () => {
      socket.write(text.slice(cut));
      return closed;
    },
  };
}

/** A join with its headers and half its body sent. */
function halfSentJoin(port: number, body: string) {
  const head =
    'POST /api/waitlist/join HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
  return halfSentRequest(port, head + body, Math.ceil(body.length / 2));
}

/** A readiness probe whose headers are not finished: it is read once the drain has begun. */
function halfSentProbe(port: number) {
  return halfSentRequest(
    port,
    'GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    2,
  );
}

describe('SIGTERM', () => {
  it('stops taking requests, finishes the one in flight, flushes the store and exits 0', async () => {
    const server = await startChildServer({ build, dataDir });
    const inFlight = halfSentJoin(server.port, JSON.stringify(signUp('in-flight@example.com')));
    await inFlight.sent;
    // Give the server a moment to accept the connection before it is told to stop.
    await new Promise((resolve) => setTimeout(resolve, 200));

    server.child.kill('SIGTERM');
    // Waits for the condition itself: the stopping server refuses new requests.
    await vi.waitFor(() => expect(fetch(`${server.url}/api/waitlist/count`)).rejects.toThrow(), {
      timeout: 10_000,
      interval: 50,
    });

    const response = await inFlight.finish();
    expect(response).toMatch(/^HTTP\/1\.1 201 /);
    expect(response).toContain(
      '{"position":1,"alreadyOnList":false,"status":"waiting","referralUrl":',
    );
    expect(await server.exited).toEqual({ code: 0, signal: null });

    const snapshot = await readSnapshotFile(join(dataDir, DATA_FILE));
    expect(snapshot.waitlist.map((entry: { email: string }) => entry.email)).toEqual([
      'in-flight@example.com',
    ]);
    expect(server.output()).toContain('SIGTERM received');
  }, 90_000);

  it.each(storesUnderTest())(
    'under join load on $name: readyz answers 503 during the drain, no acknowledged join is lost, exit 0',
    async (store) => {
      const folder = await mkdtemp(join(tmpdir(), 'synapse-shutdown-load-'));
      const env = await store.env();
      const started: ChildServer[] = [];
      try {
        const server = await startChildServer({ build, dataDir: folder, env });
        started.push(server);
        const probe = halfSentProbe(server.port);
        const inFlight = halfSentJoin(server.port, JSON.stringify(signUp('held@example.com')));
        await Promise.all([probe.sent, inFlight.sent]);
        const load = joinLoad(server.url, 24);
        await vi.waitFor(() => expect(load.acknowledged.size).toBeGreaterThanOrEqual(200), {
          timeout: 30_000,
          interval: 20,
        });

        server.child.kill('SIGTERM');
        await vi.waitFor(() => expect(fetch(`${server.url}/healthz`)).rejects.toThrow(), {
          timeout: 10_000,
          interval: 20,
        });
        // A load balancer's probe on a connection it already had: unready from the first moment.
        const probed = await probe.finish();
        expect(probed).toMatch(/^HTTP\/1\.1 503 /);
        expect(probed).toContain('{"status":"unready","reason":"the server is shutting down"}');
        expect(await inFlight.finish()).toMatch(/^HTTP\/1\.1 201 /);
        load.acknowledged.add('held@example.com');
        await load.stopped;
        expect(await server.exited).toEqual({ code: 0, signal: null });

        const again = await startChildServer({ build, dataDir: folder, env });
        started.push(again);
        const count = (await (await fetch(`${again.url}/api/waitlist/count`)).json()) as {
          count: number;
        };
        await again.stop();
        const stored = await store.emails(folder, env);
        expect([...load.acknowledged].filter((email) => !stored.has(email))).toEqual([]);
        expect(count.count).toBe(stored.size);
      } finally {
        for (const child of started) await child.kill();
        await rm(folder, { recursive: true, force: true });
      }
    },
    120_000,
  );
});

interface StoreUnderTest {
  name: string;
  /** The server's environment for this store. */
  env(): Promise<Record<string, string>>;
  /** Every address the store holds once the server has stopped. */
  emails(dataDir: string, env: Record<string, string>): Promise<Set<string>>;
}

function storesUnderTest(): StoreUnderTest[] {
  const embedded: StoreUnderTest = {
    name: 'the embedded store',
    env: async () => ({}),
    emails: async (dataDir) =>
      new Set(
        (await readSnapshotFile(join(dataDir, DATA_FILE))).waitlist.map(
          (entry: { email: string }) => entry.email,
        ),
      ),
  };
  const postgresStore: StoreUnderTest = {
    name: 'PostgreSQL',
    env: async () => {
      postgres ??= await startTestPostgres();
      return { DATABASE_URL: await postgres.createDatabase() };
    },
    emails: async (_dataDir, env) => {
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      try {
        const { rows } = await client.query<{ email: string }>(
          'SELECT email FROM waitlist_entries',
        );
        return new Set(rows.map((row) => row.email));
      } finally {
        await client.end();
      }
    },
  };
  return testsPostgres() ? [embedded, postgresStore] : [embedded];
}

/**
 * `clients` visitors joining one after another until the server refuses them; the addresses it
 * answered 201 for are acknowledged.
 */
function joinLoad(url: string, clients: number) {
  const acknowledged = new Set<string>();
  let sent = 0;
  const client = async () => {
    for (;;) {
      sent += 1;
      const email = `load-${sent}@example.com`;
      try {
        const answer = await fetch(`${url}/api/waitlist/join`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(signUp(email)),
        });
        await answer.arrayBuffer();
        if (answer.status === 201) acknowledged.add(email);
      } catch {
        return; // refused or cut: the server is going away
      }
    }
  };
  const stopped = Promise.all(Array.from({ length: clients }, client));
  return { acknowledged, stopped };
}
