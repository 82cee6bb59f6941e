// The admin's launch numbers on PostgreSQL (issue 28, item 3): GET /api/admin/analytics at
// 1,000,000 stored entries, median and p95 of sequential calls for a week, 30 days (the overview's
// default) and the whole 60 days the entries span. The entries are bulk-loaded as bench/postgres.mjs
// does (generate_series), then 40% are confirmed, 10% invited, 20% came through a referral link
// and 30% carry a visit (UTM source and campaign, referring site), so every dimension has rows.
//   node bench/analytics.mjs [--entries=1000000] [--calls=60]
// BENCH_BUILD_DIR names the build (default dist/); BENCH_DATABASE_URL a PostgreSQL server.
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminCookie, measureAdminCall, median, percentile } from './http.mjs';
import { bulkLoad, databaseUrl, startApp, startPostgres, withClient } from './postgres.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
const RESULTS_FILE = join(benchDir, 'analytics-results.json');
/** Issue 28's target for the call at 1,000,000 entries. */
const TARGET_P95_MS = 50;

const flag = (name, fallback) => {
  const found = process.argv.find((argument) => argument.startsWith(`--${name}=`));
  return found ? Number(found.slice(name.length + 3)) : fallback;
};

/** Lifecycle, referrals and visits for a share of the bulk-loaded entries, in a few statements. */
async function spreadThePeople(url) {
  await withClient(url, async (client) => {
    await client.query('SET synchronous_commit = off');
    await client.query(
      `UPDATE waitlist_entries SET status = 'confirmed', confirmed_at = created_at + interval '1 hour'
       WHERE id % 5 < 2`,
    );
    await client.query(
      `UPDATE waitlist_entries SET status = 'invited', invited_at = created_at + interval '2 days'
       WHERE id % 10 = 0`,
    );
    await client.query(
      'UPDATE waitlist_entries SET referred_by = id - 1 WHERE id % 5 = 3 AND id > 1',
    );
    await client.query(
      `INSERT INTO entry_attributions (entry_id, utm_source, utm_campaign, referrer_host)
       SELECT id, (ARRAY['newsletter','mastodon','linkedin'])[1 + id % 3],
              (ARRAY['launch','spring','beta'])[1 + id % 3 / 2], 'news.example'
       FROM waitlist_entries WHERE id % 10 < 3`,
    );
    await client.query('VACUUM ANALYZE');
  });
}

/** The people area's dayCounts statement run straight on the database: the store's share. */
async function statementTimes(url, fromDay, toDay, calls) {
  return withClient(url, async (client) => {
    const times = [];
    for (let call = 0; call < calls; call += 1) {
      const started = performance.now();
      await client.query(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, dimension, value, sum(entries)::integer
         FROM analytics_counts WHERE day BETWEEN $1::date AND $2::date
         GROUP BY day, dimension, value HAVING sum(entries) <> 0`,
        [fromDay, toDay],
      );
      times.push(performance.now() - started);
    }
    const { rows } = await client.query('SELECT count(*)::integer AS rows FROM analytics_counts');
    return { medianMs: median(times), p95Ms: percentile(times, 0.95), rows: rows[0].rows };
  });
}

async function main() {
  const entries = flag('entries', 1_000_000);
  const calls = flag('calls', 60);
  const buildDir = resolve(process.env.BENCH_BUILD_DIR ?? join(benchDir, '..', 'dist'));
  const postgres = await startPostgres();
  const name = `synapse_bench_analytics_${process.pid}`;
  await withClient(postgres.adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = databaseUrl(postgres.adminUrl, name);
  try {
    console.log(`PostgreSQL, ${entries.toLocaleString('en')} entries: migrating, bulk-loading…`);
    const migrating = await startApp({ buildDir, url, workers: 1 });
    await migrating.stop();
    const loading = performance.now();
    await bulkLoad(url, entries);
    await spreadThePeople(url);
    console.log(`  loaded in ${Math.round(performance.now() - loading)} ms`);
    const app = await startApp({ buildDir, url, workers: 1 });
    try {
      const cookie = await adminCookie(app.url);
      if (!cookie) throw new Error('POST /api/login did not log in');
      const today = new Date().toISOString().slice(0, 10);
      const daysAgo = (days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
      const periods = {
        week: `?from=${daysAgo(6)}&to=${today}`,
        thirtyDays: '',
        sixtyDays: `?from=${daysAgo(60)}&to=${today}`,
      };
      // Warm the connection pool and the plans as a running server has them.
      await measureAdminCall(app.url, cookie, `/api/admin/analytics`, 5);
      const rows = [];
      for (const [period, query] of Object.entries(periods)) {
        const timing = await measureAdminCall(
          app.url,
          cookie,
          `/api/admin/analytics${query}`,
          calls,
        );
        rows.push({ period, ...timing, met: timing.p95Ms <= TARGET_P95_MS });
        console.log(
          `  ${period}: median ${timing.medianMs.toFixed(1)} ms, p95 ${timing.p95Ms.toFixed(1)} ms ` +
            `(${timing.p95Ms <= TARGET_P95_MS ? 'meets' : 'misses'} ${TARGET_P95_MS} ms)`,
        );
      }
      // The same machine's baseline: an admin call known to read a handful of counter rows.
      const stats = await measureAdminCall(app.url, cookie, '/api/admin/stats', calls);
      console.log(
        `  baseline GET /api/admin/stats: median ${stats.medianMs.toFixed(1)} ms, ` +
          `p95 ${stats.p95Ms.toFixed(1)} ms`,
      );
      const sql = await statementTimes(url, daysAgo(60), today, calls);
      console.log(
        `  the store's statement alone (60 days, ${sql.rows} count rows in the table): ` +
          `median ${sql.medianMs.toFixed(2)} ms, p95 ${sql.p95Ms.toFixed(2)} ms`,
      );
      const result = {
        at: new Date().toISOString(),
        entries,
        loadAverage: loadavg(),
        rows,
        baselineStats: stats,
        statement: sql,
      };
      await writeFile(RESULTS_FILE, `${JSON.stringify(result, null, 2)}\n`);
      console.log(`Written to ${RESULTS_FILE}`);
    } finally {
      await app.stop();
    }
  } finally {
    await withClient(postgres.adminUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    );
    await postgres.stop();
  }
}

await main();
