/** Files that a crash leaves either old or new: the store's snapshot, the session secret, the first admin password. */
import { randomBytes } from 'node:crypto';
import { open, readdir, rename, rm, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

const TEMP_SUFFIX = '.tmp';

function tempNameFor(file: string): string {
  return join(
    dirname(file),
    `.${basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}${TEMP_SUFFIX}`,
  );
}

/** fsync on a folder makes a rename inside it durable. */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** fsync on a file: its contents are on disk (a copy made with copyFile is not yet). */
export async function syncFile(file: string): Promise<void> {
  // Opened for writing: Windows flushes only a handle that may write.
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Replaces `file` so that a crash leaves either the old or the new contents: temp file, fsync,
 * rename. `contents` may also write itself to the file piece by piece.
 */
export async function writeFileDurably(
  file: string,
  contents: string | ((handle: FileHandle) => Promise<void>),
): Promise<void> {
  const temp = tempNameFor(file);
  try {
    const handle = await open(temp, 'w', 0o600);
    try {
      if (typeof contents === 'string') await handle.writeFile(contents, 'utf8');
      else await contents(handle);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncDirectory(dirname(file));
}

/** Removes temp files that a killed write left behind beside `file`; answers how many. */
export async function removeStaleTempFiles(file: string): Promise<number> {
  const prefix = `.${basename(file)}.`;
  const names = await readdir(dirname(file));
  const stale = names.filter((name) => name.startsWith(prefix) && name.endsWith(TEMP_SUFFIX));
  await Promise.all(stale.map((name) => rm(join(dirname(file), name), { force: true })));
  return stale.length;
}
