import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildServer,
  startChildServer,
  type ChildServer,
  type ServerBuild,
} from '../testing/childServer.js';
import { signUp } from '../testing/fixtures.js';
import { startTestPostgres, testsPostgres, type TestPostgres } from '../testing/postgres.js';
import { Scraped } from '../testing/prometheusText.js';
import { rawRequest } from '../testing/rawHttp.js';

const METRICS_TOKEN = 'cluster-scrape-token-0123456789';
const JOINS = 20;
const SCRAPES = 4;

let build: ServerBuild;
let postgres: TestPostgres;
let dataDir: string;
let server: ChildServer | undefined;

beforeAll(async () => {
  if (!testsPostgres()) return;
  [build, postgres, dataDir] = await Promise.all([
    buildServer(),
    startTestPostgres(),
    mkdtemp(join(tmpdir(), 'synapse-cluster-metrics-')),
  ]);
}, 180_000);
afterAll(async () => {
  await server?.kill();
  await postgres?.stop();
  await build?.dispose();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Which worker (pid) wrote the request line of each request to `route`. */
function workersServing(output: string, route: string): Set<number> {
  const pids = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { pid: number; route?: string })
    .filter((record) => record.route === route)
    .map((record) => record.pid);
  return new Set(pids);
}

describe.skipIf(!testsPostgres())('/metrics with WORKERS=2', () => {
  it('answers from either worker with every worker’s figures, summed, and every worker answers the probes', async () => {
    server = await startChildServer({
      build,
      dataDir,
      env: {
        DATABASE_URL: await postgres.createDatabase(),
        WORKERS: '2',
        METRICS_TOKEN,
        LOG_FORMAT: 'json',
      },
    });
    await vi.waitFor(
      () => expect(server!.output().match(/Synapse is listening on/g)).toHaveLength(2),
      { timeout: 30_000 },
    );
    // Each request on a connection of its own: the primary hands connections out in turn.
    for (let index = 0; index < JOINS; index += 1) {
      const joined = await rawRequest(server.url, {
        method: 'POST',
        path: '/api/waitlist/join',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signUp(`worker-${index}@example.com`)),
      });
      expect(joined?.status).toBe(201);
    }
    for (let scrape = 0; scrape < SCRAPES; scrape += 1) {
      const answer = await rawRequest(server.url, {
        path: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(answer?.status).toBe(200);
      const scraped = new Scraped(answer!.text);
      expect(scraped.value('synapse_joins_total', { source: 'form' })).toBe(JOINS);
      const joins = { route: '/api/waitlist/join', status: '201' };
      expect(scraped.value('http_requests_total', joins)).toBe(JOINS);
      expect(scraped.count('http_request_duration_seconds', joins)).toBe(JOINS);
      // Both workers read the one database's outbox: its figure is theirs, not twice it.
      expect(scraped.value('synapse_outbox_pending')).toBe(JOINS);
    }
    // Both workers served joins and answered scrapes: each scrape held the other's joins too.
    await vi.waitFor(() => {
      expect(workersServing(server!.output(), '/api/waitlist/join').size).toBe(2);
      expect(workersServing(server!.output(), '/metrics').size).toBe(2);
    });
    // Every worker answers the probes, as the connections alternate, and logs none of them.
    for (let probe = 0; probe < 4; probe += 1) {
      for (const path of ['/healthz', '/readyz']) {
        const answer = await rawRequest(server.url, { path });
        expect(answer?.status, path).toBe(200);
        expect(JSON.parse(answer!.text), path).toEqual({ status: 'ok' });
      }
    }
    expect(server.output()).not.toMatch(/healthz|readyz/);
    await server.stop();
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 120_000);
});
