// Referrals at scale (issue 14): joins that carry a ?ref= code with referrals on (REFERRAL_BOOST=5)
// and off (0) in alternating turns on two servers seeded alike, GET /api/status/:token for random
// entries (place in line and the next referral's gain), and the admin's line in place order deep in
// the list; on lowdb and on PostgreSQL, at 100,000 and 1,000,000 entries, with the load average.
// Run: node bench/referrals.mjs [--quick] [--sizes=100000] [--stores=lowdb,postgres]
// (or npm run bench -- --referrals).
import { copyFile, mkdtemp } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { adminCookie, combine, measureJoin, summarise } from './http.mjs';
import { databaseUrl, startApp, startPostgres, withClient } from './postgres.mjs';
import { removeDataDir, seedFolder, startBenchServer } from './serverProcess.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
const buildDir = resolve(process.env.BENCH_BUILD_DIR ?? join(benchDir, '..', 'dist'));
const SESSION_SECRET = 'bench-session-secret-0123456789';
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A million entries take a while to read back. */
const START_TIMEOUT_MS = 180_000;
const STORES = ['lowdb', 'postgres'];

/** A referral code per id, unique and in the store's alphabet. */
function codeFor(id) {
  let code = '';
  for (let value = id, index = 0; index < 10; index += 1, value = Math.floor(value / 31)) {
    code += ALPHABET[value % 31];
  }
  return code;
}

/** A data folder whose db.json holds `count` confirmed entries with every field of today's store. */
async function seedConfirmed(count) {
  const start = Date.now() - 30 * 24 * 3600 * 1000;
  const waitlist = [];
  for (let id = 1; id <= count; id += 1) {
    const createdAt = new Date(
      start + Math.floor((id / count) * 29 * 24 * 3600 * 1000),
    ).toISOString();
    waitlist.push({
      id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `seed-${id}@example.com`,
      company: '',
      hasConsented: true,
      position: id,
      createdAt,
      source: 'form',
      status: 'confirmed',
      confirmedAt: createdAt,
      invitedAt: null,
      activatedAt: null,
      referralCode: codeFor(id),
      consentVersion: '2026-11-23',
      consentAt: createdAt,
      unsubscribedAt: null,
      linkSentAt: null,
      referredBy: null,
      referralCount: 0,
      heldReason: null,
      referralFlag: null,
      networkHash: null,
    });
  }
  return seedFolder(waitlist, buildDir);
}

/** Two lowdb servers seeded alike, referrals on and off. */
async function lowdbPair(size, env) {
  const onDir = await seedConfirmed(size);
  const offDir = await mkdtemp(join(tmpdir(), 'synapse-bench-referrals-'));
  await copyFile(join(onDir, 'db.json'), join(offDir, 'db.json'));
  const timeoutMs = START_TIMEOUT_MS;
  const servers = await Promise.all([
    startBenchServer({ buildDir, dataDir: onDir, env: { ...env, REFERRAL_BOOST: '5' }, timeoutMs }),
    startBenchServer({
      buildDir,
      dataDir: offDir,
      env: { ...env, REFERRAL_BOOST: '0' },
      timeoutMs,
    }),
  ]);
  return {
    on: servers[0],
    off: servers[1],
    async stop() {
      await Promise.all(servers.map((server) => server.stop()));
      await Promise.all([removeDataDir(onDir), removeDataDir(offDir)]);
    },
  };
}

/** `count` confirmed entries with the referral codes codeFor gives, bulk-loaded in SQL. */
async function bulkLoadConfirmed(url, count) {
  await withClient(url, async (client) => {
    await client.query("SET synchronous_commit = off; SET maintenance_work_mem = '512MB'");
    await client.query(
      `CREATE FUNCTION pg_temp.bench_code(i bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
         SELECT string_agg(substr('${ALPHABET}', ((i / (31::numeric ^ k)::bigint) % 31)::int + 1, 1),
                           '' ORDER BY k)
         FROM generate_series(0, 9) AS k $$`,
    );
    await client.query(
      `INSERT INTO waitlist_entries
         (first_name, last_name, email, company, has_consented, position, created_at, source,
          status, confirmed_at, referral_code, consent_version, consent_at)
       SELECT 'Ada', 'Lovelace', 'seed-' || i || '@example.com', '', true, i, t.at, 'form',
              'confirmed', t.at, pg_temp.bench_code(i), '2026-11-23', t.at
       FROM generate_series(1, $1::integer) AS i,
            LATERAL (SELECT now() - interval '30 days'
                            + (i::double precision / $1) * interval '29 days' AS at) AS t`,
      [count],
    );
    await client.query("SELECT setval('waitlist_position_seq', $1)", [count]);
    await client.query('VACUUM ANALYZE waitlist_entries');
  });
}

