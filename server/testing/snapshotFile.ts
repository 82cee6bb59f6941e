import { DurableJsonFile } from '../store/lowdb/durableJsonFile.js';
import type { Snapshot } from '../store/assembly/lowdbSnapshot.js';
import { snapshotCodec } from '../store/lowdb/snapshotRows.js';

/**
 * A data folder's snapshot (db.json) as the store reads it: its entries are written as rows of
 * values under one header (snapshotRows.ts), which a test reads back as entries with this.
 */
export async function readSnapshotFile(file: string): Promise<Snapshot> {
  const snapshot = await new DurableJsonFile<Snapshot>(file, snapshotCodec).read();
  if (!snapshot) throw new Error(`${file} does not exist`);
  return snapshot;
}
