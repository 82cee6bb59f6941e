import { cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleServer } from './bundleServer.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  privateServerBuild,
  startChildServer,
  type ServerBuild,
} from '../../server/testing/childServer.js';

/**
 * bundleServer.mjs (the last step of `npm run build:server`): main.js holds the server and its
 * packages, so a start loads a few files. The tests that start a private build (outbox, booth
 * sync, crash and upgrade tests, some on PostgreSQL with its migrations) run that bundle too.
 */
let build: ServerBuild;
let alone: string;

beforeAll(async () => {
  // A copy of the run's build: the last test bundles it again.
  build = await privateServerBuild();
  // The bundle and its migrations only: no node_modules, no other compiled module beside it.
  alone = await mkdtemp(join(tmpdir(), 'synapse-bundle-'));
  const server = join(build.dir, 'node', 'server');
  await mkdir(join(alone, 'server'));
  for (const file of await readdir(server)) {
    if (file === 'main.js' || file.startsWith('bundle-') || file === 'migrations') {
      await cp(join(server, file), join(alone, 'server', file), { recursive: true });
    }
  }
}, 180_000);
afterAll(async () => {
  await build?.dispose();
  if (alone) await rm(alone, { recursive: true, force: true });
});

describe("the server's bundle", () => {
  it('starts and serves with nothing beside it but its chunks and the migrations', async () => {
    const dataDir = join(alone, 'data');
    const server = await startChildServer({
      build: { dir: alone, mainFile: join(alone, 'server', 'main.js'), dispose: async () => {} },
      dataDir,
    });
    try {
      const response = await fetch(`${server.url}/api/waitlist/count`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ count: 0 });
    } finally {
      await server.stop();
    }
  });

  it('logs JSON lines, or with LOG_FORMAT=pretty readable ones from its own chunks', async () => {
    const bundle = {
      dir: alone,
      mainFile: join(alone, 'server', 'main.js'),
      dispose: async () => {},
    };
    const json = await startChildServer({ build: bundle, dataDir: join(alone, 'data-json') });
    await json.stop();
    const listening = json
      .output()
      .split('\n')
      .find((line) => line.includes('is listening on'));
    expect(JSON.parse(listening!)).toMatchObject({ level: 'info', url: json.url });

    const pretty = await startChildServer({
      build: bundle,
      dataDir: join(alone, 'data-pretty'),
      env: { LOG_FORMAT: 'pretty' },
    });
    await pretty.stop();
    expect(pretty.output()).toMatch(/^\[[\d:.]+\] INFO: Synapse is listening on http:/m);
    expect(pretty.output()).toMatch(/INFO: SIGTERM received/);
  });

  it('keeps the PostgreSQL store out of a start on lowdb: it is a chunk loaded when asked for', async () => {
    const server = join(alone, 'server');
    const postgres = (await readdir(server)).filter((file) =>
      /^bundle-postgresStore-[\w-]+\.js$/.test(file),
    );
    expect(postgres).toHaveLength(1);
    // What a start on lowdb loads: main.js, what it imports, and the server it loads once the
    // configuration is read (serve.ts), while the snapshot is read ahead.
    const loaded = await chunksLoaded(server, { dynamic: false });
    expect(loaded).not.toContain(postgres[0]);
    expect(loaded).toContainEqual(expect.stringMatching(/^bundle-serve-[\w-]+\.js$/));
  });

  it('bundled again, keeps only its own chunks: those the new main.js loads', async () => {
    const server = join(build.dir, 'node', 'server');
    await bundleServer(join(build.dir, 'node'));
    const chunks = (await readdir(server)).filter(
      (file) => file.startsWith('bundle-') && file.endsWith('.js'),
    );
    expect(chunks.length).toBeGreaterThan(1);
    expect((await chunksLoaded(server, { dynamic: true })).sort()).toEqual(chunks.sort());
  });
});

/**
 * The chunks main.js loads, following each chunk's static imports, and its dynamic ones but for
 * the PostgreSQL store's unless `dynamic` (the store is loaded only with DATABASE_URL).
 */
async function chunksLoaded(server: string, { dynamic }: { dynamic: boolean }): Promise<string[]> {
  const loaded = new Set<string>();
  const visit = async (file: string) => {
    const text = await readFile(join(server, file), 'utf8');
    const imports = [...text.matchAll(/(?:from|import)\s*\(?\s*"\.\/(bundle-[^"]+\.js)"/g)];
    for (const [statement, chunk] of imports) {
      const postgres = chunk!.startsWith('bundle-postgresStore-') && statement.includes('(');
      if (loaded.has(chunk!) || (postgres && !dynamic)) continue;
      loaded.add(chunk!);
      await visit(chunk!);
    }
  };
  await visit('main.js');
  return [...loaded];
}
