import { afterEach, describe, expect, it } from 'vitest';
import { newEntry } from '../../testing/fixtures.js';
import { writeOlderDataFile } from '../../testing/olderDataFile.js';
import { makeDataDir } from '../../testing/testServer.js';
import { rm } from 'node:fs/promises';
import { LowdbStore } from '../assembly/lowdbStore.js';

const folders: string[] = [];
afterEach(async () => {
  for (const dir of folders.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('a data file of an older version holding one inbox more than once', () => {
  it('loads every entry as typed, lists them for the admin, answers a join with the first, and keeps them all', async () => {
    const dataDir = await makeDataDir();
    folders.push(dataDir);
    await writeOlderDataFile(dataDir, [
      'x+1@example.com',
      'solo@example.com',
      'a.b@gmail.com',
      'x+2@example.com',
      'ab@googlemail.com',
      'X@example.com',
    ]);
    let store = await LowdbStore.open({ dataDir });
    try {
      expect(await store.count()).toBe(6);
      const shared = await store.listSharedMailboxes(0, 10);
      expect(shared.total).toBe(2);
      expect(
        shared.groups.map((group) => [group.mailbox, group.entries.map((entry) => entry.email)]),
      ).toEqual([
        ['x@example.com', ['x+1@example.com', 'x+2@example.com', 'X@example.com']],
        ['ab@gmail.com', ['a.b@gmail.com', 'ab@googlemail.com']],
      ]);
      expect((await store.listSharedMailboxes(1, 10)).groups.map((group) => group.mailbox)).toEqual(
        ['ab@gmail.com'],
      );

      const again = await store.join(newEntry('x+3@example.com'));
      expect(again).toMatchObject({ alreadyOnList: true, entry: { position: 1 } });
      // The inbox's first entry erased: a later one answers, and no third copy is made.
      await store.deleteEntry(again.entry.id);
      const after = await store.join(newEntry('x+4@example.com'));
      expect(after).toMatchObject({ alreadyOnList: true, entry: { email: 'x+2@example.com' } });
      expect((await store.join(newEntry('new@example.com'))).entry.position).toBe(7);

      // Upgraded in place once: reopened, the data folder still holds every entry.
      await store.close();
      store = await LowdbStore.open({ dataDir });
      expect(await store.count()).toBe(6);
      expect(
        (await store.listSharedMailboxes(0, 10)).groups.map((group) => group.entries.length),
      ).toEqual([2, 2]);
    } finally {
      await store.close();
    }
  });
});
