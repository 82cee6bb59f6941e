// node bench/profile.mjs SIZE ROUTE [SECONDS]: where the production server's CPU goes under
// autocannon at 100 connections, ROUTE being join or count, on a lowdb folder of SIZE seeded
// entries (started twice: the first start upgrades them). Prints the server's CPU time per request
// (robust on a loaded machine, unlike req/s), then the share of each package or server file and of
// the busiest functions, from Node's own --cpu-prof. BENCH_BUILD_DIR points at another build;
// METRICS_TOKEN set profiles the server with its metrics on (bench/metrics.mjs measures their cost).
import { copyFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { measureCount, measureJoin } from './http.mjs';
import { removeDataDir, seedDataDir, startBenchServer } from './serverProcess.mjs';

const size = Number(process.argv[2] ?? 10_000);
const route = process.argv[3] ?? 'join';
const seconds = Number(process.argv[4] ?? 8);
const buildDir = resolve(process.env.BENCH_BUILD_DIR ?? join(import.meta.dirname, '..', 'dist'));
if (!['join', 'count'].includes(route)) throw new Error('ROUTE is join or count');

const dataDir = await seedDataDir(size);
const profileDir = await mkdtemp(join(tmpdir(), 'synapse-profile-'));
try {
  await (await startBenchServer({ buildDir, dataDir, timeoutMs: 900_000 })).stop();
  const server = await startBenchServer({
    buildDir,
    dataDir,
    timeoutMs: 900_000,
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
    env: process.env.METRICS_TOKEN ? { METRICS_TOKEN: process.env.METRICS_TOKEN } : {},
  });
  const measured =
    route === 'join'
      ? await measureJoin(server.url, seconds, `profile-${Date.now()}`)
      : await measureCount(server.url, seconds);
  await server.stop();
  const [file] = (await readdir(profileDir)).filter((name) => name.endsWith('.cpuprofile'));
  const profile = JSON.parse(await readFile(join(profileDir, file), 'utf8'));
  // PROFILE_KEEP=FILE keeps the profile, to open in Chrome's DevTools (Performance, Load profile).
  if (process.env.PROFILE_KEEP) await copyFile(join(profileDir, file), process.env.PROFILE_KEEP);
  report(profile, measured);
} finally {
  await removeDataDir(dataDir);
  await rm(profileDir, { recursive: true, force: true });
}

/** A package (node_modules), a file of the build, or V8's own entries such as the GC. */
function placeOf({ url, functionName }) {
  if (!url) return functionName;
  const inPackage = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return `npm:${inPackage[1]}`;
  return url.replace(/^.*\/node\/(server|src)\//, '$1/');
}

function report(profile, measured) {
  const sampled = new Map();
  profile.samples.forEach((id, index) => {
    sampled.set(id, (sampled.get(id) ?? 0) + profile.timeDeltas[index]);
  });
  const byPlace = new Map();
  const byFunction = new Map();
  let busyUs = 0;
  for (const node of profile.nodes) {
    const us = sampled.get(node.id) ?? 0;
    const frame = node.callFrame;
    if (frame.functionName === '(idle)') continue;
    busyUs += us;
    const place = placeOf(frame);
    byPlace.set(place, (byPlace.get(place) ?? 0) + us);
    const name = `${frame.functionName || '(anonymous)'} ${place}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  }
  const perRequest = (us) => `${Math.round(us / measured.total)} µs`.padStart(8);
  const share = (us) => `${((us / busyUs) * 100).toFixed(1)}%`.padStart(6);
  const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  console.log(
    `${route} at ${size.toLocaleString('en')} entries: ${measured.requestsPerSecond} req/s, ` +
      `${measured.total} requests; server CPU ${perRequest(busyUs).trim()} per request ` +
      '(start-up included)',
  );
  console.log('\nBy place (CPU per request, share):');
  for (const [place, us] of top(byPlace, 25))
    console.log(`${perRequest(us)} ${share(us)}  ${place}`);
  console.log('\nBusiest functions (self time):');
  for (const [name, us] of top(byFunction, 30))
    console.log(`${perRequest(us)} ${share(us)}  ${name}`);
}
