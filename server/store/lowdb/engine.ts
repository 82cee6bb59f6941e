import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Low } from 'lowdb';
import { removeStaleTempFiles, syncDirectory } from '../../files/durableFile.js';
import { log } from '../../logging/logger.js';
import { timedCommit } from '../commitTiming.js';
import { StoreUnavailableError } from '../errors.js';
import { planBatch, type Mutation } from './batchPlan.js';
import {
  checkSnapshot,
  DATA_FILE,
  fileSize,
  FOLDING_FILE,
  holdsErasedData,
  JOURNAL_FILE,
  readFoldingJournal,
  replay,
} from './dataFolder.js';
import { DurableJsonFile } from './durableJsonFile.js';
import { Erasures } from './erasures.js';
import { foldThreshold } from './foldThreshold.js';
import { Journal } from './journal.js';
import { snapshotCodec } from './snapshotRows.js';
import type {
  ChangeOf,
  EngineState,
  JournalRecord,
  LowdbEngineOptions,
  SnapshotOf,
  WriteCounters,
} from './engineTypes.js';

/**
 * The embedded store's engine: lowdb keeps a snapshot in db.json, an fsynced journal keeps every
 * change since, and memory keeps everything with its indexes. Writes are group-committed: at most
 * one append is in flight, every change that arrives meanwhile rides the next one, and each caller
 * is answered only once the append holding its change is on disk. The areas decide what a change
 * is (the state S, which the assembly makes of theirs: server/store/assembly/lowdbState.ts); this
 * file only makes changes durable and folds the journal into snapshots.
 */
export class LowdbEngine<S extends EngineState> {
  readonly writes: WriteCounters = { journalAppends: 0, snapshots: 0 };
  private queue: Mutation<S, unknown>[] = [];
  private flushing: Promise<void> | null = null;
  private closed = false;
  /** The last journal append failed (a full or read-only disk): not ready until one succeeds. */
  private appendFailing = false;
  private snapshotBytes = 0;
  /** The journal size past which the next batch folds it into the snapshot. */
  private compactAtBytes = 0;
  /** A snapshot being written in the background from the journal now in FOLDING_FILE. */
  private folding: Promise<void> | null = null;
  /** FOLDING_FILE exists: its records are in no snapshot yet. */
  private foldingFileExists = false;
  /** Deletes answered only once the erased entry is in no file of the data folder. */
  private readonly erasures = new Erasures();

  private constructor(
    private readonly dataDir: string,
    private readonly dataFile: string,
    private readonly db: Low<SnapshotOf<S>>,
    private journal: Journal<JournalRecord<ChangeOf<S>>>,
    readonly state: S,
    private lastSeq: number,
    private readonly options: LowdbEngineOptions<S>,
  ) {}

  static async open<S extends EngineState>(
    options: LowdbEngineOptions<S>,
  ): Promise<LowdbEngine<S>> {
    const kind = options.state;
    await mkdir(options.dataDir, { recursive: true });
    const dataFile = join(options.dataDir, DATA_FILE);
    await removeStaleTempFiles(dataFile);
    const db = new Low<SnapshotOf<S>>(
      new DurableJsonFile<SnapshotOf<S>>(dataFile, snapshotCodec),
      kind.emptySnapshot(),
    );
    await db.read();
    const snapshot = checkSnapshot(db.data ?? kind.emptySnapshot(), dataFile, kind);
    const folded = await readFoldingJournal<ChangeOf<S>>(options.dataDir);
    const { journal, records } = await Journal.open<JournalRecord<ChangeOf<S>>>(
      join(options.dataDir, JOURNAL_FILE),
    );
    await syncDirectory(options.dataDir); // the journal's name is durable before any append to it
    // Made with the settings the assembly gave it (the referral rules: the config's).
    const state = kind.fromSnapshot(snapshot);
    const replayed = [...(folded ?? []), ...records];
    const lastSeq = replay(state, snapshot.lastSeq, replayed);
    state.replayed();
    db.data = kind.emptySnapshot(); // the state holds the data; keep no second reference to it
    const engine = new LowdbEngine(options.dataDir, dataFile, db, journal, state, lastSeq, options);
    engine.snapshotBytes = await fileSize(dataFile);
    engine.compactAtBytes = engine.compactionThreshold();
    engine.foldingFileExists = folded !== null;
    if (
      engine.snapshotBytes === 0 ||
      engine.foldingFileExists ||
      state.loadedUpgrade ||
      holdsErasedData(replayed, snapshot.lastSeq)
    )
      await engine.compact();
    return engine;
  }

