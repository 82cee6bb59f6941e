// Issue 42, item 3: the admin search on lowdb at 1,000,000 entries, each kind of search apart (a
// whole address, the start of one, a word in every address, a name, no match), and the first
// search after a restart on the same data folder, sent as soon as the server answers its first
// request. Prints the table with met or missed and the load average; writes
// bench/lowdb-search-results.json.
//   node bench/lowdbSearch.mjs [--entries=1000000] [--data-dir=DIR] [--keep] [--calls=100]
//     [--restarts=2] [--join-seconds=3]
// --keep leaves the folder it seeded in place and prints it; --data-dir=DIR reuses such a folder. BENCH_BUILD_DIR names the build (dist/).
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminCookie, measureAdminSearch, measureJoin } from './http.mjs';
import { removeDataDir, seedDataDir, startBenchServer } from './serverProcess.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
const RESULTS_FILE = join(benchDir, 'lowdb-search-results.json');
const TARGET_MS = 50;
/** A start may take this long per seeded entry (the first upgrades them) before it counts as failed. */
const START_TIMEOUT_PER_ENTRY_MS = 0.5;

/**
 * The kinds of search, each with a few searches of seedDataDir's entries (seed-N@example.com,
 * names and companies from short lists) for a list of `entries`, cycled through by the calls.
 */
export function searchKinds(entries) {
  const seeded = (share) => Math.max(1, Math.floor(entries * share));
  return [
    {
      kind: 'a whole address',
      searches: [0.4242, 0.9, 0.05].map((share) => `seed-${seeded(share)}@example.com`),
    },
    {
      kind: 'the start of an address',
      searches: [0.004242, 0.09, 0.0777].map((share) => `seed-${seeded(share)}`),
    },
    { kind: 'a word in every address', searches: ['example', '@example.com', 'example.com'] },
    { kind: 'a name', searches: ['hopper', 'lovelace', 'ada lovelace', 'initech'] },
    { kind: 'no match', searches: ['nobody-matches-this', 'zebra@nowhere', 'qqq'] },
  ];
}

const round = (value) => Math.round(value * 10) / 10;
const load = () => loadavg().map((value) => Math.round(value * 100) / 100);

/** Each kind of search `calls` times in a row: one row {kind, medianMs, p95Ms, matching} each. */
export async function measureSearchKinds(url, cookie, { calls = 100, entries = 1_000_000 } = {}) {
  const rows = [];
  for (const { kind, searches } of searchKinds(entries)) {
    const timing = await measureAdminSearch(url, cookie, calls, searches);
    rows.push({
      kind,
      medianMs: round(timing.medianMs),
      p95Ms: round(timing.p95Ms),
      calls,
      matching: timing.firstMatching,
      searches,
    });
  }
  return rows;
}

/** One admin search: its time to the whole answer, its status and its number matching. */
async function timedSearch(url, cookie, search) {
  const started = performance.now();
  const response = await fetch(`${url}/api/admin/waitlist?search=${encodeURIComponent(search)}`, {
    headers: { cookie },
  });
  const body = await response.json();
  return { ms: performance.now() - started, status: response.status, matching: body.matching };
}

/**
 * The server stopped and started again on the same data folder, `restarts` times for each kind:
 * the first search of that kind sent as soon as the server has answered its first request (the
 * count route), with a session from before the restart. One row per start: {kind, search, ms}.
 */
export async function measureFirstSearchAfterRestart({
  buildDir,
  dataDir,
  cookie,
  entries = 1_000_000,
  restarts = 2,
}) {
  const rows = [];
  const timeoutMs = START_TIMEOUT_PER_ENTRY_MS * entries + 60_000;
  for (let turn = 0; turn < restarts; turn += 1) {
    for (const { kind, searches } of searchKinds(entries)) {
      const search = searches[turn % searches.length];
      const server = await startBenchServer({ buildDir, dataDir, timeoutMs });
      try {
        const first = await timedSearch(server.url, cookie, search);
        if (first.status !== 200) throw new Error(`the first search answered ${first.status}`);
        const again = await timedSearch(server.url, cookie, search);
        if (again.matching !== first.matching) {
          throw new Error(`"${search}" matched ${first.matching} first, then ${again.matching}`);
        }
        rows.push({
          kind,
          search,
          ms: round(first.ms),
          startupMs: Math.round(server.startupMs),
          matching: first.matching,
        });
      } finally {
        await server.stop();
      }
    }
  }
  return rows;
}

/**
 * The running `server` (startBenchServer's, on `dataDir`) searched for each kind, then stopped and
 * restarted for the first searches: { kinds, firstSearches, loadAverage }; null when a part failed
 * (said why), so that the rest of npm run bench goes on.
 */
