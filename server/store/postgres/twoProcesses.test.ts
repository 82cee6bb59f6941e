import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../testing/postgres.js';
import { request } from '../../testing/testServer.js';
import { LowdbStore } from '../assembly/lowdbStore.js';
import { readMigrations } from './migrate.js';
import { FIRST_OWNER, newEntry, signUp, newJoinAnswer } from '../../testing/fixtures.js';

/**
 * The real thing: the built server started as separate processes (`node main.js`), several on one
 * PostgreSQL database, as a deployment behind a load balancer runs them.
 */

const ADMIN_PASSWORD = 'two-process-admin';
const SESSION_SECRET = 'one-secret-shared-by-every-process';
// The run's one build of the server (serverBuildSetup.ts).
const buildDir = join(inject('testBuildDir'), 'node');
const mainJs = join(buildDir, 'server/main.js');
const importJs = join(buildDir, 'server/tools/dbImport.js');

let postgres: TestPostgres;
let scratch: string;
const running = new Set<ChildProcess>();

interface AppProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** SIGTERM, then the exit code once every request drained. */
  stop(): Promise<number | null>;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((done) => child.once('exit', (code) => done(code)));
}

/** Starts `node main.js` and answers once `listeners` processes said they listen. */
async function startApp(env: Record<string, string>, listeners = 1): Promise<AppProcess> {
  const dataDir = await mkdtemp(join(scratch, 'data-'));
  const child = spawn(process.execPath, [mainJs], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      WEB_ROOT: dataDir,
      SESSION_SECRET,
      ADMIN_PASSWORD,
      JOIN_RATE_LIMIT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const url = await new Promise<string>((found, failed) => {
    const urls: string[] = [];
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      for (const match of output.matchAll(/listening on (http:\/\/\S+)/g)) {
        if (!urls.includes(match.index.toString())) urls.push(match.index.toString());
        if (urls.length >= listeners) found(match[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => failed(new Error(`exited ${code} before listening:\n${output}`)));
  });
  return {
    url,
    child,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      return exited(child);
    },
  };
}

/** Runs `node main.js` expecting it to refuse to start; answers its exit code and output. */
async function failedStart(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [mainJs], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: scratch, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { code: await exited(child), output };
}

/**
 * A join on a connection of its own: hundreds at once through one keep-alive pool would race
 * the server's idle-socket timeout on a loaded machine, which is not what these tests are about.
 */
function join_(app: AppProcess, email: string): Promise<{ status: number; body: unknown }> {
  const payload = JSON.stringify(signUp(email));
  return new Promise((done, failed) => {
    const outgoing = httpRequest(
      `${app.url}/api/waitlist/join`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => done({ status: response.statusCode!, body: JSON.parse(text) }));
      },
    );
    outgoing.on('error', failed);
    outgoing.end(payload);
  });
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'synapse-2p-'));
  postgres = await startTestPostgres();
}, 180_000);
afterAll(async () => {
  await Promise.all([...running].map((child) => (child.kill('SIGKILL'), exited(child))));
  await postgres?.stop();
  await rm(scratch, { recursive: true, force: true });
});

