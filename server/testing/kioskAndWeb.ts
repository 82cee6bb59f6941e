import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import {
  buildServer,
  startChildServer,
  type ChildServer,
  type ServerBuild,
} from './childServer.js';
import { startTestPostgres, type TestPostgres } from './postgres.js';

/**
 * A booth that syncs at once and retries quickly. The web listens on 127.0.0.1, which the address
 * guard lets through only with WEBHOOK_ALLOW_PRIVATE.
 */
export const QUICK_SYNC = {
  SYNC_INTERVAL_SECONDS: '0.2',
  SYNC_RETRY_MAX_SECONDS: '0.5',
  WEBHOOK_ALLOW_PRIVATE: 'true',
};

/** A web deployment's store: lowdb (no setting), then a fresh PostgreSQL database. */
export interface WebKind {
  name: string;
  env: () => Promise<Record<string, string>>;
}

/**
 * Booth-to-web tests with real processes on 127.0.0.1: the kiosk (`npm run booth`'s server, on
 * lowdb) and web deployments (`node main.js`, on each store), each in a data folder of its own.
 * Registers the file's hooks: the processes end after each test, PostgreSQL after the file.
 */
export function kioskAndWeb(adminPassword: string) {
  let build: ServerBuild;
  let boothBuild: ServerBuild;
  let scratch: string;
  let postgres: TestPostgres | undefined;
  const children = new Set<ChildServer>();
  let folders = 0;

  beforeAll(async () => {
    build = await buildServer();
    boothBuild = { ...build, mainFile: join(build.dir, 'node', 'server', 'tools', 'booth.js') };
    scratch = await mkdtemp(join(tmpdir(), 'synapse-kiosk-web-'));
  }, 180_000);
  afterEach(async () => {
    for (const child of children) await child.kill();
    children.clear();
  });
  afterAll(async () => {
    await postgres?.stop();
    await build?.dispose();
    await rm(scratch, { recursive: true, force: true });
  });

  async function start(server: 'web' | 'kiosk', env: Record<string, string>) {
    const dataDir = join(scratch, `data-${(folders += 1)}`);
    await mkdir(dataDir);
    const child = await startChildServer({
      build: server === 'web' ? build : boothBuild,
      dataDir,
      env: { ADMIN_PASSWORD: adminPassword, ...env },
    });
    children.add(child);
    return child;
  }

  const webKinds: WebKind[] = [
    { name: 'lowdb', env: async () => ({}) },
    {
      name: 'PostgreSQL',
      env: async () => {
        postgres ??= await startTestPostgres();
        return { DATABASE_URL: await postgres.createDatabase() };
      },
    },
  ];

  return { start, webKinds };
}
