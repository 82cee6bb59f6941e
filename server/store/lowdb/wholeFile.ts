import { open, type FileHandle } from 'node:fs/promises';

/**
 * A file's bytes, read at once. fs/promises' readFile reads 512 KiB at a time, each piece a trip
 * through libuv's thread pool and back: the 220 MB snapshot of a million entries was 420 trips,
 * a third of a second of a start spent waiting (issue 30), where one read takes a tenth.
 */
export async function readWholeFile(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    return await readWhole(handle);
  } finally {
    await handle.close();
  }
}

/** The bytes of an open file from its start to its end, however far that is by now. */
export async function readWhole(handle: FileHandle): Promise<Buffer> {
  // One byte more than its size, so that the read after the last finds the end at once.
  let bytes = Buffer.allocUnsafe((await handle.stat()).size + 1);
  let filled = 0;
  for (;;) {
    if (filled === bytes.length) bytes = Buffer.concat([bytes, Buffer.allocUnsafe(bytes.length)]);
    const { bytesRead } = await handle.read(bytes, filled, bytes.length - filled, filled);
    if (bytesRead === 0) return bytes.subarray(0, filled);
    filled += bytesRead;
  }
}
