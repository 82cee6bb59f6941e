import { randomBytes } from 'node:crypto';
import { open, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeDataDir } from '../../testing/testServer.js';
import { DurableJsonFile } from './durableJsonFile.js';
import { readAhead, takeReadAhead } from './readAhead.js';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await makeDataDir();
  file = join(dir, 'db.json');
});
afterEach(async () => {
  await takeReadAhead(file); // none left for the next test
  await rm(dir, { recursive: true, force: true });
});

describe('reading the snapshot ahead (the server reads it while its modules load)', () => {
  it('answers the bytes of the file read ahead, once', async () => {
    const bytes = randomBytes(3 * 2 ** 20);
    await writeFile(file, bytes);
    readAhead(file);
    expect((await takeReadAhead(file))?.equals(bytes)).toBe(true);
    expect(await takeReadAhead(file)).toBeUndefined();
  });

  it('answers nothing for another file, and keeps its bytes for their own file', async () => {
    await writeFile(file, '{"lastSeq":1}');
    readAhead(file);
    expect(await takeReadAhead(join(dir, 'other.json'))).toBeUndefined();
    expect((await takeReadAhead(file))?.toString()).toBe('{"lastSeq":1}');
  });

  it('drops the bytes of a snapshot replaced since, and the store reads the new one', async () => {
    await writeFile(file, '{"lastSeq":1}');
    readAhead(file);
    // A server stopping as this one starts writes its last snapshot beside it and renames it over.
    const next = join(dir, 'db.json.tmp');
    await writeFile(next, '{"lastSeq":2}');
    await rename(next, file);
    expect(await new DurableJsonFile(file).read()).toEqual({ lastSeq: 2 });
  });

  it('leaves a missing file to the ordinary read: no data yet', async () => {
    readAhead(file);
    expect(await new DurableJsonFile(file).read()).toBeNull();
  });

  it('is what the store reads when the file is unchanged: read once, not twice', async () => {
    await writeFile(file, '{"lastSeq":1}');
    await readAhead(file);
    // Changed in place, its size and time kept, the file still looks unchanged: the store gets
    // the bytes read ahead, so they were used. (A snapshot is never written in place.)
    const { atime, mtimeMs } = await stat(file);
    const handle = await open(file, 'r+');
    await handle.write('{"lastSeq":7}', 0);
    await handle.close();
    // In seconds, half a millisecond in: a Date's seconds may round below the millisecond.
    await utimes(file, atime, (Math.floor(mtimeMs) + 0.5) / 1000);
    expect(await new DurableJsonFile(file).read()).toEqual({ lastSeq: 1 });
  });
});
