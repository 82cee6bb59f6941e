import { MAX_ENTRY_BATCH, type WaitlistEntry } from '../../../src/shared/index.js';
import type { Store } from '../../store/types.js';

/**
 * The booth's own entries against the sync's progress: everything up to `syncedThroughPosition`
 * (in position order) is on the web. The syncer only reads them.
 */
export async function syncedCounts(
  store: Store,
  syncedThroughPosition: number,
): Promise<{ synced: number; total: number }> {
  let synced = 0;
  let total = 0;
  for await (const entry of store.exportEntries()) {
    total += 1;
    if (entry.position <= syncedThroughPosition) synced += 1;
  }
  return { synced, total };
}

/** The next batch of entries the web has not had, in position order. */
export async function unsyncedBatch(
  store: Store,
  syncedThroughPosition: number,
): Promise<WaitlistEntry[]> {
  const batch: WaitlistEntry[] = [];
  for await (const entry of store.exportEntries()) {
    if (entry.position <= syncedThroughPosition) continue;
    batch.push(entry);
    if (batch.length === MAX_ENTRY_BATCH) break;
  }
  return batch;
}
