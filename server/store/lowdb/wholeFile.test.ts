import { randomBytes } from 'node:crypto';
import { appendFile, open, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { tempFolders } from '../../testing/tempFolders.js';
import { readWhole, readWholeFile } from './wholeFile.js';

const tempFolder = tempFolders('synapse-whole-');
async function fileHolding(bytes: Buffer): Promise<string> {
  const file = join(await tempFolder(), 'db.json');
  await writeFile(file, bytes);
  return file;
}

describe('readWholeFile (the snapshot and the journal at a start)', () => {
  it('answers exactly the bytes of an empty, a small and a large file', async () => {
    for (const size of [0, 1, 4096, 3 * 2 ** 20 + 7]) {
      const bytes = randomBytes(size);
      expect((await readWholeFile(await fileHolding(bytes))).equals(bytes)).toBe(true);
    }
  });

  it('reads a large file in one read, and one more that finds its end', async () => {
    const bytes = randomBytes(8 * 2 ** 20);
    const handle = await open(await fileHolding(bytes), 'r');
    try {
      const read = vi.spyOn(handle, 'read');
      expect((await readWhole(handle)).equals(bytes)).toBe(true);
      // fs/promises' readFile made 16 of 512 KiB here.
      expect(read).toHaveBeenCalledTimes(2);
    } finally {
      await handle.close();
    }
  });

  it('reads on to the end of a file that grows while it is read', async () => {
    const first = randomBytes(1024);
    const more = randomBytes(5000);
    const file = await fileHolding(first);
    const handle = await open(file, 'r');
    try {
      const read = handle.read.bind(handle);
      let grown = false;
      vi.spyOn(handle, 'read').mockImplementation(async (...args: Parameters<typeof read>) => {
        if (!grown) {
          grown = true;
          await appendFile(file, more); // after its size was taken, before the first read
        }
        return read(...args);
      });
      expect((await readWhole(handle)).equals(Buffer.concat([first, more]))).toBe(true);
    } finally {
      await handle.close();
    }
  });

  it('says ENOENT for a file that is not there, as readFile did', async () => {
    await expect(readWholeFile(join(tmpdir(), `synapse-none-${process.pid}`))).rejects.toThrow(
      expect.objectContaining({ code: 'ENOENT' }),
    );
  });
});
