// The count route while a CSV export of 100,000 entries streams (issue 20, finding 5): the export
// yields to the event loop, so other requests are not held up. Target: count p99 < 50 ms.
// Run alone with `node bench/exportCount.mjs` (seeds 100,000 entries, merges its figure into
// bench/results.json) or as part of npm run bench's 100,000 row.
import autocannon from 'autocannon';
import { readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminCookie } from './http.mjs';
import { removeDataDir, seedDataDir, startBenchServer } from './serverProcess.mjs';

export const COUNT_DURING_EXPORT_TARGET_MS = 50;
/** A few visitors at a time, as a dashboard's export meets real traffic (not a saturating load). */
const CONNECTIONS = 10;
/** Exports in a row, so that the count route is measured over several seconds of streaming. */
const EXPORTS = 3;

async function downloadExport(url, cookie) {
  const started = performance.now();
  const response = await fetch(`${url}/api/admin/waitlist/export`, { headers: { cookie } });
  if (!response.ok) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  return { ms: performance.now() - started, bytes };
}

/** Seconds of the count route alone first: what the machine gives it without an export. */
const BASELINE_SECONDS = 3;

/** GET /api/waitlist/count at CONNECTIONS connections for exactly as long as EXPORTS exports take. */
export async function measureCountDuringExport(url, cookie) {
  const baseline = await autocannon({
    url: `${url}/api/waitlist/count`,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: BASELINE_SECONDS,
  });
  const cannon = autocannon({
    url: `${url}/api/waitlist/count`,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: 600,
  });
  const finished = new Promise((resolveRun) => cannon.on('done', resolveRun));
  const exports = [];
  try {
    for (let run = 0; run < EXPORTS; run += 1) exports.push(await downloadExport(url, cookie));
  } finally {
    cannon.stop();
  }
  const result = await finished;
  return {
    connections: CONNECTIONS,
    exports: exports.length,
    exportMs: Math.round(Math.max(...exports.map((run) => run.ms))),
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
    baselineP99Ms: baseline.latency.p99,
    loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
  };
}

export function formatCountDuringExport(row) {
  if (!row) return 'n/a';
  return (
    `p99 ${row.p99Ms} ms (p50 ${row.p50Ms}, max ${row.maxMs}; ${row.requests.toLocaleString('en')} ` +
    `requests at ${row.connections} connections over ${row.exports} exports of ~${row.exportMs} ms; ` +
    `without an export: p99 ${row.baselineP99Ms ?? 'n/a'} ms)`
  );
}

async function main() {
  const benchDir = dirname(fileURLToPath(import.meta.url));
  const buildDir = resolve(process.env.BENCH_BUILD_DIR ?? join(benchDir, '..', 'dist'));
  console.log('100,000 entries: seeding, starting the server…');
  const dataDir = await seedDataDir(100_000);
  const server = await startBenchServer({ buildDir, dataDir });
  try {
    const cookie = await adminCookie(server.url);
    if (!cookie) throw new Error('POST /api/login did not log in');
    const row = await measureCountDuringExport(server.url, cookie);
    const pass = row.p99Ms < COUNT_DURING_EXPORT_TARGET_MS;
    console.log(`count during a CSV export: ${formatCountDuringExport(row)}`);
    console.log(`target p99 < ${COUNT_DURING_EXPORT_TARGET_MS} ms: ${pass ? 'pass' : 'FAIL'}`);
    console.log(`load average (1, 5, 15 min): ${row.loadAverage.join(', ')}`);
    const file = join(benchDir, 'results.json');
    const results = JSON.parse(await readFile(file, 'utf8'));
    const at100k = results.sizes?.find((size) => size.entries === 100_000);
    if (at100k) at100k.countDuringExport = { ...row, date: new Date().toISOString() };
    await writeFile(file, JSON.stringify(results, null, 2) + '\n');
    console.log('Merged into bench/results.json');
    if (!pass) process.exitCode = 1;
  } finally {
    await server.stop();
    await removeDataDir(dataDir);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
