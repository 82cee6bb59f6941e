// Issue 30, item 3 on PostgreSQL at 1,000,000 stored entries: admin stats and a search for a whole
// address, for the start of one, a broad and a narrow search (bench/postgres.mjs's measureAdmin:
// median and p95 of 40 sequential calls each), after joins have run for a while as in the full
// bench, with the machine's load average. Writes bench/address-search-results.json.
//   node bench/addressSearch.mjs [--entries=1000000] [--database=postgres://…/name]
// --database names a database already holding the entries (the build migrates it on start; the
// load is skipped), so two builds can be measured on the same data one after the other.
// BENCH_BUILD_DIR names the build (default dist/); BENCH_DATABASE_URL a PostgreSQL server.
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { measureJoin, median, percentile } from './http.mjs';
import { postgresTargets } from './targets.mjs';
import {
  ADDRESS_START_SEARCHES,
  ADMIN_CALLS,
  BROAD_SEARCHES,
  NARROW_SEARCHES,
  WHOLE_ADDRESS_SEARCHES,
  bulkLoad,
  databaseUrl,
  measureAdmin,
  startApp,
  startPostgres,
  withClient,
} from './postgres.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
const RESULTS_FILE = join(benchDir, 'address-search-results.json');
/** Joins before the admin's calls, as the full bench has them (pending search index, counters). */
const JOIN_SECONDS = 10;

const flag = (name) =>
  process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3);

const load = () => loadavg().map((value) => Math.round(value * 100) / 100);

/** A database holding `entries` bulk-loaded entries; answers its URL and how to drop it. */
async function loadedDatabase(buildDir, entries) {
  const given = flag('database');
  if (given) return { url: given, drop: async () => undefined };
  const postgres = await startPostgres();
  const name = `synapse_bench_address_${process.pid}`;
  await withClient(postgres.adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = databaseUrl(postgres.adminUrl, name);
  console.log(`PostgreSQL, ${entries.toLocaleString('en')} entries: migrating, bulk-loading…`);
  const migrating = await startApp({ buildDir, url, workers: 1 });
  await migrating.stop();
  await bulkLoad(url, entries);
  return {
    url,
    drop: async () => {
      await withClient(postgres.adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
      await postgres.stop();
    },
  };
}

/**
 * The store's share: the build's own admin reads (entries/postgresAdminReads.js) called straight on the database,
 * without HTTP or the session, so a loaded machine's scheduling of the server weighs less.
 */
async function storeReads(buildDir, url) {
  const module = join(buildDir, 'node', 'server', 'store', 'entries', 'postgresAdminReads.js');
  const { counterStats, searchPage } = await import(pathToFileURL(module).href);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on('connect', (client) => client.setTypeParser(20, Number));
  const query = async (config, values) => (await pool.query(config, values)).rows;
  const timed = async (read) => {
    const times = [];
    for (let call = 0; call < ADMIN_CALLS; call += 1) {
      const started = performance.now();
      await read(call);
      times.push(performance.now() - started);
    }
    return { medianMs: median(times), p95Ms: percentile(times, 0.95), calls: ADMIN_CALLS };
  };
  const search = (needles) =>
    timed((call) =>
      searchPage(query, { search: needles[call % needles.length], offset: 0, limit: 50 }),
    );
  try {
    return {
      adminStats: await timed(() => counterStats(query, new Date())),
      broadSearch: await search(BROAD_SEARCHES),
      narrowSearch: await search(NARROW_SEARCHES),
      wholeAddressSearch: await search(WHOLE_ADDRESS_SEARCHES),
      addressStartSearch: await search(ADDRESS_START_SEARCHES),
    };
  } finally {
    await pool.end();
  }
}

const msText = (timing) =>
  `median ${timing.medianMs.toFixed(1)} ms, p95 ${timing.p95Ms.toFixed(1)} ms`;

async function main() {
  const entries = Number(flag('entries') ?? 1_000_000);
  const buildDir = resolve(process.env.BENCH_BUILD_DIR ?? join(benchDir, '..', 'dist'));
  const database = await loadedDatabase(buildDir, entries);
  try {
    const started = performance.now();
    const app = await startApp({ buildDir, url: database.url, workers: 1 });
    console.log(`  started (and migrated) in ${Math.round(performance.now() - started)} ms`);
    try {
      const join = await measureJoin(app.url, JOIN_SECONDS, `address-${process.pid}`);
      console.log(`  joins: ${join.requestsPerSecond} req/s, p99 ${join.p99Ms} ms`);
      const loadBefore = load();
      const admin = await measureAdmin(app.url);
      const row = { entries, workers: 1, ...admin, loadAverage: load(), loadBefore };
      for (const [label, timing] of Object.entries(admin))
        console.log(`  ${label}: ${msText(timing)}`);
      const targets = postgresTargets([row]);
      for (const target of targets) {
        console.log(`  ${target.pass ? 'met ' : 'MISSED'} ${target.target}: ${target.value}`);
      }
      console.log(
        `  load average ${loadBefore.join(' / ')} before, ${row.loadAverage.join(' / ')} after`,
      );
      const store = await storeReads(buildDir, database.url);
      for (const [label, timing] of Object.entries(store)) {
        console.log(`  the store alone, ${label}: ${msText(timing)}`);
      }
      const result = { at: new Date().toISOString(), buildDir, row, targets, store };
      await writeFile(RESULTS_FILE, `${JSON.stringify(result, null, 2)}\n`);
      console.log(`Written to ${RESULTS_FILE}`);
    } finally {
      await app.stop();
    }
  } finally {
    await database.drop();
  }
}

await main();