  now(): Date {
    return this.options.now?.() ?? new Date();
  }

  mutate<T>(plan: Mutation<S, T>['plan'], leavesIndexes = false): Promise<T> {
    if (this.closed) return Promise.reject(new StoreUnavailableError(new Error('store closed')));
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ plan, resolve, reject, leavesIndexes } as Mutation<S, unknown>);
      this.flushing ??= this.flushLoop();
    });
  }

  /**
   * Answers once every delete made so far is in no file of the data folder: after it is durable,
   * a fold writes a snapshot without it and drops the journals that still hold it (joins go on
   * meanwhile). An earlier delete whose fold failed is finished by the next call.
   */
  eraseFromDisk(): Promise<void> {
    if (!this.erasures.unfinished) return Promise.resolve();
    if (this.closed) return Promise.reject(new StoreUnavailableError(new Error('store closed')));
    const erased = this.erasures.wait();
    this.flushing ??= this.flushLoop();
    return erased;
  }

  private async flushLoop(): Promise<void> {
    while (this.queue.length > 0 || (this.erasures.waiting && !this.folding)) {
      // A change would finish the indexes being built after a start at once, holding up every
      // request: the changes wait for the build instead, and then go as one batch. Changes that
      // leave the indexes alone go at once (an admin's first call after a start saves a session).
      const leaveIndexes =
        this.queue.length > 0 && this.queue.every((queued) => queued.leavesIndexes);
      const building = leaveIndexes ? null : this.state.indexesBuilding();
      if (building) await building;
      if (this.queue.length > 0) await this.commit(this.queue.splice(0));
      // A fold in flight may predate a delete: the next one starts when it is done.
      if (this.folding) continue;
      if (this.erasures.waiting || this.journal.bytes > this.compactAtBytes) await this.fold();
    }
    this.flushing = null;
  }

  /** Folds every journal into a new snapshot: in the background, or after a failed fold at once. */
  private async fold(): Promise<void> {
    const throughSeq = this.lastSeq;
    // After a failed fold, the folding journal is still needed: fold both, joins waiting.
    const fold = this.foldingFileExists ? this.compact() : this.startFold();
    await fold.catch((error) => {
      this.compactionFailed(error);
      this.erasures.failed(throughSeq, error);
    });
  }

  /**
   * Plans a batch (batchPlan.ts: nothing of it is in memory yet), appends it to the journal once,
   * then applies it in memory and answers every caller.
   */
  private async commit(batch: Mutation<S, unknown>[]): Promise<void> {
    const { records, planned } = planBatch(this.state, batch, this.lastSeq);
    if (records.length > 0) {
      try {
        await this.options.beforeWrite?.('journal');
        await timedCommit('lowdb', 'journal', () => this.journal.append(records));
        this.appendFailing = false;
      } catch (error) {
        this.appendFailing = true;
        log.error(
          { err: error },
          'A write to the data folder failed; nothing in it was acknowledged',
        );
        for (const { mutation } of planned) mutation.reject(new StoreUnavailableError(error));
        return;
      }
      this.writes.journalAppends += 1;
      for (const record of records) this.state.apply(record);
      this.lastSeq += records.length;
      if (records.some((record) => record.type === 'delete')) this.erasures.deleted(this.lastSeq);
    }
    for (const { mutation, result } of planned) mutation.resolve(result);
  }

  /**
   * Starts folding the journal into a new snapshot without holding up the joins: the journal
   * becomes FOLDING_FILE, a fresh one takes the next appends, and the snapshot of this moment is
   * written (temp file, fsync, rename) in the background; then FOLDING_FILE goes. A crash at any
   * point leaves a snapshot plus journals that replay to every acknowledged change.
   */
  private async startFold(): Promise<void> {
    const journalFile = join(this.dataDir, JOURNAL_FILE);
    const foldingFile = join(this.dataDir, FOLDING_FILE);
    await rename(journalFile, foldingFile);
    this.foldingFileExists = true;
    const folded = this.journal;
    const fresh = await Journal.open<JournalRecord<ChangeOf<S>>>(journalFile).catch(
      async (error: unknown) => {
        await rename(foldingFile, journalFile); // keep appending where we were
        this.foldingFileExists = false;
        throw error;
      },
    );
    this.journal = fresh.journal;
    await syncDirectory(this.dataDir);
    await folded.close();
    const snapshot = this.snapshotAt(this.lastSeq);
    this.folding = (async () => {
      try {
        await this.writeSnapshot(snapshot);
        await rm(foldingFile, { force: true });
        await syncDirectory(this.dataDir); // an erased entry's records do not come back after a crash
        this.foldingFileExists = false;
        this.compactAtBytes = this.compactionThreshold();
        this.erasures.folded(snapshot.lastSeq);
      } catch (error) {
        this.compactionFailed(error);
        this.erasures.failed(snapshot.lastSeq, error);
      } finally {
        this.folding = null;
        // Deletes made while this fold was written need the next one.
        if (this.erasures.waiting && !this.closed) this.flushing ??= this.flushLoop();
      }
    })();
  }

  /** Folds every journal into a fresh snapshot while nothing else is written (start, stop, retry). */
  private async compact(): Promise<void> {
    const throughSeq = this.lastSeq;
    await this.writeSnapshot(this.snapshotAt(throughSeq));
    if (this.foldingFileExists) {
      await rm(join(this.dataDir, FOLDING_FILE), { force: true });
      this.foldingFileExists = false;
    }
    await this.journal.reset();
    this.compactAtBytes = this.compactionThreshold();
    this.erasures.folded(throughSeq);
  }

  private snapshotAt(lastSeq: number): SnapshotOf<S> {
    // S's own snapshot type: TypeScript sees only EngineState's through the generic.
    return this.state.toSnapshot(lastSeq, this.now().getTime()) as SnapshotOf<S>;
  }

  private async writeSnapshot(snapshot: SnapshotOf<S>): Promise<void> {
    await this.options.beforeWrite?.('snapshot');
    this.db.data = snapshot;
    try {
      await this.db.write();
    } finally {
      this.db.data = this.options.state.emptySnapshot(); // the state holds the data; keep no second reference to it
    }
    this.writes.snapshots += 1;
    this.snapshotBytes = await fileSize(this.dataFile);
  }

  /** Retries once the journal has grown by another threshold, not on every batch. */
  private compactionFailed(error: unknown): void {
    this.compactAtBytes = this.journal.bytes + this.compactionThreshold();
    log.error({ err: error }, 'Compaction failed; the journals keep every change');
  }

  /** Resolves once no write is pending or in flight, the background snapshot included. */
  async idle(): Promise<void> {
    while (this.flushing || this.folding) {
      await this.flushing;
      await this.folding;
    }
  }

  private compactionThreshold(): number {
    return this.options.compactAfterBytes ?? foldThreshold(this.snapshotBytes);
  }

  /** /readyz's answer: null while the store takes writes. */
  readiness(): string | null {
    if (this.closed) return 'the store is closed';
    return this.appendFailing ? 'the last write to the data folder failed' : null;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.idle();
    if (this.journal.bytes > 0 || this.foldingFileExists) {
      await this.compact().catch((error) => {
        this.erasures.failed(this.lastSeq, error);
        log.error({ err: error }, 'Final compaction failed; the journal keeps every change');
      });
    }
    await this.journal.close();
  }
}
