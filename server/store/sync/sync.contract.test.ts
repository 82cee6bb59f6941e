import { beforeEach, describe, expect, it } from 'vitest';
import { newEntry } from '../../testing/fixtures.js';
import { bothStores, storeEachTest } from '../testing/bothStores.js';

/** The sync area's contract: synced batches, API keys and webhook endpoints (issue 15). */

/** One clock for every store under test, moved by the tests; never the wall clock. */
let clock = new Date('2026-03-10T12:00:00.000Z');
const now = () => new Date(clock);

describe.each(bothStores(now))('the sync area on $name', (kind) => {
  beforeEach(() => {
    clock = new Date('2026-03-10T12:00:00.000Z');
  });
  const store = storeEachTest(kind);

  it('merges a synced batch by inbox', async () => {
    const { entry } = await store().join(newEntry('x+1@example.com'));
    const synced = (email: string, externalId: string) => ({
      ...newEntry(email, { source: 'kiosk' }),
      externalId,
      createdAt: '2026-03-09T10:00:00.000Z',
      event: 'expo',
      consentVersion: 'API key "Booth"',
    });
    const outcomes = await store().importEntries([
      synced('X+booth@example.com', 'booth-1'),
      synced('new+a@example.com', 'booth-2'),
      synced('new+b@example.com', 'booth-3'),
    ]);
    expect(outcomes.map(({ externalId, created }) => [externalId, created])).toEqual([
      ['booth-1', false],
      ['booth-2', true],
      ['booth-3', false],
    ]);
    expect(outcomes[0]!.id).toBe(entry.id);
    expect(outcomes[2]!.id).toBe(outcomes[1]!.id);
    expect(await store().count()).toBe(2);
  });
});
