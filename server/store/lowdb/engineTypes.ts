import type { Change } from './snapshot.js';
import type { StateSettings, StoreState } from './state.js';

/** The areas' settings (the referral rules) ride along to the state as the assembly set them. */
export interface LowdbStoreOptions extends StateSettings {
  dataDir: string;
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
export interface Plan<T, C = Change> {
  change: C | null;
  result: T;
}

/**
 * The engine as an area sees it: the part of the state it reads and plans against, and the
 * changes it makes (the assembly passes the whole engine; the area names only what it uses).
 */
export interface AreaEngine<S, C> {
  readonly state: S;
  mutate<T>(plan: (state: S) => Plan<T, C>): Promise<T>;
  now(): Date;
  eraseFromDisk(): Promise<void>;
}

/** The engine's group-committed write, as the areas see it: plan against the state, get the result. */
export type Mutate = <T>(plan: (state: StoreState) => Plan<T>) => Promise<T>;
