import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CorruptDataFileError } from '../errors.js';
import { DurableJsonFile } from './durableJsonFile.js';
import { DATA_FILE, FOLDING_FILE, JOURNAL_FILE } from './fileNames.js';
import { Journal, readJournalRecords } from './journal.js';
import { snapshotCodec } from './snapshotRows.js';
import type {
  ChangeOf,
  EngineChange,
  EngineState,
  JournalRecord,
  SnapshotOf,
  StateKind,
} from './engineTypes.js';

/**
 * What a lowdb data folder holds and how it is read back: the snapshot, the journal being folded
 * and the journal, replayed in that order. The store opens a folder this way; db:import reads one.
 */

export { DATA_FILE, FOLDING_FILE, JOURNAL_FILE };

/** Applies the records the snapshot does not hold yet; answers the last sequence number applied. */
export function replay<S extends EngineState>(
  state: S,
  lastSeq: number,
  records: readonly JournalRecord<ChangeOf<S>>[],
): number {
  for (const record of records) {
    // Already in the snapshot: a crash came between its rename and the journal's removal.
    if (record.seq <= lastSeq) continue;
    state.apply(record);
    lastSeq = record.seq;
  }
  return lastSeq;
}

/**
 * A data folder's state, read without writing anything (db:import reads a booth's folder this
 * way): the snapshot, then the journal being folded, then the journal.
 */
export async function readDataFolder<S extends EngineState>(
  dataDir: string,
  kind: StateKind<S>,
): Promise<S> {
  const snapshot = await readSnapshot(dataDir, kind);
  const state = kind.fromSnapshot(snapshot);
  replay(state, snapshot.lastSeq, [
    ...(await readJournalRecords<JournalRecord<ChangeOf<S>>>(join(dataDir, FOLDING_FILE))),
    ...(await readJournalRecords<JournalRecord<ChangeOf<S>>>(join(dataDir, JOURNAL_FILE))),
  ]);
  return state;
}

/** The snapshot of a data folder that must have one (a backup's, a booth's). */
export async function readSnapshot<S extends EngineState>(
  dataDir: string,
  kind: StateKind<S>,
): Promise<SnapshotOf<S>> {
  const dataFile = join(dataDir, DATA_FILE);
  const stored = await new DurableJsonFile<SnapshotOf<S>>(dataFile, snapshotCodec).read();
  if (stored === null) throw new Error(`There is no ${DATA_FILE} in ${dataDir}.`);
  return checkSnapshot(stored, dataFile, kind);
}

/** The records of a journal whose fold a crash or a failure interrupted; null when there is none. */
export async function readFoldingJournal<C>(dataDir: string): Promise<JournalRecord<C>[] | null> {
  const file = join(dataDir, FOLDING_FILE);
  if (!(await exists(file))) return null;
  const { journal, records } = await Journal.open<JournalRecord<C>>(file);
  await journal.close();
  return records;
}

/**
 * Journals that still hold an erased entry's records: a delete (from a version that did not fold
 * after it, or a crash before the fold), or records already in the snapshot (a crash between the
 * snapshot's rename and the journal's reset, which may have been that fold).
 */
export function holdsErasedData(
  records: readonly JournalRecord<EngineChange>[],
  snapshotSeq: number,
): boolean {
  return records.some((record) => record.type === 'delete' || record.seq <= snapshotSeq);
}

/** A file's size in bytes; 0 when it does not exist. */
export async function fileSize(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** The snapshot as read, or a CorruptDataFileError when it is not a Synapse data file. */
export function checkSnapshot<S extends EngineState>(
  data: SnapshotOf<S>,
  file: string,
  kind: StateKind<S>,
): SnapshotOf<S> {
  const valid =
    typeof data === 'object' &&
    data !== null &&
    Number.isInteger(data.lastSeq) &&
    kind.isSnapshot(data);
  if (!valid) throw new CorruptDataFileError(file, 'it is not a Synapse data file');
  return data;
}
