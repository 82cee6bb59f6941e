import { describe, expect, it } from 'vitest';
import { newEntry, testApiKey } from '../../testing/fixtures.js';
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

  it("lists every externalId that names an entry, each with its key's id", async () => {
    const booth = await testApiKey(store(), 'Booth');
    const tablet = await testApiKey(store(), 'Tablet');
    const sent = (externalId: string) => ({
      ...newEntry('ada@example.com', { source: 'kiosk' }),
      externalId,
      createdAt: '2026-03-09T10:00:00.000Z',
      event: 'expo',
      consentVersion: 'API key "Booth"',
    });
    const [ada] = await store().importEntries([sent('booth-1')], booth);
    await store().importEntries([sent('tablet-1')], tablet);
    await store().importEntries([{ ...sent('other'), email: 'bob@example.com' }], booth);

    const ids = await store().erasure.externalIdsOf(ada!.id);
    expect(ids.sort((a, b) => a.externalId.localeCompare(b.externalId))).toEqual([
      { apiKeyId: booth, externalId: 'booth-1' },
      { apiKeyId: tablet, externalId: 'tablet-1' },
    ]);
  });
});
