import { open, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { readWhole } from './wholeFile.js';

/**
 * A data file read ahead, before the modules that parse it are loaded (issue 30, item 2): the
 * server's entry (main.ts) starts the read and then loads the rest of the server, so the 220 MB
 * snapshot of a million entries comes off the disk in libuv's thread pool while the main thread
 * evaluates modules, instead of after them.
 *
 * The bytes are used only when the file is still the one read: same device, inode, size and
 * modification time. A snapshot is only ever replaced whole (written beside it and renamed over
 * it), so a snapshot written in between (by a server stopping as this one starts) is a new inode,
 * and the read ahead is dropped for an ordinary read.
 */

interface ReadAhead {
  file: string;
  read: Promise<{ bytes: Buffer; identity: string }>;
}

let pending: ReadAhead | undefined;

/** The file's device, inode, size and modification time to the millisecond. */
const identityOf = (stats: Stats) =>
  `${stats.dev}:${stats.ino}:${stats.size}:${Math.floor(stats.mtimeMs)}`;

/**
 * Starts reading `file` whole; takeReadAhead(file) answers its bytes. Replaces one not taken.
 * Answers when the read is over, whether or not it succeeded.
 */
export function readAhead(file: string): Promise<void> {
  const read = (async () => {
    const handle = await open(file, 'r');
    try {
      const identity = identityOf(await handle.stat());
      return { bytes: await readWhole(handle), identity };
    } finally {
      await handle.close();
    }
  })();
  pending = { file, read };
  // A failure (no such file, say) is the ordinary read's to meet and report.
  return read.then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The bytes read ahead of `file`, once, if they are still its bytes; undefined when none were read
 * ahead, the read failed, or the file changed since.
 */
export async function takeReadAhead(file: string): Promise<Buffer | undefined> {
  const taken = pending;
  if (taken?.file !== file) return undefined;
  pending = undefined;
  try {
    const { bytes, identity } = await taken.read;
    return identity === identityOf(await stat(file)) ? bytes : undefined;
  } catch {
    return undefined;
  }
}
