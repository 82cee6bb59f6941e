import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newEntry } from '../../testing/fixtures.js';
import { DATA_FILE, JOURNAL_FILE } from './dataFolder.js';
import { foldThreshold } from './foldThreshold.js';
import { LowdbStore } from '../assembly/lowdbStore.js';

const MiB = 1024 * 1024;
const now = () => new Date('2026-03-10T12:00:00.000Z');
let dataDir = '';
let store: LowdbStore | null = null;

afterEach(async () => {
  await store?.close();
  store = null;
  await rm(dataDir, { recursive: true, force: true });
});

async function joinMany(opened: LowdbStore, label: string, count: number): Promise<void> {
  for (let done = 0; done < count; done += 250) {
    await Promise.all(
      Array.from({ length: Math.min(250, count - done) }, (_, index) =>
        opened.join(newEntry(`${label}-${done + index}@example.com`)),
      ),
    );
  }
}

const sizeOf = async (file: string) => (await stat(join(dataDir, file))).size;

describe('when the journal is folded into the snapshot', () => {
  it('waits for a journal twice the snapshot’s size, not once its size', () => {
    expect(foldThreshold(6 * MiB)).toBe(12 * MiB);
    expect(foldThreshold(60 * MiB)).toBe(120 * MiB);
  });

  it('lets a large store’s journal grow at most 64 MiB past the snapshot’s size', () => {
    expect(foldThreshold(600 * MiB)).toBe(664 * MiB);
  });

  it('never folds a journal under 1 MiB, nor for an empty snapshot', () => {
    expect(foldThreshold(0)).toBe(MiB);
    expect(foldThreshold(100_000)).toBe(MiB);
  });

  it('keeps joining into the journal past the snapshot’s size, and folds past twice it', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'synapse-fold-'));
    const seeded = await LowdbStore.open({ dataDir, now });
    await joinMany(seeded, 'seed', 2_500);
    await seeded.close(); // folds: a snapshot of 2,500 entries (over 1 MiB), an empty journal
    const snapshotBytes = await sizeOf(DATA_FILE);
    expect(snapshotBytes).toBeGreaterThan(MiB);

    store = await LowdbStore.open({ dataDir, now });
    let joined = 0;
    while ((await sizeOf(JOURNAL_FILE)) <= snapshotBytes * 1.2) {
      await joinMany(store, `more${joined}`, 250);
      joined += 250;
    }
    await store.idle();
    expect(store.writes.snapshots).toBe(0);

    while (store.writes.snapshots === 0 && (await sizeOf(JOURNAL_FILE)) <= snapshotBytes * 2.2) {
      await joinMany(store, `more${joined}`, 250);
      joined += 250;
      await store.idle();
    }
    expect(store.writes.snapshots).toBe(1);
    expect(await store.count()).toBe(2_500 + joined);
  }, 60_000);
});
