// node bench/lowdbRestart.mjs SIZE [SECONDS]: the production server on a lowdb data folder of SIZE
// seeded entries, started twice (the first start upgrades the seeded entries; issue 30 times the
// second), then count and join under autocannon, RSS and the admin search. Prints one JSON line
// with the load average at the start and end. BENCH_BUILD_DIR points at another build.
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { adminCookie, combine, measureAdminSearch, measureCount, measureJoin } from './http.mjs';
import { removeDataDir, seedDataDir, startBenchServer } from './serverProcess.mjs';

const size = Number(process.argv[2] ?? 1_000_000);
const seconds = Number(process.argv[3] ?? 10);
const buildDir = resolve(process.env.BENCH_BUILD_DIR ?? join(import.meta.dirname, '..', 'dist'));
const load = () => loadavg().map((value) => Math.round(value * 100) / 100);
const out = { entries: size, build: buildDir, loadAtStart: load() };
const dataDir = await seedDataDir(size);
try {
  const first = await startBenchServer({ buildDir, dataDir, timeoutMs: 900_000 });
  out.firstStartMs = Math.round(first.startupMs);
  out.upgradeLog = first
    .log()
    .split('\n')
    .filter((line) => /^Upgrad/.test(line));
  await first.stop();
  const server = await startBenchServer({ buildDir, dataDir, timeoutMs: 900_000 });
  try {
    out.secondStartMs = Math.round(server.startupMs);
    out.rssAfterStartMb = Math.round(await server.rssMb());
    await measureCount(server.url, 2);
    await measureJoin(server.url, 2, 'warm');
    const counts = [];
    const joins = [];
    for (let turn = 0; turn < 2; turn += 1) {
      counts.push(await measureCount(server.url, seconds / 2));
      joins.push(await measureJoin(server.url, seconds / 2, `restart-${size}`));
    }
    out.count = combine(counts);
    out.join = combine(joins);
    out.joinsPerCount =
      Math.round((out.join.requestsPerSecond / out.count.requestsPerSecond) * 1000) / 1000;
    out.rssAfterJoinsMb = Math.round(await server.rssMb());
    const cookie = await adminCookie(server.url);
    if (cookie) out.adminSearch = await measureAdminSearch(server.url, cookie);
  } finally {
    await server.stop();
  }
} finally {
  await removeDataDir(dataDir);
}
out.loadAtEnd = load();
console.log(JSON.stringify(out));
