// Build step: the server's entry (dist/node/server/main.js, compiled by tsc) bundled with what it
// imports, its packages included, into main.js and a few chunks beside it. A start then reads a
// handful of files instead of some 700 modules (300 of ours, the rest in node_modules): loading
// them took about 1 s of every start, 0.35 s bundled (issue 30, item 2). The rest of dist/node
// stays as tsc wrote it for the tools (`npm run booth`, `db:import`, `admin:reset-password`).
// `node scripts/build/bundleServer.mjs [server build folder]` (dist/node by default).
import { readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rolldown } from 'rolldown';
import { copyMigrations } from './copyMigrations.mjs';

/** Chunk names start so. */
const CHUNK_PREFIX = 'bundle-';

export async function bundleServer(outDir) {
  const serverDir = join(outDir, 'server');
  const bundle = await rolldown({
    input: join(serverDir, 'main.js'),
    platform: 'node',
    logLevel: 'warn',
  });
  const { output } = await bundle.write({
    dir: serverDir,
    format: 'esm',
    entryFileNames: '[name].js',
    chunkFileNames: `${CHUNK_PREFIX}[name]-[hash].js`,
    sourcemap: true,
  });
  // The chunks of a bundle before go, so that none is left beside this one's.
  const written = new Set(output.flatMap((file) => [file.fileName, `${file.fileName}.map`]));
  for (const file of readdirSync(serverDir)) {
    if (file.startsWith(CHUNK_PREFIX) && !written.has(file)) rmSync(join(serverDir, file));
  }
  await bundle.close();
  // migrate.js reads the migrations beside itself: in the bundle, that is the server folder.
  copyMigrations(join(serverDir, 'migrations'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await bundleServer(
    resolve(process.argv[2] ?? fileURLToPath(new URL('../../dist/node', import.meta.url))),
  );
}
