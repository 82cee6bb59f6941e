import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDataFolderEntries } from '../store/assembly/lowdbDataFolder.js';
import {
  buildServer,
  startChildServer,
  type ChildServer,
  type ServerBuild,
} from '../testing/childServer.js';

/** How long the joins go on; the backups are taken in the middle of it. */
const LOAD_MS = 30_000;
const CLIENTS = 8;
/** Backups begin once the list holds this many (a few folds of the journal behind it). */
const JOINS_BEFORE_BACKUPS = 500;

interface Acknowledged {
  email: string;
  position: number;
}

interface TakenBackup {
  path: string;
  entries: number;
  /** Every join acknowledged before the backup began. */
  before: Acknowledged[];
}

let build: ServerBuild;
let root: string;
const running: ChildServer[] = [];

beforeAll(async () => {
  build = await buildServer();
  root = await mkdtemp(join(tmpdir(), 'synapse-backup-load-'));
});
afterAll(async () => {
  for (const server of running) await server.kill();
  await build?.dispose();
  if (root) await rm(root, { recursive: true, force: true });
});

async function start(dataDir: string): Promise<ChildServer> {
  const server = await startChildServer({ build, dataDir, env: { BOT_CHECK: 'off' } });
  running.push(server);
  return server;
}

/** `npm run backup` / `npm run restore` as the build runs them: node dist/node/server/tools/<tool>.js. */
function tool(
  name: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const file = join(build.dir, 'node', 'server', 'tools', `${name}.js`);
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [file, ...args],
      { cwd: build.dir, env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

async function postJoin(url: string, email: string) {
  const response = await fetch(`${url}/api/waitlist/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Load', lastName: 'Test', email, hasConsented: true }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { position: number; alreadyOnList: boolean },
  };
}

/** CLIENTS clients join as fast as they can for LOAD_MS; every 201 is an acknowledged join. */
function joinFor(url: string, acknowledged: Acknowledged[]): Promise<void> {
  const until = Date.now() + LOAD_MS;
  const client = async (index: number) => {
    for (let n = 0; Date.now() < until; n += 1) {
      const email = `c${index}-${n}@load.example`;
      const { status, body } = await postJoin(url, email);
      if (status !== 201) throw new Error(`join ${email} answered ${status}`);
      acknowledged.push({ email, position: body.position });
    }
  };
  return Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index))).then(() => {});
}

/** Backups one after another while the joins go on, each with the joins acknowledged before it. */
async function backUpDuringLoad(
  dataDir: string,
  backupsDir: string,
  acknowledged: Acknowledged[],
  loading: { done: boolean },
): Promise<TakenBackup[]> {
  while (acknowledged.length < JOINS_BEFORE_BACKUPS && !loading.done) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const taken: TakenBackup[] = [];
  while (!loading.done) {
    const before = [...acknowledged];
    const { code, stdout, stderr } = await tool('backup', [backupsDir], { DATA_DIR: dataDir });
    expect(code, stderr).toBe(0);
    const said = /^Backed up (\d+) entries to (\S+)$/m.exec(stdout);
    expect(said, stdout).not.toBeNull();
    // The load still ran when it finished: it was taken under load, not after it.
    if (!loading.done) taken.push({ entries: Number(said![1]), path: said![2]!, before });
  }
  return taken;
}

describe('npm run backup under 30 s of joins', () => {
  it('holds every join acknowledged before it began, and restored into a new folder starts with them', async () => {
    const dataDir = join(root, 'data');
    const backupsDir = join(root, 'backups');
    const server = await start(dataDir);
    const snapshotAtStart = (await stat(join(dataDir, 'db.json'))).ino;

    const acknowledged: Acknowledged[] = [];
    const loading = { done: false };
    const load = joinFor(server.url, acknowledged).finally(() => (loading.done = true));
    const backups = await backUpDuringLoad(dataDir, backupsDir, acknowledged, loading);
    await load;

    expect(backups.length).toBeGreaterThan(0);
    // The journal was folded into a new snapshot meanwhile: the backups raced the folds.
    expect((await stat(join(dataDir, 'db.json'))).ino).not.toBe(snapshotAtStart);
    for (const backup of backups) {
      const entries = await readDataFolderEntries(backup.path);
      expect(entries.length).toBe(backup.entries);
      const positions = new Map(entries.map((entry) => [entry.email, entry.position]));
      const lost = backup.before.filter((join) => positions.get(join.email) !== join.position);
      expect(lost, backup.path).toEqual([]);
    }

    // The running server's folder is not a place to restore into.
    const refused = await tool('restore', [backups[0]!.path], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^restore failed: DATA_DIR .* is not empty/);

    await server.stop();
    const restoredDir = join(root, 'restored');
    const { path, before, entries } = backups[0]!;
    const restore = await tool('restore', [path], { DATA_DIR: restoredDir });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain(
      `Restored ${entries} entries from ${path} into ${restoredDir}`,
    );

    const restored = await start(restoredDir);
    for (let index = 0; index < before.length; index += CLIENTS * 4) {
      const slice = before.slice(index, index + CLIENTS * 4);
      const answers = await Promise.all(slice.map((join) => postJoin(restored.url, join.email)));
      answers.forEach((answer, offset) => {
        expect(answer.body, slice[offset]!.email).toMatchObject({
          position: slice[offset]!.position,
          alreadyOnList: true,
        });
      });
    }
    await restored.stop();
  }, 240_000);

  it('says to use pg_dump when DATABASE_URL is set, never naming its password', async () => {
    const { code, stdout, stderr } = await tool('backup', [join(root, 'pg')], {
      DATA_DIR: join(root, 'data'),
      DATABASE_URL: 'postgres://synapse:hunter2-secret@127.0.0.1:1/synapse',
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(/backup failed: DATABASE_URL is set: .*pg_dump/);
    expect(stdout + stderr).not.toContain('hunter2-secret');
  });
});
