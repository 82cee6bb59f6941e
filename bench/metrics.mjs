// The metrics' cost to a join (issue 41, item 2: at most 3 % of its throughput): two servers on
// data folders seeded alike, one without METRICS_TOKEN (nothing recorded) and one with it (every
// request counted and timed, every commit timed, scraped every SCRAPE_EVERY_MS as Prometheus
// would), POST /api/waitlist/join on each in alternating turns. Prints joins/s of both, their
// ratio, the CPU a join cost on each, and "met" or "missed" against the budget.
// Run: node bench/metrics.mjs [--quick] (or npm run bench -- --metrics).
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { combine, measureJoin, withServerCpu } from './http.mjs';
import { removeDataDir, seedDataDir, startBenchServer } from './serverProcess.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
const defaultBuildDir = resolve(process.env.BENCH_BUILD_DIR ?? join(benchDir, '..', 'dist'));
const TOKEN = 'bench-metrics-token-0123456789';
/** The most a join's throughput may lose to the metrics. */
export const METRICS_BUDGET = 0.03;
/** Far more often than a 15 s scrape interval: the scrapes' own cost is in the figure. */
const SCRAPE_EVERY_MS = 2_000;

/** Scrapes `url` every SCRAPE_EVERY_MS until stopped; answers the scrapes' count. */
function scrapeEvery(url) {
  let scrapes = 0;
  const timer = setInterval(async () => {
    const answer = await fetch(`${url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    }).catch(() => null);
    await answer?.arrayBuffer();
    if (answer?.ok) scrapes += 1;
  }, SCRAPE_EVERY_MS);
  return () => {
    clearInterval(timer);
    return scrapes;
  };
}

export async function runMetricsBench({
  buildDir = defaultBuildDir,
  seconds = 20,
  turns = 4,
  warmUpSeconds = 2,
  entries = 10_000,
} = {}) {
  const folders = [await seedDataDir(entries), await seedDataDir(entries)];
  const servers = {
    off: await startBenchServer({ buildDir, dataDir: folders[0] }),
    on: await startBenchServer({ buildDir, dataDir: folders[1], env: { METRICS_TOKEN: TOKEN } }),
  };
  const stopScraping = scrapeEvery(servers.on.url);
  try {
    for (const [name, server] of Object.entries(servers)) {
      await measureJoin(server.url, warmUpSeconds, `metrics-warm-${name}`);
    }
    const runs = { off: [], on: [] };
    for (let turn = 0; turn < turns; turn += 1) {
      // Alternating which goes first: a machine's load drifts over a run.
      const order = turn % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
      for (const name of order) {
        const server = servers[name];
        runs[name].push(
          await withServerCpu(server, () =>
            measureJoin(server.url, seconds / turns, `metrics-${name}`),
          ),
        );
      }
    }
    const off = combine(runs.off);
    const on = combine(runs.on);
    const ratio = on.requestsPerSecond / off.requestsPerSecond;
    const cost = 1 - ratio;
    return {
      entries,
      secondsEach: seconds,
      turns,
      scrapes: stopScraping(),
      loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
      off,
      on,
      ratio: Math.round(ratio * 1000) / 1000,
      cost: Math.round(cost * 1000) / 1000,
      budget: METRICS_BUDGET,
      met: cost <= METRICS_BUDGET,
    };
  } finally {
    stopScraping();
    for (const server of Object.values(servers)) await server.stop();
    for (const folder of folders) await removeDataDir(folder);
  }
}

export function formatMetricsBench(result) {
  const row = (name, run) =>
    `  METRICS_TOKEN ${name.padEnd(5)} ${String(run.requestsPerSecond).padStart(6)} joins/s` +
    `  p99 ${run.p99Ms} ms  server CPU ${run.cpuUsPerRequest} µs/join  errors ${run.errors}`;
  const percentCost = (result.cost * 100).toFixed(1);
  return [
    `Joins with and without metrics (${result.entries} entries, ${result.secondsEach} s each in ` +
      `${result.turns} turns, ${result.scrapes} scrapes, load ${result.loadAverage.join(' ')}):`,
    row('unset', result.off),
    row('set', result.on),
    `  ratio ${result.ratio} (cost ${percentCost} %, budget ${result.budget * 100} %): ` +
      (result.met ? 'met' : 'missed'),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const quick = process.argv.includes('--quick');
  const result = await runMetricsBench(quick ? { seconds: 6, turns: 2, warmUpSeconds: 1 } : {});
  console.log(formatMetricsBench(result));
  process.exitCode = result.met ? 0 : 1;
}
