import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../server.js';
import { newEntry } from '../../testing/fixtures.js';
import { writeOlderDataFile } from '../../testing/olderDataFile.js';
import { tempFolders } from '../../testing/tempFolders.js';
import { testConfig } from '../../testing/testServer.js';
import { startBackgroundWork } from '../capabilities.js';
import type { Store } from '../types.js';
import { LowdbStore } from '../assembly/lowdbStore.js';

/** Whether the lowdb store's indexes by mailbox, referral code and the people area exist yet. */
const indexesBuilt = (store: Store) =>
  (store as unknown as { engine: { state: { indexesBuilt: boolean } } }).engine.state.indexesBuilt;

const tempFolder = tempFolders('synapse-background-');

/** A data folder holding `count` entries, written by a store that is closed again. */
async function folderWithEntries(count: number): Promise<string> {
  const dataDir = await tempFolder();
  const store = await LowdbStore.open({ dataDir });
  for (let index = 0; index < count; index += 1) {
    await store.join(newEntry(`person-${index}@example.com`));
  }
  await store.close();
  return dataDir;
}

/** A store on an older data file of `count` people, upgraded by a first start and reopened. */
async function openOlderFolder(count: number): Promise<LowdbStore> {
  const dataDir = await tempFolder();
  const emails = Array.from({ length: count }, (_, index) => `person-${index}@example.com`);
  await writeOlderDataFile(dataDir, emails);
  await (await LowdbStore.open({ dataDir })).close(); // the one-time upgrade
  return LowdbStore.open({ dataDir });
}

describe("the lowdb store's work after a start (issue 30)", () => {
  it('leaves its indexes to be built until the server listens, not during the rest of its start', async () => {
    const store = await LowdbStore.open({ dataDir: await folderWithEntries(3) });
    try {
      // What the rest of a start awaits (files, the admin account) gives the event loop turns.
      for (let turn = 0; turn < 20; turn += 1) await nextTurn();
      expect(indexesBuilt(store)).toBe(false);
      startBackgroundWork(store);
      while (!indexesBuilt(store)) await nextTurn();
      // Built from every entry: the same inbox written otherwise is the entry already there.
      const again = await store.join(newEntry('PERSON-2+news@example.com'));
      expect(again.alreadyOnList).toBe(true);
      expect(again.entry.email).toBe('person-2@example.com');
    } finally {
      await store.close();
    }
  });

  it('answers a join made while it builds them once they are built, answering other calls meanwhile', async () => {
    const store = await openOlderFolder(60_000);
    try {
      startBackgroundWork(store);
      let answered = false;
      const joined = store.join(newEntry('PERSON-59999+news@example.com')).finally(() => {
        answered = true;
      });
      // Before, the join finished the build at once, the event loop held: built within the call.
      await nextTurn();
      expect(indexesBuilt(store)).toBe(false);
      expect(answered).toBe(false);
      expect(await store.count()).toBe(60_000);
      const again = await joined;
      expect(indexesBuilt(store)).toBe(true);
      expect(again.alreadyOnList).toBe(true);
      expect(again.entry.email).toBe('person-59999@example.com');
    } finally {
      await store.close();
    }
  }, 60_000);

  it("stores a session while it builds them, without waiting for them (an admin's first call, issue 42)", async () => {
    const store = await openOlderFolder(60_000);
    try {
      startBackgroundWork(store);
      const session = { data: { username: 'admin' }, expiresAt: Date.now() + 60_000 };
      await store.setSession('sid-1', session);
      expect(indexesBuilt(store)).toBe(false);
      expect(await store.getSession('sid-1')).toEqual(session);
      const joined = await store.join(newEntry('PERSON-59999+news@example.com'));
      expect(indexesBuilt(store)).toBe(true);
      expect(joined.alreadyOnList).toBe(true);
    } finally {
      await store.close();
    }
  }, 60_000);

  it('is begun by the server once it listens', async () => {
    const running = await startServer(testConfig(await folderWithEntries(3)));
    try {
      while (!indexesBuilt(running.store)) await nextTurn();
      expect(indexesBuilt(running.store)).toBe(true);
    } finally {
      await running.stop();
    }
  });
});
