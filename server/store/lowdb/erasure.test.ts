import { copyFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { confirmEntry, unsubscribeEntry } from '../../loop/lifecycle.js';
import { filesHolding } from '../../testing/filesHolding.js';
import { newEntry } from '../../testing/fixtures.js';
import { StoreUnavailableError } from '../types.js';
import { JOURNAL_FILE } from './dataFolder.js';
import type { LowdbStore } from '../assembly/lowdbStore.js';
import { lowdbStores } from '../testing/lowdbStores.js';

/**
 * docs/product.md §16: "delete my data" erases the entry. A delete is answered only once
 * no file of the data folder holds anything of it: not the snapshot, not a journal.
 */

const now = () => new Date('2026-03-10T12:00:00.000Z');
const ERASED = { email: 'augusta@example.com', firstName: 'Augusta', lastName: 'Byron' };
const KEPT = 'kept@example.com';

const { folder, open } = lowdbStores('synapse-erasure-', { now });

const joinErased = (store: LowdbStore) =>
  store.join(newEntry(ERASED.email, { ...ERASED, company: 'Difference Works' }));

/** Every trace of the erased entry in the folder: its address, its names, its company. */
async function traces(dataDir: string): Promise<string[]> {
  const found = [];
  for (const text of [ERASED.email, ERASED.firstName, ERASED.lastName, 'Difference Works']) {
    found.push(...(await filesHolding(dataDir, text)).map((file) => `${text} in ${file}`));
  }
  return found;
}

describe('erasing an entry on lowdb', () => {
  it('leaves it in no file once the delete is answered, though the snapshot and journal held it', async () => {
    const dataDir = await folder();
    let store = await open(dataDir);
    const { entry } = await joinErased(store);
    await store.updateEntries({ ids: [entry.id] }, confirmEntry(now()));
    await store.close(); // the snapshot holds it now
    store = await open(dataDir);
    await store.updateEntries({ ids: [entry.id] }, unsubscribeEntry(now())); // and the journal
    await store.join(newEntry(KEPT));
    expect(await traces(dataDir)).not.toEqual([]);

    expect(await store.deleteEntry(entry.id)).toBe(true);

    expect(await traces(dataDir)).toEqual([]);
    // The look at the folder does find what is still there.
    expect(await filesHolding(dataDir, KEPT)).not.toEqual([]);
    expect(await store.count()).toBe(1);
  });

  it('answers a delete made during a fold once a later fold is written, taking joins meanwhile', async () => {
    let release: () => void = () => undefined;
    const snapshotGate = new Promise<void>((resolve) => (release = resolve));
    const dataDir = await folder();
    await (await open(dataDir)).close();
    const store = await open(dataDir, {
      compactAfterBytes: 2_000,
      beforeWrite: (write) => (write === 'snapshot' ? snapshotGate : undefined),
    });
    const { entry } = await joinErased(store);
    // Joins past the threshold: a fold starts, with the entry in its snapshot, and waits.
    for (let index = 0; index < 30; index += 1) await store.join(newEntry(`j${index}@example.com`));
    expect(store.writes.snapshots).toBe(0);

    let answered = false;
    const deleted = store.deleteEntry(entry.id).finally(() => (answered = true));
    try {
      await store.join(newEntry(KEPT)); // a join is not held up by the erase
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answered).toBe(false);
    } finally {
      release();
    }
    expect(await deleted).toBe(true);
    expect(store.writes.snapshots).toBe(2);
    expect(await traces(dataDir)).toEqual([]);
    expect(await filesHolding(dataDir, KEPT)).not.toEqual([]);
  });

  it('answers an error when the fold fails, and the next delete finishes the erase', async () => {
    let failing = false;
    const dataDir = await folder();
    const store = await open(dataDir, {
      beforeWrite: (write) => {
        if (failing && write === 'snapshot') throw new Error('disk full');
      },
    });
    const { entry } = await joinErased(store);
    failing = true;
    await expect(store.deleteEntry(entry.id)).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(await store.findEntry(entry.id)).toBeUndefined();
    expect(await traces(dataDir)).not.toEqual([]);

    failing = false;
    expect(await store.deleteEntry(entry.id)).toBe(false); // asked again: already gone
    expect(await traces(dataDir)).toEqual([]);
  });

  it('cleans a folder at start when a crash left an erased entry in the journal', async () => {
    // A crash before the fold: the delete is in the journal, after the entry's own records.
    const crashed = await folder();
    let powerCut = false;
    const cut = await open(crashed, {
      beforeWrite: (write) => {
        if (powerCut && write === 'snapshot') throw new Error('power cut');
      },
    });
    const { entry } = await cut.join(newEntry(ERASED.email, ERASED));
    powerCut = true;
    await expect(cut.deleteEntry(entry.id)).rejects.toBeInstanceOf(StoreUnavailableError);
    const copy = await folder();
    for (const name of await readdir(crashed))
      await copyFile(join(crashed, name), join(copy, name));
    powerCut = false;
    expect(await traces(copy)).not.toEqual([]);
    await open(copy);
    expect(await traces(copy)).toEqual([]);

    // A crash after the fold's snapshot, before the journal was emptied: records it already holds.
    const dataDir = await folder();
    const store = await open(dataDir);
    const joined = await joinErased(store);
    const journal = await readFile(join(dataDir, JOURNAL_FILE));
    expect(await store.deleteEntry(joined.entry.id)).toBe(true);
    await store.close();
    await writeFile(join(dataDir, JOURNAL_FILE), journal);
    expect(await traces(dataDir)).not.toEqual([]);
    const reopened = await open(dataDir);
    expect(await reopened.count()).toBe(0);
    expect(await traces(dataDir)).toEqual([]);
  });
});