export async function measureLowdbSearch({
  server,
  buildDir,
  dataDir,
  cookie,
  entries = 1_000_000,
  calls,
}) {
  try {
    const loadBefore = load();
    const kinds = await measureSearchKinds(server.url, cookie, { calls, entries });
    await server.stop();
    const restarts = { buildDir, dataDir, cookie, entries };
    const firstSearches = await measureFirstSearchAfterRestart(restarts);
    for (const row of kinds) {
      const firsts = firstSearches.filter((first) => first.kind === row.kind);
      console.log(
        `  lowdb search for ${row.kind}: median ${row.medianMs} ms, p95 ${row.p95Ms} ms ` +
          `(${row.matching} matching); first after a restart ${firsts.map((f) => f.ms).join(', ')} ms`,
      );
    }
    return { entries, kinds, firstSearches, loadBefore, loadAverage: load() };
  } catch (error) {
    console.log(`  lowdb search by kind: n/a (${error.message})`);
    return null;
  }
}

/** Issue 42, item 3's targets: each kind's p95, and the slowest first search after a restart. */
export function lowdbSearchTargets(result) {
  if (!result) return [];
  const size = `lowdb, ${result.entries.toLocaleString('en')} entries`;
  const rows = result.kinds.map(({ kind, p95Ms }) => ({
    target: `${size}: admin search for ${kind} p95 ≤ ${TARGET_MS} ms`,
    value: `${p95Ms} ms`,
    pass: p95Ms <= TARGET_MS,
  }));
  const slowest = Math.max(...result.firstSearches.map((row) => row.ms));
  rows.push({
    target: `${size}: the first search after a restart ≤ ${TARGET_MS} ms`,
    value: `${slowest} ms (of ${result.firstSearches.length} restarts)`,
    pass: slowest <= TARGET_MS,
  });
  return rows;
}

function formatResult(result) {
  const lines = ['| Kind | Median | p95 | Matching | First search after a restart |'];
  lines.push('| --- | --- | --- | --- | --- |');
  for (const row of result.kinds) {
    const firsts = result.firstSearches.filter((first) => first.kind === row.kind);
    const firstText = firsts.map((first) => `${first.ms} ms`).join(', ');
    lines.push(
      `| ${row.kind} | ${row.medianMs} ms | ${row.p95Ms} ms | ${row.matching} | ${firstText} |`,
    );
  }
  lines.push('', '| Target | Measured | Result |', '| --- | --- | --- |');
  for (const target of lowdbSearchTargets(result)) {
    lines.push(`| ${target.target} | ${target.value} | ${target.pass ? 'met' : 'MISSED'} |`);
  }
  lines.push(
    '',
    `Load average ${result.loadBefore.join(' / ')} before, ${result.loadAverage.join(' / ')} after.`,
  );
  return lines.join('\n');
}

const flag = (name) =>
  process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3);

/** The data folder: given and seeded before, or seeded now and started once (the upgrade). */
async function dataFolder(buildDir, entries) {
  const given = flag('data-dir');
  if (given) {
    if (!existsSync(join(given, 'db.json'))) throw new Error(`${given} holds no db.json`);
    return { dataDir: given, seeded: false };
  }
  console.log(`Seeding ${entries.toLocaleString('en')} entries…`);
  const dataDir = await seedDataDir(entries);
  const timeoutMs = START_TIMEOUT_PER_ENTRY_MS * entries + 60_000;
  const first = await startBenchServer({ buildDir, dataDir, timeoutMs });
  console.log(`  first start (upgrades the seeded entries): ${Math.round(first.startupMs)} ms`);
  await first.stop();
  console.log(`  data folder: ${dataDir}`);
  return { dataDir, seeded: true };
}

async function main() {
  const entries = Number(flag('entries') ?? 1_000_000);
  const calls = Number(flag('calls') ?? 100);
  const joinSeconds = Number(flag('join-seconds') ?? 3);
  const buildDir = resolve(process.env.BENCH_BUILD_DIR ?? join(benchDir, '..', 'dist'));
  const { dataDir, seeded } = await dataFolder(buildDir, entries);
  try {
    const timeoutMs = START_TIMEOUT_PER_ENTRY_MS * entries + 60_000;
    const server = await startBenchServer({ buildDir, dataDir, timeoutMs });
    console.log(`Started in ${Math.round(server.startupMs)} ms`);
    try {
      const cookie = await adminCookie(server.url);
      if (!cookie) throw new Error('POST /api/login did not log in');
      // Joins before the searches, as the full bench has them: the newest block is rebuilt.
      if (joinSeconds > 0) await measureJoin(server.url, joinSeconds, 'lowdb-search');
      const result = await measureLowdbSearch({
        server,
        buildDir,
        dataDir,
        cookie,
        entries,
        calls,
      });
      if (!result) throw new Error('the lowdb search was not measured');
      console.log(`\n${formatResult(result)}`);
      const written = { at: new Date().toISOString(), buildDir, ...result };
      written.targets = lowdbSearchTargets(result);
      await writeFile(RESULTS_FILE, `${JSON.stringify(written, null, 2)}\n`);
      console.log(`\nWritten to ${RESULTS_FILE}`);
    } finally {
      await server.stop();
    }
  } finally {
    if (seeded && !process.argv.includes('--keep')) await removeDataDir(dataDir);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
