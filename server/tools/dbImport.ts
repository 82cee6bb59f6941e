import { readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { WaitlistEntry } from '../../src/shared/index.js';
import { ConfigError, loadConfig } from '../config.js';
import { DATA_FILE, JOURNAL_FILE } from '../store/lowdb/lowdbStore.js';
import { StoreState, type JournalRecord, type Snapshot } from '../store/lowdb/state.js';
import { PostgresStore } from '../store/postgres/postgresStore.js';
import { CorruptDataFileError } from '../store/types.js';

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

/** The entries of a lowdb data folder by position: db.json plus the journal beside it, read only. */
export async function readLowdbEntries(path: string): Promise<readonly WaitlistEntry[]> {
  const file = (await stat(path)).isDirectory() ? join(path, DATA_FILE) : path;
  let snapshot: Snapshot;
  try {
    snapshot = JSON.parse(await readFile(file, 'utf8')) as Snapshot;
  } catch (error) {
    throw new CorruptDataFileError(file, (error as Error).message);
  }
  if (!Array.isArray(snapshot?.waitlist)) {
    throw new CorruptDataFileError(file, 'it is not a Synapse data file');
  }
  const state = StoreState.fromSnapshot(snapshot);
  for (const record of await readJournal(join(dirname(file), JOURNAL_FILE))) {
    if (record.seq > (snapshot.lastSeq ?? 0)) state.apply(record);
  }
  return state.entriesByPosition();
}

/** The journal's whole lines; a torn last line was never acknowledged and is left out. */
async function readJournal(file: string): Promise<JournalRecord[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const lines = text.split('\n').slice(0, -1);
  return lines.map((line, index) => {
    try {
      return JSON.parse(line) as JournalRecord;
    } catch (error) {
      throw new CorruptDataFileError(file, `line ${index + 1}: ${(error as Error).message}`);
    }
  });
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    const known = error instanceof ConfigError || error instanceof CorruptDataFileError;
    console.error(`db:import failed: ${known ? (error as Error).message : String(error)}`);
    process.exit(1);
  });
}
