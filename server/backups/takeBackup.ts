import { copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { INITIAL_PASSWORD_FILE } from '../auth/initialAdmin.js';
import { PIN_FILE } from '../booth/kiosk/operatorPin.js';
import { SYNC_SETTINGS_FILE, SYNC_STATE_FILE } from '../booth/sync/syncFiles.js';
import { syncDirectory, syncFile } from '../files/durableFile.js';
import { SESSION_SECRET_FILE } from '../secrets.js';

/** A backup's folder: `synapse-backup-` and the UTC time it was taken (20261128T174833.123Z). */
export const BACKUP_PREFIX = 'synapse-backup-';
const BACKUP_NAME = /^synapse-backup-\d{8}T\d{6}\.\d{3}Z$/;
/** A backup being written: hidden, and renamed to its name only once it was read back. */
const PARTIAL_SUFFIX = '.partial';

/**
 * The data folder's files besides the store's, each replaced whole when it changes (a copy is
 * the old or the new one): the session secret, the first admin password, a booth's operator PIN
 * and its sync settings and progress. A restored server signs in and syncs as the old one did.
 */
const SIDE_FILES = [
  SESSION_SECRET_FILE,
  INITIAL_PASSWORD_FILE,
  PIN_FILE,
  SYNC_SETTINGS_FILE,
  SYNC_STATE_FILE,
];

/**
 * How the store's own files are copied and read back: the embedded store's, by the composition
 * root (store/lowdb/dataFolderCopy.ts); a backup knows no store engine.
 */
export interface StoreFolder {
  /** Copies the store's files from a data folder a server may be writing, consistently. */
  copy(dataDir: string, target: string): Promise<void>;
  /** Reads a copy back as the store would open it; answers its number of entries. */
  count(dir: string): Promise<number>;
}

export interface Backup {
  path: string;
  entries: number;
}

export function backupName(at: Date): string {
  return BACKUP_PREFIX + at.toISOString().replace(/[-:]/g, '');
}

export function isBackupName(name: string): boolean {
  return BACKUP_NAME.test(name);
}

/**
 * Writes a consistent copy of `dataDir` into `backupsDir`/synapse-backup-<UTC time>/ while the
 * server goes on taking joins, reads it back, and only then gives it its name: a folder with that
 * name is always a whole backup that opens.
 */
export async function takeBackup(options: {
  dataDir: string;
  backupsDir: string;
  store: StoreFolder;
  now?: Date;
}): Promise<Backup> {
  const { dataDir, backupsDir, store } = options;
  await mkdir(backupsDir, { recursive: true, mode: 0o700 });
  const name = backupName(options.now ?? new Date());
  const path = join(backupsDir, name);
  const partial = join(backupsDir, `.${name}${PARTIAL_SUFFIX}`);
  await mkdir(partial, { mode: 0o700 });
  try {
    await store.copy(dataDir, partial);
    for (const file of SIDE_FILES) await copyIfThere(join(dataDir, file), join(partial, file));
    const entries = await store.count(partial);
    for (const file of await readdir(partial)) await syncFile(join(partial, file));
    await syncDirectory(partial);
    await rename(partial, path);
    await syncDirectory(backupsDir);
    return { path, entries };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

async function copyIfThere(from: string, to: string): Promise<void> {
  try {
    await copyFile(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
