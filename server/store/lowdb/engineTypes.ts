/** What the engine reads of a snapshot: which journal record it holds the changes up to. */
export interface EngineSnapshot {
  version: number;
  /** The last journal record folded into this snapshot. */
  lastSeq: number;
}

/** A durable change as the engine sees it: a record of some type (a delete makes it fold). */
export interface EngineChange {
  type: string;
}

/** A change as the journal holds it: numbered. */
export type JournalRecord<C> = C & { seq: number };

/** Takes a change back out of memory (a batch is planned, then taken back before its append). */
export type Undo = () => void;

/**
 * What the engine needs of the state in memory, which the assembly makes of every area's state
 * (server/store/assembly/lowdbState.ts): apply a change, write a snapshot of it.
 */
export interface EngineState {
  /** Applies a change live or on replay; answers how to take it back. */
  apply(change: EngineChange): Undo;
  toSnapshot(lastSeq: number, now: number): EngineSnapshot;
  /** The indexes being built after a start: changes wait for them (null when none are). */
  indexesBuilding(): Promise<void> | null;
  /** The journal is replayed: what the state builds before the first request (the search's). */
  replayed(): void;
  /** What was loaded was upgraded from an older data file: a new snapshot keeps the upgrade. */
  readonly loadedUpgrade: boolean;
}

/** The changes a state applies. */
export type ChangeOf<S extends EngineState> = Parameters<S['apply']>[0];
/** The snapshots a state is written as. */
export type SnapshotOf<S extends EngineState> = ReturnType<S['toSnapshot']>;

/** How the assembly's state is made: from the snapshot read, or for a new data folder. */
export interface StateKind<S extends EngineState> {
  fromSnapshot(snapshot: SnapshotOf<S>): S;
  emptySnapshot(): SnapshotOf<S>;
  /** Whether what db.json holds has every part a snapshot has (else it is no Synapse data file). */
  isSnapshot(data: SnapshotOf<S>): boolean;
}

export interface LowdbEngineOptions<S extends EngineState> {
  dataDir: string;
  /** The state in memory, as the assembly makes it (with the settings it was given). */
  state: StateKind<S>;
  now?: () => Date;
  /** Fault injection for tests: runs before every durable write and may throw (or wait). */
  beforeWrite?: (write: 'journal' | 'snapshot') => void | Promise<void>;
  /** Compaction threshold in journal bytes; by default foldThreshold.ts's (twice the snapshot). */
  compactAfterBytes?: number;
}

/** How many durable writes the store has made: the group-commit tests count them. */
export interface WriteCounters {
  journalAppends: number;
  snapshots: number;
}

/** What a write decides against the state: the durable change (or none) and the caller's answer. */
export interface Plan<T, C> {
  change: C | null;
  result: T;
}

/**
 * The engine as an area sees it: the part of the state it reads and plans against, and the
 * changes it makes (the assembly passes the whole engine; the area names only what it uses).
 */
export interface AreaEngine<S, C> {
  readonly state: S;
  /** `leavesIndexes`: the change needs no index built after a start (a session's), so it goes at once. */
  mutate<T>(plan: (state: S) => Plan<T, C>, leavesIndexes?: boolean): Promise<T>;
  now(): Date;
  eraseFromDisk(): Promise<void>;
}
