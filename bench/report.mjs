import { formatCountDuringExport } from './exportCount.mjs';
import { joinCeiling } from './nodeFloor.mjs';

// The Markdown tables npm run bench prints (docs/performance.md quotes them); the targets they
// report are checked in targets.mjs.

export const number = (value) =>
  value === null || value === undefined ? 'n/a' : value.toLocaleString('en');
export const ms = (value) =>
  value === null || value === undefined ? 'n/a' : `${Math.round(value)} ms`;
/** A share as a whole percentage; 'n/a' when it was not measured. */
export const percent = (share) =>
  share === null || share === undefined ? 'n/a' : `${Math.round(share * 100)}%`;

export function bySize(results, entries) {
  return results.sizes.find((row) => row.entries === entries);
}

export const joinShare = (row) => row.join.requestsPerSecond / row.count.requestsPerSecond;

/** The share of the count route joins could reach if a join cost only Node's own POST, or null. */
export function ceilingOf(results, row) {
  return results.nodeFloor && row.count.cpuUsPerRequest
    ? joinCeiling(row.count, results.nodeFloor)
    : null;
}

/** A size's count and joins as shares of a floor's GET requests a second ("n/a" unmeasured). */
function againstFloor(floor) {
  return (row) => {
    if (!floor) return 'n/a';
    const [count, join] = [row.count, row.join].map((route) => route.requestsPerSecond / floor);
    return `${percent(count)} / ${percent(join)}`;
  };
}

function sizeTable(results) {
  const header = ['Stored entries', ...results.sizes.map((row) => number(row.entries))];
  const rows = [
    ['POST /api/waitlist/join (req/s)', (row) => number(row.join.requestsPerSecond)],
    ['join latency p50 / p99', (row) => `${row.join.p50Ms} / ${row.join.p99Ms} ms`],
    ['join errors', (row) => number(row.join.errors)],
    ['GET /api/waitlist/count (req/s)', (row) => number(row.count.requestsPerSecond)],
    ['count latency p50 / p99', (row) => `${row.count.p50Ms} / ${row.count.p99Ms} ms`],
    ['joins / count', (row) => percent(joinShare(row))],
    [
      'count / join, against a one-route Express app',
      againstFloor(results.expressFloor?.get.requestsPerSecond),
    ],
    [
      "count / join, against that app with the server's request objects",
      againstFloor(results.expressFloor?.madeLikeTheServer?.get.requestsPerSecond),
    ],
    ['joins / count, first round after the start', (row) => percent(row.firstRound?.share)],
    [
      'server CPU a request: join / count',
      (row) => `${row.join.cpuUsPerRequest ?? 'n/a'} / ${row.count.cpuUsPerRequest ?? 'n/a'} µs`,
    ],
    [
      "server's main thread: CPU a request, join / count",
      (row) =>
        `${row.join.mainThreadUsPerRequest ?? 'n/a'} / ${row.count.mainThreadUsPerRequest ?? 'n/a'} µs`,
    ],
    [
      "server's main thread busy, joins / counts",
      (row) => `${percent(row.join.mainThreadBusy)} / ${percent(row.count.mainThreadBusy)}`,
    ],
    [
      "autocannon's CPU a request (the bench's own), join / count",
      (row) =>
        `${row.join.clientUsPerRequest ?? 'n/a'} / ${row.count.clientUsPerRequest ?? 'n/a'} µs`,
    ],
    [
      "joins / count if a join cost only Node's own POST",
      (row) => {
        const ceiling = ceilingOf(results, row);
        return ceiling === null ? 'n/a' : percent(ceiling);
      },
    ],
    [
      'server RSS after start / 10,000 joins / the timed runs (entries then)',
      (row) =>
        `${row.rssAfterStartMb ?? 'n/a'} / ${row.rssAtSizeMb ?? 'n/a'} / ${row.rssMb} MB ` +
        `(${row.entriesAfterJoins?.toLocaleString('en') ?? 'n/a'})`,
    ],
    ['start-up (spawn → first count)', (row) => ms(row.startupMs)],
    ['first start (upgrades the seeded entries)', (row) => ms(row.firstStartMs)],
  ].map(([label, cell]) => [label, ...results.sizes.map(cell)]);
  return [header, header.map(() => '---'), ...rows];
}

