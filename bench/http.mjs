// HTTP measurements: autocannon runs against the join and count routes, and the admin calls.
import autocannon from 'autocannon';
import { ADMIN_PASSWORD } from './serverProcess.mjs';

const JSON_HEADERS = { 'content-type': 'application/json' };

export function summarise(result) {
  return {
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    seconds: result.duration,
    total: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Several runs of one route as one: total over time, and the worst of their latencies; with
 * withServerCpu's times of each run, the CPU a request cost on average (the server's, its main
 * thread's and the bench's own) and the share of the wall time the main thread was busy.
 */
export function combine(runs) {
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const total = runs.reduce((sum, run) => sum + run.total, 0);
  const combined = {
    requestsPerSecond: Math.round(total / seconds),
    seconds: Math.round(seconds * 10) / 10,
    total,
    p50Ms: Math.max(...runs.map((run) => run.p50Ms)),
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
  const sumOf = (field) =>
    runs.every((run) => run[field] !== undefined)
      ? runs.reduce((sum, run) => sum + run[field], 0)
      : null;
  const perRequest = (ms) => Math.round((ms * 1000) / total);
  const cpuMs = sumOf('cpuMs');
  if (cpuMs !== null) combined.cpuUsPerRequest = perRequest(cpuMs);
  const mainMs = sumOf('mainThreadCpuMs');
  const wallMs = sumOf('wallMs');
  if (mainMs !== null && wallMs !== null) {
    combined.mainThreadUsPerRequest = perRequest(mainMs);
    combined.mainThreadBusy = Math.round((mainMs / wallMs) * 100) / 100;
  }
  const clientMs = sumOf('clientCpuMs');
  if (clientMs !== null) combined.clientUsPerRequest = perRequest(clientMs);
  return combined;
}

/** This process's CPU time so far in ms (user and system): the bench's own, autocannon's. */
function ownCpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * A measurement of `server` (startBenchServer's) with the CPU time the server spent in it, its
 * main thread's (when the server tells it), the wall time, and the bench's own CPU time meanwhile
 * (autocannon's, which shares the machine's cores with the server).
 */
export async function withServerCpu(server, measure) {
  const main = server.mainThreadCpuMs ?? (async () => undefined);
  const [before, mainBefore] = [await server.cpuMs(), await main()];
  const [clientBefore, started] = [ownCpuMs(), performance.now()];
  const measured = await measure();
  const [wallMs, clientCpuMs] = [performance.now() - started, ownCpuMs() - clientBefore];
  const mainAfter = await main();
  return {
    ...measured,
    cpuMs: (await server.cpuMs()) - before,
    ...(mainBefore === undefined ? {} : { mainThreadCpuMs: mainAfter - mainBefore, wallMs }),
    clientCpuMs,
  };
}

function cannon(options) {
  return autocannon({ connections: 100, pipelining: 1, ...options });
}

/** GET /api/waitlist/count: the ceiling of the same server (no body, no write). */
export async function measureCount(url, seconds) {
  return summarise(await cannon({ url: `${url}/api/waitlist/count`, duration: seconds }));
}

let joinCounter = 0;

/**
 * POST /api/waitlist/join with a new e-mail on every request, so every request is a durable write;
 * `moreFields` adds to each body (a referral code, say).
 */
export async function measureJoin(url, seconds, label, moreFields = () => ({})) {
  return summarise(await cannon(joinRequests(url, label, moreFields, { duration: seconds })));
}

/** `amount` joins as measureJoin's, however long they take: a store of a known size after them. */
export async function joinTimes(url, amount, label) {
  return summarise(await cannon(joinRequests(url, label, () => ({}), { amount })));
}

function joinRequests(url, label, moreFields, limit) {
  const run = `${label}-${process.pid}-${Date.now()}`;
  return {
    url: `${url}/api/waitlist/join`,
    ...limit,
    requests: [
      {
        method: 'POST',
        headers: JSON_HEADERS,
        setupRequest(request) {
          joinCounter += 1;
          request.body = JSON.stringify({
            firstName: 'Bench',
            lastName: 'Marker',
            email: `bench-${run}-${joinCounter}@example.com`,
            company: 'Load Test Ltd',
            hasConsented: true,
            ...moreFields(),
          });
          return request;
        },
      },
    ],
  };
}

/**
 * The count route and joins in `turns` alternating turns of `seconds` each, so that a burst of
 * other work on the machine hits both alike; each turn through `measured` (withServerCpu, say).
 */
export async function countAndJoinInTurns(
  url,
  { seconds, turns, label, measured = (run) => run() },
) {
  const counts = [];
  const joins = [];
  for (let turn = 0; turn < turns; turn += 1) {
    counts.push(await measured(() => measureCount(url, seconds)));
    joins.push(await measured(() => measureJoin(url, seconds, label)));
  }
  return { counts, joins };
}

/** Logs in as admin and answers the session cookie, or null when the admin API is not there. */
export async function adminCookie(url) {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  await response.arrayBuffer();
  if (!response.ok) return null;
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  return cookies.length > 0 ? cookies.join('; ') : null;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}

const SEARCHES = ['hopper', 'initech', 'seed-4242', 'bench-', 'nobody-matches-this', 'ada lov'];

/**
 * Untimed calls before an admin measurement: the first opens the connection and warms the
 * route's code and caches, which every later call of an admin at work finds done.
 */
const WARM_UP_CALLS = 3;

/** GET /api/admin/waitlist?search=…: median over `calls` calls cycling through a few searches. */
export async function measureAdminSearch(url, cookie, calls = 100, searches = SEARCHES) {
  const times = [];
  let matching = null;
  for (let call = -WARM_UP_CALLS; call < calls; call += 1) {
    const search = encodeURIComponent(searches[call % searches.length]);
    const started = performance.now();
    const response = await fetch(`${url}/api/admin/waitlist?search=${search}`, {
      headers: { cookie },
    });
    const body = await response.json();
    if (call >= 0) times.push(performance.now() - started);
    if (!response.ok) throw new Error(`admin search answered ${response.status}`);
    if (call === 0) matching = body.matching ?? body.total ?? null;
  }
  return {
    medianMs: median(times),
    p95Ms: percentile(times, 0.95),
    calls,
    firstMatching: matching,
  };
}

/** GET of an admin route `calls` times in a row: median and p95 of the times to the whole answer. */
export async function measureAdminCall(url, cookie, path, calls = 30) {
  const times = [];
  for (let call = -WARM_UP_CALLS; call < calls; call += 1) {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (call >= 0) times.push(performance.now() - started);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  }
  return { medianMs: median(times), p95Ms: percentile(times, 0.95), calls };
}

/** GET /api/admin/waitlist/export: time until the whole CSV has arrived. */
export async function measureExport(url, cookie) {
  const started = performance.now();
  const response = await fetch(`${url}/api/admin/waitlist/export`, { headers: { cookie } });
  if (!response.ok) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  let rows = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) rows += 1;
  }
  return { ms: performance.now() - started, megabytes: bytes / 1024 / 1024, lines: rows };
}

export { median };
