import type { Change } from './snapshot.js';
import type { StoreState } from './state.js';

export interface LowdbStoreOptions {
  dataDir: string;
  now?: () => Date;
  /** Fault injection for tests: runs before every durable write and may throw (or wait). */
  beforeWrite?: (write: 'journal' | 'snapshot') => void | Promise<void>;
  /** Compaction threshold in journal bytes; by default foldThreshold.ts's (twice the snapshot). */
  compactAfterBytes?: number;
  /** Places each counted referral is worth in line (REFERRAL_BOOST); default 5, 0 turns it off. */
  referralBoost?: number;
  /** Referrals that count per referrer and UTC day (REFERRAL_DAILY_CAP); default 10, 0: no cap. */
  referralDailyCap?: number;
}

/** How many durable writes the store has made: the group-commit tests count them. */
export interface WriteCounters {
  journalAppends: number;
  snapshots: number;
}

/** What a write decides against the state: the durable change (or none) and the caller's answer. */
export interface Plan<T> {
  change: Change | null;
  result: T;
}

/** The engine's group-committed write, as the areas see it: plan against the state, get the result. */
export type Mutate = <T>(plan: (state: StoreState) => Plan<T>) => Promise<T>;