function extrasTable(results) {
  const at100k = bySize(results, 100_000);
  const at1k = bySize(results, 1_000);
  const search = at100k.adminSearch;
  const csv = at100k.export;
  const particles = at1k.particles;
  const rows = [
    ['Other measurements', 'Result'],
    ['---', '---'],
    [
      `admin search at 100,000 (median / p95 of ${search?.calls ?? 'n/a'})`,
      search ? `${ms(search.medianMs)} / ${ms(search.p95Ms)}` : 'n/a',
    ],
    [
      'CSV export (100,000 seeded + the bench joins)',
      csv ? `${ms(csv.ms)} (${csv.megabytes.toFixed(1)} MB, ${number(csv.lines)} lines)` : 'n/a',
    ],
    [
      'GET /api/waitlist/count during a CSV export at 100,000',
      formatCountDuringExport(at100k.countDuringExport),
    ],
    [
      "Node's own HTTP server (no Express, no store): CPU a GET / a POST with a join's body",
      results.nodeFloor
        ? `${results.nodeFloor.getUs} / ${results.nodeFloor.postUs} µs (the POST ${results.nodeFloor.postExtraUs} µs more; ` +
          `main thread ${results.nodeFloor.getMainThreadUs ?? 'n/a'} / ${results.nodeFloor.postMainThreadUs ?? 'n/a'} µs)`
        : 'n/a',
    ],
    [
      "Node's own HTTP server: GET / POST req/s (POSTs / GETs), its main thread busy",
      results.nodeFloor?.getRequestsPerSecond
        ? `${number(results.nodeFloor.getRequestsPerSecond)} / ${number(results.nodeFloor.postRequestsPerSecond)} ` +
          `req/s (${percent(results.nodeFloor.postRequestsPerSecond / results.nodeFloor.getRequestsPerSecond)}), ` +
          `busy ${percent(results.nodeFloor.getMainThreadBusy)} / ${percent(results.nodeFloor.postMainThreadBusy)}`
        : 'n/a',
    ],
    [
      'landing page JavaScript (gzip, eager)',
      `${results.landing.gzipKilobytes.toFixed(1)} kB in ${results.landing.files.length} file(s)`,
    ],
    [
      'particle frame work at 1920×1080 (median / p95)',
      particles
        ? `${particles.medianMs.toFixed(2)} / ${particles.p95Ms.toFixed(2)} ms (${particles.frames} frames)`
        : 'n/a',
    ],
  ];
  const load = results.load;
  if (load) {
    rows.push([
      `mixed load (bench/load.mjs, ${load.seconds} s, ${load.connections} connections)`,
      `${number(Math.round(load.requestsPerSecond))} req/s, p99 ${load.latencyMs?.p99} ms, ${load.ok ? 'OK' : 'FAILED'}`,
    ]);
  }
  return rows;
}

const p50p95 = (timing) =>
  timing ? `${timing.medianMs.toFixed(1)} / ${timing.p95Ms.toFixed(1)} ms` : 'n/a';

/** The rows of bench/postgres.mjs: joins and count, admin stats and searches, per size and workers. */
export function postgresTable(rows) {
  const runs = rows.filter((row) => row.joinPerSecond !== undefined);
  return [
    [
      'Stored entries',
      'Workers',
      'Joins/s (p99)',
      'Count route/s (p99)',
      'Joins / count',
      'Admin stats p50 / p95',
      'Broad search p50 / p95',
      'Narrow search p50 / p95',
      'Whole address p50 / p95',
      'Start of an address p50 / p95',
      'Load (1 min)',
    ],
    ['---', '---', '---', '---', '---', '---', '---', '---', '---', '---', '---'],
    ...runs.map((row) => [
      number(row.entries),
      String(row.workers),
      `${number(row.joinPerSecond)} (${row.joinP99Ms} ms)`,
      `${number(row.countPerSecond)} (${row.countP99Ms} ms)`,
      (row.joinPerSecond / row.countPerSecond).toFixed(2),
      p50p95(row.adminStats),
      p50p95(row.broadSearch),
      p50p95(row.narrowSearch),
      p50p95(row.wholeAddressSearch),
      p50p95(row.addressStartSearch),
      row.loadAverage ? row.loadAverage[0].toFixed(1) : 'n/a',
    ]),
  ];
}

export function markdown(rows) {
  return rows.map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

export function formatTable(results) {
  const { machine } = results;
  const targets = [
    ['Target', 'Measured', 'Result'],
    ['---', '---', '---'],
    ...results.targets.map((target) => [
      target.target,
      target.value,
      target.pass === null ? 'not run' : target.pass ? 'pass' : 'FAIL',
    ]),
  ];
  return [
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, Node ${machine.node}; ` +
      `${results.date.slice(0, 16).replace('T', ' ')} UTC` +
      (machine.loadAverage ? `, load average ${machine.loadAverage.join(' / ')}` : '') +
      `; autocannon ${results.connections} connections, ${results.secondsPerRun} s per route and size (in ${results.turns} alternating turns).`,
    '',
    markdown(sizeTable(results)),
    '',
    markdown(extrasTable(results)),
    '',
    markdown(targets),
    ...(results.postgres ? ['', markdown(postgresTable(results.postgres))] : []),
  ].join('\n');
}
