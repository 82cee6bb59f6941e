import type { FileHandle } from 'node:fs/promises';
import { appendFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JOURNAL_FILE } from '../store/lowdb/dataFolder.js';
import { LowdbStore } from '../store/assembly/lowdbStore.js';
import { StoreUnavailableError } from '../store/types.js';
import { makeDataDir } from '../testing/testServer.js';
import { newEntry } from '../testing/fixtures.js';

/** The journal's open file, to make the disk fail under it (private to the store on purpose). */
function journalHandle(store: LowdbStore): FileHandle {
  return (store as unknown as { engine: { journal: { handle: FileHandle } } }).engine.journal
    .handle;
}

/** Makes the next fsync and the cut-back after it fail, as an I/O error on a dying disk does. */
function failSyncAndTruncateOnce(handle: FileHandle) {
  const sync = handle.sync.bind(handle);
  const truncate = handle.truncate.bind(handle);
  handle.sync = async () => {
    handle.sync = sync;
    throw Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' });
  };
  handle.truncate = async () => {
    handle.truncate = truncate;
    throw Object.assign(new Error('EIO: i/o error, ftruncate'), { code: 'EIO' });
  };
}

let dataDir: string;
const opened: LowdbStore[] = [];
beforeEach(async () => {
  dataDir = await makeDataDir();
});
afterEach(async () => {
  for (const store of opened.splice(0))
    await journalHandle(store)
      .close()
      .catch(() => undefined);
  await rm(dataDir, { recursive: true, force: true });
});

async function open(): Promise<LowdbStore> {
  const store = await LowdbStore.open({ dataDir });
  opened.push(store);
  return store;
}

async function emailsIn(store: LowdbStore): Promise<string[]> {
  const emails: string[] = [];
  for await (const entry of store.exportEntries()) emails.push(entry.email);
  return emails;
}

describe('a journal whose failed append cannot be cut back', () => {
  it('acknowledges no later write, so a crash cannot lose one to the refused record', async () => {
    const store = await open();
    await store.join(newEntry('first@example.com'));

    failSyncAndTruncateOnce(journalHandle(store));
    await expect(store.join(newEntry('refused@example.com'))).rejects.toBeInstanceOf(
      StoreUnavailableError,
    );

    const acknowledged = ['first@example.com'];
    try {
      await store.join(newEntry('after@example.com'));
      acknowledged.push('after@example.com');
    } catch (error) {
      expect(error).toBeInstanceOf(StoreUnavailableError);
    }
    // Reads go on from memory.
    expect(await store.count()).toBe(acknowledged.length);

    // A crash now (no close): whatever the journal holds is replayed at the next start.
    const restarted = await open();
    const emails = await emailsIn(restarted);
    for (const email of acknowledged) expect(emails).toContain(email);
    const positions = [];
    for await (const entry of restarted.exportEntries()) positions.push(entry.position);
    expect(new Set(positions).size).toBe(positions.length);
  });
});

describe('a journal with a torn last line (power cut during an append)', () => {
  it('drops the unacknowledged tail and keeps every whole record', async () => {
    const store = await open();
    await store.join(newEntry('kept@example.com'));
    await appendFile(
      join(dataDir, JOURNAL_FILE),
      '{"type":"join","seq":2,"entry":{"id":2,"email":"torn@exa',
    );
    const restarted = await open();
    expect(await emailsIn(restarted)).toEqual(['kept@example.com']);
    await restarted.join(newEntry('next@example.com'));
    const again = await open();
    expect(await emailsIn(again)).toEqual(['kept@example.com', 'next@example.com']);
  });
});