/** Two servers on two PostgreSQL databases seeded alike, referrals on and off. */
async function postgresPair(postgres, size, env) {
  const names = ['on', 'off'].map((side) => `synapse_referrals_${side}_${size}_${process.pid}`);
  const urls = names.map((name) => databaseUrl(postgres.adminUrl, name));
  const dropAll = () =>
    withClient(postgres.adminUrl, async (client) => {
      for (const name of names) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
  const apps = [];
  try {
    for (const [index, name] of names.entries()) {
      await withClient(postgres.adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
      const migrating = await startApp({ buildDir, url: urls[index], workers: 1, env });
      await migrating.stop();
      await bulkLoadConfirmed(urls[index], size);
    }
    for (const [index, boost] of ['5', '0'].entries()) {
      const app = await startApp({
        buildDir,
        url: urls[index],
        workers: 1,
        env: { ...env, REFERRAL_BOOST: boost },
      });
      apps.push(app);
    }
  } catch (error) {
    await Promise.all(apps.map((app) => app.stop()));
    await dropAll();
    throw error;
  }
  return {
    on: apps[0],
    off: apps[1],
    async stop() {
      await Promise.all(apps.map((app) => app.stop()));
      await dropAll();
    },
  };
}

/** Joins with a new address each, through the link of a random seeded entry. */
function joinsWithRef(url, seconds, size) {
  return measureJoin(url, seconds, 'ref', () => ({
    ref: codeFor(1 + Math.floor(Math.random() * size)),
    elapsedMs: 5_000,
  }));
}

/** GET /api/status/:token for random entries (tokens signed as the server signs them). */
async function statusPages(url, seconds, size, tokens) {
  const result = await autocannon({
    url,
    connections: 100,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest(request) {
          const id = 1 + Math.floor(Math.random() * size);
          request.path = `/api/status/${tokens.sign('status', id, new Date())}`;
          return request;
        },
      },
    ],
  });
  return summarise(result);
}

/**
 * The admin's line in place order, 50 entries a page: median and p95 of 30 calls, either paging
 * from the front of the line or deep in it (pages from the middle on).
 */
async function adminLine(url, size, cookie, { fromMiddle }) {
  const times = [];
  for (let call = 0; call < 30; call += 1) {
    const offset = (fromMiddle ? Math.floor(size / 2) : 0) + call * 50;
    const started = performance.now();
    const response = await fetch(`${url}/api/admin/line?offset=${offset}&limit=50`, {
      headers: { cookie },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET /api/admin/line answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { medianMs: round(times[15]), p95Ms: round(times[28]) };
}

const round = (value) => Math.round(value * 10) / 10;

async function measurePair(pair, { store, size, seconds, turns, tokens }) {
  const onRuns = [];
  const offRuns = [];
  const turn = Math.max(1, Math.round(seconds / turns));
  for (let index = 0; index < turns; index += 1) {
    onRuns.push(await joinsWithRef(pair.on.url, turn, size));
    offRuns.push(await joinsWithRef(pair.off.url, turn, size));
  }
  const joinsOn = combine(onRuns);
  const joinsOff = combine(offRuns);
  const status = await statusPages(pair.on.url, seconds, size, tokens);
  const cookie = await adminCookie(pair.on.url);
  const lineFront = await adminLine(pair.on.url, size, cookie, { fromMiddle: false });
  const line = await adminLine(pair.on.url, size, cookie, { fromMiddle: true });
  const row = {
    store,
    size,
    joinsOn,
    joinsOff,
    onVsOff: round((joinsOn.requestsPerSecond / joinsOff.requestsPerSecond) * 100),
    status,
    lineFront,
    line,
    loadAverage: loadavg().map((value) => round(value)),
  };
  console.log(
    `${store}, ${size.toLocaleString('en')} entries: joins with a ref ` +
      `${joinsOn.requestsPerSecond}/s (p99 ${joinsOn.p99Ms} ms) with referrals on, ` +
      `${joinsOff.requestsPerSecond}/s off (${row.onVsOff}%); GET /api/status/:token ` +
      `${status.requestsPerSecond}/s (p99 ${status.p99Ms} ms, ${status.errors} errors); admin ` +
      `line, median / p95: first pages ${lineFront.medianMs} / ${lineFront.p95Ms} ms, mid-list ` +
      `${line.medianMs} / ${line.p95Ms} ms; load ${row.loadAverage[0]}`,
  );
  return row;
}

export async function runReferralsBench({
  stores = STORES,
  sizes = [100_000, 1_000_000],
  seconds = 10,
  turns = 2,
} = {}) {
  const { LinkTokens } = await import(
    pathToFileURL(join(buildDir, 'node', 'server', 'loop', 'tokens.js')).href
  );
  const tokens = new LinkTokens(SESSION_SECRET);
  const env = { SESSION_SECRET, SMTP_URL: '' };
  const postgres = stores.includes('postgres') ? await startPostgres() : null;
  const rows = [];
  try {
    for (const store of stores) {
      for (const size of sizes) {
        console.log(`  ${store}, ${size.toLocaleString('en')} entries: seeding two stores…`);
        const pair =
          store === 'postgres'
            ? await postgresPair(postgres, size, env)
            : await lowdbPair(size, env);
        try {
          rows.push(await measurePair(pair, { store, size, seconds, turns, tokens }));
        } finally {
          await pair.stop();
        }
      }
    }
  } finally {
    await postgres?.stop();
  }
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const quick = args.includes('--quick');
  const sizesArg = args.find((arg) => arg.startsWith('--sizes='));
  const storesArg = args.find((arg) => arg.startsWith('--stores='));
  const rows = await runReferralsBench({
    ...(sizesArg ? { sizes: sizesArg.slice(8).split(',').map(Number) } : {}),
    ...(storesArg ? { stores: storesArg.slice(9).split(',') } : {}),
    seconds: quick ? 3 : 10,
  });
  const targets = rows.map((row) => ({
    target: `${row.store}, ${row.size.toLocaleString('en')} entries: joins/s with referrals on within 10% of off`,
    measured: `${row.onVsOff}%`,
    pass: row.onVsOff >= 90,
  }));
  for (const target of targets) {
    console.log(`${target.pass ? 'pass' : 'FAIL'}  ${target.target}: ${target.measured}`);
  }
}
