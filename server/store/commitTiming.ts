import { performance } from 'node:perf_hooks';

/**
 * What a durable commit was: the embedded store's group-committed journal append (fsynced), or on
 * PostgreSQL a batch of joins or of outbox attempts (one statement, its own transaction) or a
 * transaction of several statements (inTransaction).
 */
export type CommitKind = 'journal' | 'join_batch' | 'outbox_attempts' | 'transaction';
export type CommitStore = 'lowdb' | 'postgres';

/** Told of each commit that succeeded, with its time in seconds. */
export type CommitObserver = (store: CommitStore, kind: CommitKind, seconds: number) => void;

let observer: CommitObserver | undefined;

/**
 * Installed by the metrics (server/operations/metrics.ts) when METRICS_TOKEN is set: the store
 * knows nothing of prom-client, and without an observer a commit costs one comparison.
 */
export function observeCommits(next: CommitObserver | undefined): void {
  observer = next;
}

/** Runs a commit; its time is reported only when it succeeds (a failure is not a latency). */
export async function timedCommit<T>(
  store: CommitStore,
  kind: CommitKind,
  commit: () => Promise<T>,
): Promise<T> {
  if (!observer) return commit();
  const started = performance.now();
  const result = await commit();
  observer?.(store, kind, (performance.now() - started) / 1000);
  return result;
}
