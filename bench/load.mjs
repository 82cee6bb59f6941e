// A mixed load on the production server in a child process: joins, counts and admin reads from
// 200 connections on 127.0.0.1, bounded in time and in requests. Afterwards every join that was
// acknowledged (2xx) must be in the admin export with the position it was told.
//
//   node bench/load.mjs                     60 s, 200 connections
//   LOAD_SECONDS=10 LOAD_CONNECTIONS=50 node bench/load.mjs
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { copyMigrationsToServerBuild } from '../scripts/build/copyMigrations.mjs';

const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const ADMIN_PASSWORD = 'load-admin-password';
const START_TIMEOUT_MS = 30_000;

/** Compiles the server privately (never into dist/, which others serve from). */
async function buildServer() {
  const dir = await mkdtemp(join(tmpdir(), 'synapse-load-build-'));
  const tsc = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  await promisify(execFile)(
    process.execPath,
    [tsc, '-p', 'tsconfig.server.json', '--outDir', join(dir, 'node'), '--sourceMap', 'false'],
    { cwd: REPO_ROOT },
  );
  copyMigrationsToServerBuild(join(dir, 'node'));
  await symlink(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

function startServer(buildDir, dataDir) {
  const child = spawn(process.execPath, [join(buildDir, 'node', 'server', 'main.js')], {
    cwd: buildDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: join(dataDir, 'no-site'),
      ADMIN_PASSWORD,
      JOIN_RATE_LIMIT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  return new Promise((resolveStart, rejectStart) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      rejectStart(new Error(`The server did not start:\n${log}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk) => {
      log += chunk;
      const match = /Synapse is listening on (http:\/\/\S+)/.exec(log);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolveStart({
        url: match[1],
        log: () => log,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (log += chunk));
    exited.then((code) => {
      clearTimeout(timer);
      rejectStart(new Error(`The server exited (${code}) before listening:\n${log}`));
    });
  });
}

async function login(url) {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return response.headers.getSetCookie()[0].split(';')[0];
}

/** The export as rows of cells; the load's e-mails and positions hold no commas or quotes. */
async function exportedPositions(url, cookie) {
  const response = await fetch(`${url}/api/admin/waitlist/export`, { headers: { cookie } });
  if (!response.ok) throw new Error(`export failed: ${response.status}`);
  const lines = (await response.text())
    .replace(/^\ufeff/, '')
    .split('\r\n')
    .slice(1);
  const positions = new Map();
  for (const line of lines) {
    if (!line) continue;
    const cells = line.split(',');
    positions.set(cells[3], Number(cells[0]));
  }
  return positions;
}

/**
 * Runs the load and answers its report. Bounded by `seconds` and by `maxRequests`, whichever
 * comes first; `connections` concurrent clients, one request in flight on each.
 */
export async function runLoad({
  seconds = 60,
  connections = 200,
  maxRequests = 2_000_000,
  log = console.log,
} = {}) {
  const buildDir = await buildServer();
  const dataDir = await mkdtemp(join(tmpdir(), 'synapse-load-data-'));
  let server;
  try {
    server = await startServer(buildDir, dataDir);
    const cookie = await login(server.url);
    const acknowledged = new Map();
    let sequence = 0;
    const byPath = new Map();
    const count = (path, status) => {
      const key = `${path} ${status}`;
      byPath.set(key, (byPath.get(key) ?? 0) + 1);
    };

    const join_ = {
      method: 'POST',
      path: '/api/waitlist/join',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request, context) => {
        sequence += 1;
        context.email = `load-${sequence}@bench.example`;
        return {
          ...request,
          body: JSON.stringify({
            firstName: 'Load',
            lastName: `Client ${sequence % connections}`,
            email: context.email,
            company: 'Bench',
            hasConsented: true,
          }),
        };
      },
      onResponse: (status, body, context) => {
        count('POST /api/waitlist/join', status);
        if (status >= 200 && status < 300) {
          acknowledged.set(context.email, JSON.parse(body).position);
        }
      },
    };
    const terminalJoin = {
      method: 'POST',
      path: '/api/josh2/join',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request, context) => {
        sequence += 1;
        context.email = `load-${sequence}@bench.example`;
        return {
          ...request,
          body: JSON.stringify({ email: context.email, firstName: 'Load', hasConsented: true }),
        };
      },
      onResponse: (status, body, context) => {
        count('POST /api/josh2/join', status);
        if (status >= 200 && status < 300) {
          acknowledged.set(context.email, JSON.parse(body).position);
        }
      },
    };
    const read = (path, headers = {}) => ({
      method: 'GET',
      path,
      headers,
      onResponse: (status) => count(`GET ${path.split('?')[0]}`, status),
    });
    // Per connection, in turn: 2 joins, 3 counts, 2 admin reads (roughly what a busy launch sees).
    const requests = [
      join_,
      read('/api/waitlist/count'),
      terminalJoin,
      read('/api/waitlist/count'),
      read('/api/admin/waitlist?limit=50', { cookie }),
      read('/api/waitlist/count'),
      read('/api/admin/stats', { cookie }),
    ];

    log(`Load: ${connections} connections for ${seconds} s (at most ${maxRequests} requests)...`);
    const result = await autocannon({
      url: server.url,
      connections,
      duration: seconds,
      maxOverallRequests: maxRequests,
      timeout: 10,
      requests,
    });

    const stored = await exportedPositions(server.url, cookie);
    const missing = [];
    const moved = [];
    for (const [email, position] of acknowledged) {
      if (!stored.has(email)) missing.push(email);
      else if (stored.get(email) !== position) moved.push(email);
    }
    const positions = [...stored.values()];
    const report = {
      seconds: result.duration,
      connections,
      requestsServed: result.requests.total,
      requestsPerSecond: result.requests.average,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      latencyMs: {
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      byEndpoint: Object.fromEntries([...byPath].sort()),
      joinsAcknowledged: acknowledged.size,
      entriesStored: stored.size,
      acknowledgedMissing: missing.length,
      acknowledgedWithOtherPosition: moved.length,
      positionsUnique: new Set(positions).size === positions.length,
    };
    report.ok =
      report.errors === 0 &&
      report.timeouts === 0 &&
      report.non2xx === 0 &&
      report.acknowledgedMissing === 0 &&
      report.acknowledgedWithOtherPosition === 0 &&
      report.positionsUnique;
    return report;
  } finally {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(buildDir, { recursive: true, force: true });
  }
}

function printReport(report) {
  console.log(`
Synapse load report
  duration           ${report.seconds} s at ${report.connections} connections
  requests served    ${report.requestsServed} (${report.requestsPerSecond} per second)
  errors             ${report.errors} errors, ${report.timeouts} timeouts, ${report.non2xx} non-2xx
  latency            p50 ${report.latencyMs.p50} ms, p90 ${report.latencyMs.p90} ms, p99 ${report.latencyMs.p99} ms, max ${report.latencyMs.max} ms
  joins acknowledged ${report.joinsAcknowledged}; stored entries ${report.entriesStored}
  acknowledged but missing ${report.acknowledgedMissing}; with another position ${report.acknowledgedWithOtherPosition}; positions unique: ${report.positionsUnique}
  by endpoint        ${JSON.stringify(report.byEndpoint)}
  verdict            ${report.ok ? 'OK' : 'FAILED'}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = await runLoad({
    seconds: Number(process.env.LOAD_SECONDS ?? 60),
    connections: Number(process.env.LOAD_CONNECTIONS ?? 200),
    maxRequests: Number(process.env.LOAD_MAX_REQUESTS ?? 2_000_000),
  });
  printReport(report);
  process.exitCode = report.ok ? 0 : 1;
}
