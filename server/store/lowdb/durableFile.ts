import { randomBytes } from 'node:crypto';
import { open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Adapter } from 'lowdb';
import { CorruptDataFileError } from '../types.js';

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

/** Replaces `file` so that a crash leaves either the old or the new contents: temp file, fsync, rename. */
export async function writeFileDurably(file: string, contents: string): Promise<void> {
  const temp = tempNameFor(file);
  try {
    const handle = await open(temp, 'w', 0o600);
    try {
      await handle.writeFile(contents, 'utf8');
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

/** A lowdb adapter that writes durably and refuses, rather than replaces, a file it cannot parse. */
export class DurableJsonFile<T> implements Adapter<T> {
  constructor(readonly file: string) {}

  async read(): Promise<T | null> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      throw new CorruptDataFileError(this.file, (error as Error).message);
    }
  }

  async write(data: T): Promise<void> {
    await writeFileDurably(this.file, JSON.stringify(data));
  }
}
