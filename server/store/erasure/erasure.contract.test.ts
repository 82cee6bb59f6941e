import { describe, expect, it } from 'vitest';
import { bothStores, storeEachTest } from '../testing/bothStores.js';

/** The erasure area's contract (issue 38, item 5), the same on lowdb and PostgreSQL. */
const now = () => new Date('2026-03-10T12:00:00.000Z');

describe.each(bothStores(now))('the erasure area on $name', (kind) => {
  const store = storeEachTest(kind);

  it('keeps tombstones across a restart and finds only those kept', async () => {
    expect(await store().erasure.tombstonesAmong(['a', 'b'])).toEqual(new Set());
    await store().erasure.addTombstones(['a', 'c']);
    await store().erasure.addTombstones(['a']);
    const restarted = await store.restart();
    expect(await restarted.erasure.tombstonesAmong(['a', 'b', 'c'])).toEqual(new Set(['a', 'c']));
  });
});
