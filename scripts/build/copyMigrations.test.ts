import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, readMigrations } from '../../server/store/postgres/migrate.js';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('copyMigrations.mjs (the build step of `npm run build:server`)', () => {
  it('puts every migration beside the compiled migrate.js, and only those', async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'synapse-build-'));
    dirs.push(outDir);
    const target = join(outDir, 'server', 'store', 'postgres', 'migrations');
    await mkdir(target, { recursive: true });
    await writeFile(join(target, '0099-removed-since.sql'), 'SELECT 1;');

    await promisify(execFile)(process.execPath, ['scripts/build/copyMigrations.mjs', outDir]);

    const source = await readMigrations(MIGRATIONS_DIR);
    const copied = await readMigrations(target);
    expect(copied).toEqual(source);
    expect(copied.length).toBeGreaterThanOrEqual(21);
    expect((await readdir(target)).sort()).toEqual(source.map((step) => step.file));
    expect(await readFile(join(target, '0001-waitlist-users-sessions.sql'), 'utf8')).toContain(
      'CREATE TABLE waitlist_entries',
    );
  });
});
