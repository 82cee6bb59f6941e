import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { syncDirectory, syncFile } from '../files/durableFile.js';
import type { StoreFolder } from './takeBackup.js';

/** A restore that would overwrite something: the message says what to do instead. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

/**
 * Restores a backup (takeBackup.ts) into an empty or new `dataDir`: it is read back first, then
 * its files are copied and made durable. A folder holding anything is refused, so that a restore
 * never mixes two waitlists nor overwrites a running server's data.
 */
export async function restoreBackup(options: {
  backupDir: string;
  dataDir: string;
  store: StoreFolder;
}): Promise<{ entries: number }> {
  const { backupDir, dataDir, store } = options;
  await refuseUnlessEmpty(dataDir);
  const entries = await store.count(backupDir);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  for (const file of await readdir(backupDir, { withFileTypes: true })) {
    if (!file.isFile()) continue;
    await copyFile(join(backupDir, file.name), join(dataDir, file.name));
    await syncFile(join(dataDir, file.name));
  }
  await syncDirectory(dataDir);
  return { entries };
}

async function refuseUnlessEmpty(dataDir: string): Promise<void> {
  const held = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (held.length === 0) return;
  throw new RestoreRefusedError(
    `DATA_DIR ${dataDir} is not empty (it holds ${held.length} ${held.length === 1 ? 'file' : 'files'}): ` +
      'a backup is restored only into an empty or new folder, so that nothing there is ' +
      'overwritten. Stop the server, move that folder aside (or set DATA_DIR to a new one) and ' +
      'run npm run restore again.',
  );
}
