import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { ListQuery } from '../../../src/shared/index.js';
import { newEntry } from '../../testing/fixtures.js';
import { writeOlderDataFile } from '../../testing/olderDataFile.js';
import type { LowdbStore } from '../assembly/lowdbStore.js';
import { startBackgroundWork } from '../capabilities.js';
import { lowdbStores } from '../testing/lowdbStores.js';

const stores = lowdbStores('synapse-search-start-');

/** Issue 42, item 3: the kinds of search the bench times (bench/lowdbSearch.mjs). */
const SEARCHES = ['person-4242@example.com', 'person-424', 'example', 'lovelace', 'nobody', 'news'];

const answer = async (store: LowdbStore, search: string) => {
  const query: ListQuery = { search, offset: 0, limit: 50 };
  const page = await store.listEntries(query);
  return { matching: page.matching, ids: page.entries.map((entry) => entry.id) };
};

describe('the lowdb admin search right after a start (issue 42)', () => {
  it('answers a search sent before the work after the start as it does after it, and after joins', async () => {
    const dataDir = await stores.folder();
    const emails = Array.from({ length: 12_000 }, (_, index) => `person-${index}@example.com`);
    await writeOlderDataFile(dataDir, emails);
    await (await stores.open(dataDir)).close(); // the one-time upgrade
    const store = await stores.open(dataDir);
    const first = [];
    for (const search of SEARCHES) first.push(await answer(store, search));
    expect(first.map((page) => page.matching)).toEqual([1, 11, 12_000, 12_000, 0, 0]);
    expect(first[2]!.ids.slice(0, 2)).toEqual([12_000, 11_999]);
    startBackgroundWork(store);
    for (let turn = 0; turn < 10; turn += 1) await nextTurn();
    for (const [at, search] of SEARCHES.entries()) {
      expect(await answer(store, search)).toEqual(first[at]);
    }
    const joined = await store.join(newEntry('newsy-reader@example.com'));
    const now = await answer(store, 'news');
    expect(now).toEqual({ matching: 1, ids: [joined.entry.id] });
    expect((await answer(store, 'example')).matching).toBe(12_001);
  });
});