describe('two app processes on one database', () => {
  let databaseUrl: string;
  let a: AppProcess;
  let b: AppProcess;
  beforeAll(async () => {
    databaseUrl = await postgres.createDatabase({ database: true });
    [a, b] = await Promise.all([
      startApp({ DATABASE_URL: databaseUrl }),
      startApp({ DATABASE_URL: databaseUrl }),
    ]);
  });
  afterAll(async () => {
    expect(await a.stop()).toBe(0);
    expect(await b.stop()).toBe(0);
  });

  it('migrated the schema once although both started together', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows.map((row) => row.version)).toEqual(
        (await readMigrations()).map((migration) => migration.version),
      );
      const users = await client.query('SELECT username FROM users');
      expect(users.rows).toEqual([{ username: 'admin' }]);
    } finally {
      await client.end();
    }
  });

  it('gives 500 concurrent joins spread over both 500 distinct positions and one entry per address', async () => {
    const emails = Array.from({ length: 500 }, (_, index) => `person${index}@example.com`);
    // 100 of the addresses race a copy of themselves, in another case, on the other process.
    const racing = emails.slice(0, 100);
    const [responses, racers] = await Promise.all([
      Promise.all(emails.map((email, index) => join_(index % 2 === 0 ? a : b, email))),
      Promise.all(
        racing.map((email, index) => join_(index % 2 === 0 ? b : a, email.toUpperCase())),
      ),
    ]);
    const positions = responses.map((response) => (response.body as { position: number }).position);
    expect(racers.map((response) => (response.body as { position: number }).position)).toEqual(
      positions.slice(0, 100),
    );
    const statuses = [...responses, ...racers].map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(500);
    expect(statuses.filter((status) => status === 200)).toHaveLength(100);
    // 500 distinct positions, and no number used up by a racing duplicate: exactly 1 to 500.
    expect([...positions].sort((x, y) => x - y)).toEqual(emails.map((_, index) => index + 1));

    // The same addresses again, in another case and on the other process: the same positions.
    const again = await Promise.all(
      emails.map((email, index) => join_(index % 2 === 0 ? b : a, ` ${email.toUpperCase()}`)),
    );
    expect(again.map((response) => response.status)).toEqual(emails.map(() => 200));
    expect(again.map((response) => (response.body as { position: number }).position)).toEqual(
      positions,
    );
    for (const app of [a, b]) {
      expect((await request(`${app.url}/api/waitlist/count`)).body).toEqual({ count: 500 });
    }
    expect((await join_(b, 'next@example.com')).body).toEqual(newJoinAnswer(501));
  });

  it('accepts a session made on one process on the other, and a logout on either ends it', async () => {
    const login = await request(`${a.url}/api/login`, {
      method: 'POST',
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    expect((await request(`${b.url}/api/user`, { headers: { cookie } })).body).toEqual(FIRST_OWNER);
    const logout = await request(`${b.url}/api/logout`, { method: 'POST', headers: { cookie } });
    expect(logout.status).toBe(204);
    expect((await request(`${a.url}/api/user`, { headers: { cookie } })).status).toBe(401);
  });

  it('imports a lowdb file with db:import, adding each entry once however often it runs', async () => {
    const booth = join(scratch, 'booth');
    await mkdir(booth);
    const store = await LowdbStore.open({ dataDir: booth });
    await store.join(newEntry('booth1@example.com', { source: 'kiosk' }));
    await store.join(newEntry('PERSON7@example.com', { source: 'kiosk' }));
    await store.close();
    const run = () =>
      promisify(execFile)(process.execPath, [importJs, join(booth, 'db.json')], {
        env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl },
      });
    expect((await run()).stdout).toContain('added 1 entry, skipped 1 already on the list');
    expect((await run()).stdout).toContain('added 0 entries, skipped 2 already on the list');
    expect((await request(`${a.url}/api/waitlist/count`)).body).toEqual({ count: 502 });
  });
});

describe('the join rate limit', () => {
  it('counts the joins of one client across both processes', async () => {
    const databaseUrl = await postgres.createDatabase();
    const env = { DATABASE_URL: databaseUrl, JOIN_RATE_LIMIT: '4' };
    const [a, b] = await Promise.all([startApp(env), startApp(env)]);
    try {
      const statuses: number[] = [];
      for (const [index, app] of [a, b, a, b, a, b].entries()) {
        statuses.push((await join_(app, `limited${index}@example.com`)).status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});

describe('WORKERS=2', () => {
  it('serves from two worker processes on one port and drains both on SIGTERM', async () => {
    const app = await startApp({ DATABASE_URL: await postgres.createDatabase(), WORKERS: '2' }, 2);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) => join_(app, `worker${index}@example.com`)),
    );
    expect(responses.every((response) => response.status === 201)).toBe(true);
    expect((await request(`${app.url}/api/waitlist/count`)).body).toEqual({ count: 40 });
    expect(await app.stop()).toBe(0);
    expect(app.output().match(/SIGTERM received: finishing requests/g)).toHaveLength(2);
  });
});

describe('refusing to start', () => {
  it('refuses WORKERS above 1 without DATABASE_URL, saying why', async () => {
    const { code, output } = await failedStart({ WORKERS: '2' });
    expect(code).toBe(1);
    expect(output).toContain('WORKERS=2 needs DATABASE_URL');
    expect(output).toContain('one JSON file');
  });

  it.each([
    ['not a PostgreSQL URL', 'mysql://user:pw-SECRET-1@db.example/synapse'],
    ['an unreachable server', 'postgres://user:pw-SECRET-1@127.0.0.1:1/synapse'],
  ])('exits non-zero for %s, naming DATABASE_URL and never the password', async (_, url) => {
    const { code, output } = await failedStart({ DATABASE_URL: url });
    expect(code).toBe(1);
    expect(output).toContain('DATABASE_URL');
    expect(output).not.toContain('pw-SECRET-1');
  });

  it('exits non-zero for a wrong password, without printing it', async () => {
    const url = new URL(postgres.adminUrl);
    url.password = 'wrong-SECRET-2';
    const { code, output } = await failedStart({ DATABASE_URL: url.toString() });
    expect(code).toBe(1);
    expect(output).toContain('DATABASE_URL');
    expect(output).toContain('password authentication failed');
    expect(output).not.toContain('wrong-SECRET-2');
  });
});
