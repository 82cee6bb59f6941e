// Build step: the PostgreSQL migrations are .sql files that server/store/postgres/migrate.ts reads
// at run time from the folder beside it, and tsc copies only what it compiles. This copies them
// beside the compiled migrate.js: `node scripts/build/copyMigrations.mjs [server build folder]`
// (dist/node by default, as in `npm run build:server`); the tests' private builds and the kiosk's
// build (electron.vite.config.ts) call the functions below.
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SOURCE = fileURLToPath(new URL('../../server/store/postgres/migrations/', import.meta.url));

/** Makes `target` hold exactly the migration files: a file removed from the source goes too. */
export function copyMigrations(target) {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  for (const file of readdirSync(SOURCE).filter((name) => name.endsWith('.sql'))) {
    copyFileSync(join(SOURCE, file), join(target, file));
  }
}

/** Copies them into a build of tsconfig.server.json (its outDir), where migrate.js looks. */
export function copyMigrationsToServerBuild(outDir) {
  copyMigrations(join(outDir, 'server', 'store', 'postgres', 'migrations'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  copyMigrationsToServerBuild(resolve(process.argv[2] ?? 'dist/node'));
}
