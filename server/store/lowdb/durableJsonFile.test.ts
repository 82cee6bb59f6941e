import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CorruptDataFileError } from '../types.js';
import { removeStaleTempFiles } from '../../files/durableFile.js';
import { DurableJsonFile } from './durableJsonFile.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'synapse-durable-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('DurableJsonFile', () => {
  it('writes exactly what JSON.stringify writes, long arrays included', async () => {
    const data = {
      version: 1,
      skipped: undefined,
      empty: [],
      waitlist: Array.from({ length: 4_321 }, (_, index) => ({
        id: index,
        name: `Zoë "${index}"\n`,
        missing: undefined,
      })),
      mixed: [1, undefined, 'two', null],
      nested: { deep: [1, 2, 3] },
    };
    const file = join(dir, 'db.json');
    await new DurableJsonFile(file).write(data);
    expect(await readFile(file, 'utf8')).toBe(JSON.stringify(data));
    expect(await new DurableJsonFile(file).read()).toEqual(JSON.parse(JSON.stringify(data)));
  });

  it('writes an empty object and replaces a longer file completely', async () => {
    const file = join(dir, 'db.json');
    await writeFile(file, JSON.stringify({ long: 'x'.repeat(10_000) }));
    await new DurableJsonFile(file).write({});
    expect(await readFile(file, 'utf8')).toBe('{}');
    expect(await readdir(dir)).toEqual(['db.json']);
  });

  it('refuses a file it cannot parse and leaves it untouched', async () => {
    const file = join(dir, 'db.json');
    await writeFile(file, '{"waitlist": [');
    await expect(new DurableJsonFile(file).read()).rejects.toBeInstanceOf(CorruptDataFileError);
    expect(await readFile(file, 'utf8')).toBe('{"waitlist": [');
  });

  it('removes stale temp files of its own file only', async () => {
    await writeFile(join(dir, '.db.json.123.abcd1234.tmp'), 'half');
    await writeFile(join(dir, '.other.json.123.abcd1234.tmp'), 'not ours');
    expect(await removeStaleTempFiles(join(dir, 'db.json'))).toBe(1);
    expect(await readdir(dir)).toEqual(['.other.json.123.abcd1234.tmp']);
  });
});
