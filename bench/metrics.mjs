// The metrics' cost to a join (issue 41, item 2: at most 3 % of its throughput): two servers on
// data folders seeded alike, one without METRICS_TOKEN (nothing recorded) and one with it (every
// request counted and timed, every commit timed, scraped every SCRAPE_EVERY_MS as Prometheus
// would), POST /api/waitlist/join on each in alternating turns after the same warm-up. The
// scrapes run only during the metered server's own warm-up and turns: their CPU counts against it
// and never slows the other's turn. Prints joins/s of both, the CPU a join cost on each (the
// server's, every thread), and "met" or "missed" for each against the budget: throughput is the
// issue's measure, CPU per join the one a shared machine's load disturbs least.
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

/** Scrapes `url` every SCRAPE_EVERY_MS while `measure` runs; answers its result. */
async function whileScraping(url, tally, measure) {
  const timer = setInterval(async () => {
    const answer = await fetch(`${url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    }).catch(() => null);
    await answer?.arrayBuffer();
    if (answer?.ok) tally.scrapes += 1;
  }, SCRAPE_EVERY_MS);
  try {
    return await measure();
  } finally {
    clearInterval(timer);
  }
}

/** 1 - on/off, rounded to 0.1 %: what the metrics take away (negative: nothing measurable). */
const lost = (on, off) => Math.round((1 - on / off) * 1000) / 1000;

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
  const tally = { scrapes: 0 };
  // The metered server's turns run while it is scraped, as Prometheus would.
  const metered = (name, measure) =>
    name === 'on' ? whileScraping(servers.on.url, tally, measure) : measure();
  try {
    for (const [name, server] of Object.entries(servers)) {
      await metered(name, () => measureJoin(server.url, warmUpSeconds, `metrics-warm-${name}`));
    }
    const runs = { off: [], on: [] };
    for (let turn = 0; turn < turns; turn += 1) {
      // Alternating which goes first: a machine's load drifts over a run.
      const order = turn % 2 === 0 ? ['off', 'on'] : ['on', 'off'];
      for (const name of order) {
        const server = servers[name];
        runs[name].push(
          await withServerCpu(server, () =>
            metered(name, () => measureJoin(server.url, seconds / turns, `metrics-${name}`)),
          ),
        );
      }
    }
    const off = combine(runs.off);
    const on = combine(runs.on);
    const cost = lost(on.requestsPerSecond, off.requestsPerSecond);
    // CPU a join costs: the more it costs, the fewer a second; hence off/on.
    const cpuCost = lost(off.cpuUsPerRequest, on.cpuUsPerRequest);
    return {
      entries,
      secondsEach: seconds,
      turns,
      scrapes: tally.scrapes,
      loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
      off,
      on,
      ratio: Math.round((on.requestsPerSecond / off.requestsPerSecond) * 1000) / 1000,
      cost,
      cpuCost,
      budget: METRICS_BUDGET,
      met: cost <= METRICS_BUDGET,
      cpuMet: cpuCost <= METRICS_BUDGET,
    };
  } finally {
    for (const server of Object.values(servers)) await server.stop();
    for (const folder of folders) await removeDataDir(folder);
  }
}

export function formatMetricsBench(result) {
  const row = (name, run) =>
    `  METRICS_TOKEN ${name.padEnd(5)} ${String(run.requestsPerSecond).padStart(6)} joins/s` +
    `  p99 ${run.p99Ms} ms  server CPU ${run.cpuUsPerRequest} µs/join  errors ${run.errors}`;
  const percent = (cost) => `${(cost * 100).toFixed(1)} %`;
  const verdict = (met) => (met ? 'met' : 'missed');
  return [
    `Joins with and without metrics (${result.entries} entries, ${result.secondsEach} s each in ` +
      `${result.turns} turns, ${result.scrapes} scrapes, load ${result.loadAverage.join(' ')}):`,
    row('unset', result.off),
    row('set', result.on),
    `  throughput: ratio ${result.ratio}, cost ${percent(result.cost)} ` +
      `(budget ${percent(result.budget)}): ${verdict(result.met)}`,
    `  CPU per join: cost ${percent(result.cpuCost)} ` +
      `(budget ${percent(result.budget)}): ${verdict(result.cpuMet)}`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const quick = process.argv.includes('--quick');
  const result = await runMetricsBench(quick ? { seconds: 6, turns: 2, warmUpSeconds: 1 } : {});
  console.log(formatMetricsBench(result));
  process.exitCode = result.met ? 0 : 1;
}
