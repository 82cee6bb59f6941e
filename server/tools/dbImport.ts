import { realpathSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { WaitlistEntry } from '../../src/shared/index.js';
import { ConfigError, loadConfig } from '../config.js';
import { readDataFolderEntries } from '../store/assembly/lowdbDataFolder.js';
import { PostgresStore } from '../store/assembly/postgresStore.js';
import { CorruptDataFileError, StoreStartError } from '../store/errors.js';

/**
 * `npm run db:import -- FILE`: copies a lowdb data file (a booth's, or an earlier single-process
 * deployment's) into the PostgreSQL named by DATABASE_URL. Entries keep their names, e-mails,
 * companies, consent, sources and dates, and get new positions at the end of the list in their
 * original order; an address already there is skipped, so a second run adds nothing.
 */

export interface ImportResult {
  added: number;
  skipped: number;
}

/** The entries of a lowdb data file (or the folder holding it) by position, read only. */
export async function readLowdbEntries(path: string): Promise<readonly WaitlistEntry[]> {
  return readDataFolderEntries((await stat(path)).isDirectory() ? path : dirname(path));
}

export async function importEntries(
  store: PostgresStore,
  entries: readonly WaitlistEntry[],
): Promise<ImportResult> {
  const result: ImportResult = { added: 0, skipped: 0 };
  for (const entry of entries) {
    if (await store.importEntry(entry)) result.added += 1;
    else result.skipped += 1;
  }
  return result;
}

export async function importLowdbFile(path: string, databaseUrl: string): Promise<ImportResult> {
  const entries = await readLowdbEntries(path);
  const store = await PostgresStore.open({ databaseUrl });
  try {
    return await importEntries(store, entries);
  } finally {
    await store.close();
  }
}

async function main(args: string[]): Promise<void> {
  const path = args[0];
  if (!path || args.length > 1) {
    throw new ConfigError('Usage: npm run db:import -- path/to/db.json (or the folder holding it)');
  }
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError('DATABASE_URL is not set: name the PostgreSQL database to import into.');
  }
  const { added, skipped } = await importLowdbFile(path, config.databaseUrl);
  console.log(
    `Imported ${path}: added ${added} ${added === 1 ? 'entry' : 'entries'}, ` +
      `skipped ${skipped} already on the list.`,
  );
}

// Node resolves the module's own URL through symlinks (a linked node_modules); compare alike.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    const known = [ConfigError, CorruptDataFileError, StoreStartError].some(
      (kind) => error instanceof kind,
    );
    console.error(`db:import failed: ${known ? (error as Error).message : String(error)}`);
    process.exit(1);
  });
}
