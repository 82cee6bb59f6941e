// The production server as a child process on a temp data folder pre-seeded with N entries.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, open, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ADMIN_PASSWORD = 'bench-admin-password';
const START_TIMEOUT_MS = 30_000;
/**
 * A start reads the whole snapshot, and the first start on seeded entries upgrades each of them
 * (about a minute at a million on an idle machine, several on a loaded one): without a timeout
 * from the caller, a start may take this much longer per MB of db.json before it counts as failed.
 */
const START_TIMEOUT_MS_PER_SNAPSHOT_MB = 2_000;
const DEFAULT_BUILD_DIR = resolve(
  process.env.BENCH_BUILD_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist'),
);
const SOURCES = ['form', 'form', 'form', 'terminal', 'kiosk'];
const FIRST_NAMES = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Margaret', 'Ken'];
const LAST_NAMES = ['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Hamilton'];
const COMPANIES = ['Acme', 'Initech', 'Globex', 'Umbrella', 'Hooli', 'Stark Industries', ''];

/**
 * A data folder whose db.json holds `count` entries (the store's Snapshot format,
 * server/store/assembly/lowdbSnapshot.ts).
 */
export async function seedDataDir(count) {
  const start = Date.now() - 60 * 24 * 3600 * 1000;
  const waitlist = [];
  for (let index = 0; index < count; index += 1) {
    const id = index + 1;
    waitlist.push({
      id,
      firstName: FIRST_NAMES[index % FIRST_NAMES.length],
      lastName: LAST_NAMES[index % LAST_NAMES.length],
      email: `seed-${id}@example.com`,
      company: COMPANIES[index % COMPANIES.length],
      hasConsented: true,
      position: id,
      createdAt: new Date(
        start + Math.floor((index / count) * 60 * 24 * 3600 * 1000),
      ).toISOString(),
      source: SOURCES[index % SOURCES.length],
    });
  }
  return seedFolder(waitlist);
}

/**
 * A new data folder whose db.json holds these entries, ids and positions 1 to n (the store's
 * Snapshot format, server/store/assembly/lowdbSnapshot.ts), streamed by the build's own snapshot
 * writer: a million entries outgrow one JavaScript string.
 */
export async function seedFolder(waitlist, buildDir = DEFAULT_BUILD_DIR) {
  const { writeJson } = await import(
    pathToFileURL(join(buildDir, 'node', 'server', 'store', 'lowdb', 'durableJsonFile.js')).href
  );
  const dataDir = await mkdtemp(join(tmpdir(), 'synapse-bench-'));
  const snapshot = {
    version: 1,
    lastSeq: 0,
    nextId: waitlist.length + 1,
    nextPosition: waitlist.length + 1,
    nextUserId: 1,
    waitlist,
    users: [],
    sessions: {},
    nextOutboxId: 1,
    outbox: [],
  };
  const handle = await open(join(dataDir, 'db.json'), 'w', 0o600);
  try {
    await writeJson(handle, snapshot);
  } finally {
    await handle.close();
  }
  return dataDir;
}

/** Waits for `listeners` "listening on" lines (one per worker), then until GET /api/waitlist/count answers. */
async function firstCount(child, log, listeners, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  let url = null;
  while (!url) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`);
    if (performance.now() > deadline) throw new Error(`server did not start:\n${log()}`);
    const listening = [...log().matchAll(/listening on (http:\/\/\S+)/g)];
    if (listening.length >= listeners) url = listening[0][1].replace('localhost', '127.0.0.1');
    else await new Promise((resolve) => setTimeout(resolve, 20));
  }
  while (performance.now() < deadline) {
    const response = await fetch(`${url}/api/waitlist/count`).catch(() => null);
    if (response?.ok) {
      await response.arrayBuffer();
      return url;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`GET /api/waitlist/count never answered:\n${log()}`);
}

/**
 * Spawns dist/node/server/main.js (NODE_ENV=production, JOIN_RATE_LIMIT=0) on a free port and
 * answers once GET /api/waitlist/count succeeds; startupMs is spawn → that first answer.
 */
export async function startBenchServer({
  buildDir,
  dataDir,
  env = {},
  listeners = 1,
  timeoutMs,
  /** Node's own flags for the server, e.g. ['--cpu-prof'] to see where its time goes. */
  nodeArgs = [],
  /** The build's script to run: the server, or the booth's (built from server/tools/booth.ts). */
  entry = join('node', 'server', 'main.js'),
}) {
  timeoutMs ??= await defaultStartTimeout(dataDir);
  const logDir = await mkdtemp(join(tmpdir(), 'synapse-bench-log-'));
  const logPath = join(logDir, 'server.log');
  const logFile = openSync(logPath, 'w');
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, join(buildDir, entry)], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_ROOT: join(buildDir, 'web'),
      ADMIN_PASSWORD,
      SESSION_SECRET: 'bench-session-secret-0123456789',
      JOIN_RATE_LIMIT: '0',
      ...env,
    },
    // The server's lines go to a file, not through a pipe into this process: reading a line a
    // request here would take CPU from autocannon, which runs on this process's thread.
    stdio: ['ignore', logFile, logFile],
  });
  closeSync(logFile);
  const log = () => readFileSync(logPath, 'utf8');
  const url = await firstCount(child, log, listeners, timeoutMs).catch(async (error) => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await rm(logDir, { recursive: true, force: true });
    throw error;
  });
  const startupMs = performance.now() - started;
  return {
    url,
    pid: child.pid,
    startupMs,
    log,
    /** The CPU time the server has used so far, all its threads, in ms. */
    cpuMs: () => processCpuMs(child.pid),
    /** The same for its main thread alone, the one that runs the server's JavaScript. */
    mainThreadCpuMs: () => mainThreadCpuMs(child.pid),
    /** The server's resident memory in MB (VmRSS from /proc). */
    async rssMb() {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? NaN);
      return kb / 1024;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(logDir, { recursive: true, force: true });
    },
  };
}

/**
 * A process's CPU time so far in ms, every thread's, user and system (utime + stime from
 * /proc/PID/stat, in Linux's 100 ticks a second). Read before and after a run, it gives the CPU a
 * request costs, which a shared machine's load disturbs far less than requests a second.
 */
export async function processCpuMs(pid) {
  return cpuMsOf(`/proc/${pid}/stat`);
}

/**
 * The CPU time so far of a process's main thread alone, in ms: the thread that runs its
 * JavaScript (V8's collector helpers, libuv's file system threads and Node's own are left out).
 * Its share of the wall time tells whether that thread, and not the machine, was the limit.
 */
export async function mainThreadCpuMs(pid) {
  return cpuMsOf(`/proc/${pid}/task/${pid}/stat`);
}

async function cpuMsOf(statFile) {
  const stat = await readFile(statFile, 'utf8');
  // Fields after the command name (which may hold spaces) in brackets: utime and stime are the
  // 14th and 15th of the line, the 12th and 13th after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** START_TIMEOUT_MS, plus START_TIMEOUT_MS_PER_SNAPSHOT_MB for each MB of the folder's db.json. */
async function defaultStartTimeout(dataDir) {
  const bytes = await stat(join(dataDir, 'db.json')).then(
    (file) => file.size,
    () => 0,
  );
  return START_TIMEOUT_MS + Math.ceil((bytes / 2 ** 20) * START_TIMEOUT_MS_PER_SNAPSHOT_MB);
}

export async function removeDataDir(dataDir) {
  await rm(dataDir, { recursive: true, force: true });
}
