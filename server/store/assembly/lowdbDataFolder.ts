import type { WaitlistEntry } from '../../../src/shared/index.js';
import { readDataFolder } from '../lowdb/dataFolder.js';
import { copyDataFolder, readCopiedFolder } from '../lowdb/dataFolderCopy.js';
import { storeStateKind } from './lowdbState.js';

/**
 * Every entry of a data folder by position, read without writing anything (db:import reads a
 * booth's folder this way).
 */
export async function readDataFolderEntries(dataDir: string): Promise<readonly WaitlistEntry[]> {
  return (await readDataFolder(dataDir, storeStateKind())).entriesByPosition();
}

/** A copied data folder's number of entries, read back as the store would open it. */
export async function countDataFolderEntries(dir: string): Promise<number> {
  return (await readCopiedFolder(dir, storeStateKind())).entriesByPosition().length;
}

/** The embedded store's files as a backup copies and reads them (server/backups/takeBackup.ts). */
export const lowdbDataFolder = { copy: copyDataFolder, count: countDataFolderEntries };
