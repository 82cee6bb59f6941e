import { copyFile, rm, stat, truncate } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { CorruptDataFileError } from '../errors.js';
import { DATA_FILE, FOLDING_FILE, JOURNAL_FILE, readSnapshot, replay } from './dataFolder.js';
import { parseJournal } from './journal.js';
import type { ChangeOf, EngineState, JournalRecord, StateKind } from './engineTypes.js';
import { readWholeFile } from './wholeFile.js';

/** Copies tried before giving up on a data folder that changed under every one of them. */
const ATTEMPTS = 20;
/** The wait before another copy grows by this each time, so that a fold in flight can finish. */
const RETRY_STEP_MS = 25;
/** The store's files, as the engine names them (fileNames.ts). */
const STORE_FILES = [DATA_FILE, FOLDING_FILE, JOURNAL_FILE];

/** What a copy must find unchanged: a file's identity (or its absence) and, but for the journal, its contents. */
interface Seen {
  snapshot: Stats | null;
  folding: Stats | null;
  journal: Stats | null;
}

/**
 * Copies a lowdb data folder's store files (snapshot, journal being folded, journal) into `target`
 * while a server may be writing them, so that the copy replays to every change acknowledged before
 * the copy began.
 *
 * How the engine writes (engine.ts) makes this possible without stopping it: the snapshot and the
 * folding journal are only ever replaced whole (a rename) or removed, never changed in place; the
 * journal is only appended to until a fold renames it away or, after a new snapshot is in place,
 * empties it. So a copy is consistent when no file was replaced, removed or created while it was
 * taken (the same inode, size and time before and after) and the journal only grew: its copy then
 * ends in whole acknowledged lines and, at most, a torn line being appended, which is cut off the
 * way the store's own start cuts it (Journal.open, parseJournal). A fold that started or ended
 * meanwhile changes one of the files: the copy is taken again.
 */
export async function copyDataFolder(dataDir: string, target: string): Promise<void> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    if (attempt > 1) await delay(attempt * RETRY_STEP_MS);
    // Nothing of an earlier attempt stays: a file there then may be gone now.
    await Promise.all(STORE_FILES.map((name) => rm(join(target, name), { force: true })));
    const before = await see(dataDir);
    if (!before.snapshot) {
      throw new Error(`There is no ${DATA_FILE} in ${dataDir}: nothing to back up.`);
    }
    await copyIfThere(dataDir, target, DATA_FILE, before.snapshot);
    await copyIfThere(dataDir, target, FOLDING_FILE, before.folding);
    await copyIfThere(dataDir, target, JOURNAL_FILE, before.journal);
    const after = await see(dataDir);
    const copiedJournal = await sizeOf(join(target, JOURNAL_FILE));
    if (unchanged(before, after, copiedJournal)) {
      await cutTornTail(join(target, FOLDING_FILE));
      await cutTornTail(join(target, JOURNAL_FILE));
      return;
    }
  }
  throw new Error(`${dataDir} changed under each of ${ATTEMPTS} copies; try again.`);
}

/**
 * Reads a copied data folder back as the store would open it. The journals' records must follow
 * on from the snapshot without a gap: a copy that missed the records of a fold is refused rather
 * than kept.
 */
export async function readCopiedFolder<S extends EngineState>(
  dir: string,
  kind: StateKind<S>,
): Promise<S> {
  const snapshot = await readSnapshot(dir, kind);
  const records = [
    ...(await journalRecords<ChangeOf<S>>(join(dir, FOLDING_FILE))),
    ...(await journalRecords<ChangeOf<S>>(join(dir, JOURNAL_FILE))),
  ];
  checkSequence(snapshot.lastSeq, records, dir);
  const state = kind.fromSnapshot(snapshot);
  replay(state, snapshot.lastSeq, records);
  return state;
}

/** Every record past the snapshot's last one is the next number: none was lost between files. */
function checkSequence(
  lastSeq: number,
  records: readonly JournalRecord<unknown>[],
  dir: string,
): void {
  let expected = lastSeq + 1;
  for (const record of records) {
    if (record.seq < expected) continue; // already in the snapshot (a crash between fold steps)
    if (record.seq !== expected) {
      throw new CorruptDataFileError(
        join(dir, JOURNAL_FILE),
        `change ${expected} is missing (the next one is ${record.seq})`,
      );
    }
    expected += 1;
  }
}

async function journalRecords<C>(file: string): Promise<JournalRecord<C>[]> {
  const text = await readWholeFile(file).then(
    (bytes) => bytes.toString('utf8'),
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    },
  );
  return parseJournal<JournalRecord<C>>(text, file).records;
}

async function see(dataDir: string): Promise<Seen> {
  const [snapshot, folding, journal] = await Promise.all(
    STORE_FILES.map((name) => statIfThere(join(dataDir, name))),
  );
  return { snapshot: snapshot!, folding: folding!, journal: journal! };
}

function unchanged(before: Seen, after: Seen, copiedJournal: number): boolean {
  const sameFile = (a: Stats | null, b: Stats | null) =>
    a === null ? b === null : b !== null && a.ino === b.ino && a.dev === b.dev;
  const sameContents = (a: Stats | null, b: Stats | null) =>
    sameFile(a, b) && a?.size === b?.size && a?.mtimeMs === b?.mtimeMs;
  return (
    sameContents(before.snapshot, after.snapshot) &&
    sameContents(before.folding, after.folding) &&
    sameFile(before.journal, after.journal) &&
    // Cut back meanwhile (an append that failed): what was copied may never have been acknowledged.
    (after.journal?.size ?? 0) >= copiedJournal
  );
}

async function copyIfThere(
  dataDir: string,
  target: string,
  name: string,
  seen: Stats | null,
): Promise<void> {
  if (!seen) return;
  try {
    await copyFile(join(dataDir, name), join(target, name));
  } catch (error) {
    // Gone since it was seen (a fold): the check after the copy sees it too.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** A journal copied while a line was being appended ends in part of it: cut off, as at a start. */
async function cutTornTail(file: string): Promise<void> {
  let text: string;
  try {
    text = (await readWholeFile(file)).toString('utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const { goodBytes } = parseJournal(text, file);
  if (goodBytes < Buffer.byteLength(text, 'utf8')) await truncate(file, goodBytes);
}

async function statIfThere(file: string): Promise<Stats | null> {
  return stat(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
}

async function sizeOf(file: string): Promise<number> {
  return (await statIfThere(file))?.size ?? 0;
}
