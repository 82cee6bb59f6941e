import { randomBytes } from 'node:crypto';
import { open, readdir, readFile, rename, rm, type FileHandle } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { basename, dirname, join } from 'node:path';
import type { Adapter } from 'lowdb';
import { CorruptDataFileError } from '../types.js';

const TEMP_SUFFIX = '.tmp';
/** Array items serialised per turn of the event loop when a snapshot is written. */
const ITEMS_PER_TURN = 2_000;

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
    await writeFileDurably(this.file, (handle) => writeJson(handle, data));
  }
}

/**
 * Writes exactly JSON.stringify(data), but serialises an object's array properties a few thousand
 * items at a time with a turn of the event loop in between, so that a snapshot of a long waitlist
 * never holds up the requests being served (nor builds the whole text in memory at once).
 * The caller must not change `data` meanwhile (the store hands over a copy of its arrays).
 */
export async function writeJson(handle: FileHandle, data: unknown): Promise<void> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    await handle.writeFile(JSON.stringify(data), 'utf8');
    return;
  }
  let separator = '{';
  for (const [key, value] of Object.entries(data)) {
    const prefix = `${separator}${JSON.stringify(key)}:`;
    if (Array.isArray(value)) {
      await handle.writeFile(`${prefix}[`, 'utf8');
      for (let start = 0; start < value.length; start += ITEMS_PER_TURN) {
        const items = value
          .slice(start, start + ITEMS_PER_TURN)
          .map((item: unknown) => JSON.stringify(item) ?? 'null');
        await handle.writeFile(`${start > 0 ? ',' : ''}${items.join(',')}`, 'utf8');
        await nextTurn();
      }
      await handle.writeFile(']', 'utf8');
      separator = ',';
    } else {
      const text = JSON.stringify(value);
      if (text === undefined) continue; // JSON.stringify leaves out undefined and functions
      await handle.writeFile(`${prefix}${text}`, 'utf8');
      separator = ',';
    }
  }
  await handle.writeFile(separator === '{' ? '{}' : '}', 'utf8');
}
