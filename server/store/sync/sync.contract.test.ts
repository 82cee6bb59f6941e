import { beforeEach, describe, expect, it } from 'vitest';
import { newEntry, testApiKey } from '../../testing/fixtures.js';
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

  const synced = (email: string, externalId: string) => ({
    ...newEntry(email, { source: 'kiosk' }),
    externalId,
    createdAt: '2026-03-09T10:00:00.000Z',
    event: 'expo',
    consentVersion: 'API key "Booth"',
  });

  it('merges a synced batch by inbox', async () => {
    const { entry } = await store().join(newEntry('x+1@example.com'));
    const outcomes = await store().importEntries(
      [
        synced('X+booth@example.com', 'booth-1'),
        synced('new+a@example.com', 'booth-2'),
        synced('new+b@example.com', 'booth-3'),
      ],
      await testApiKey(store()),
    );
    expect(outcomes.map(({ externalId, created }) => [externalId, created])).toEqual([
      ['booth-1', false],
      ['booth-2', true],
      ['booth-3', false],
    ]);
    expect(outcomes[0]!.id).toBe(entry.id);
    expect(outcomes[2]!.id).toBe(outcomes[1]!.id);
    expect(await store().count()).toBe(2);
  });

  it("keeps each key's externalIds apart and says which entries the key created", async () => {
    const booth = await testApiKey(store(), 'Booth');
    const tablet = await testApiKey(store(), 'Tablet');
    const { entry: web } = await store().join(newEntry('web@example.com'));
    const [ada, met] = await store().importEntries(
      [synced('ada@example.com', 'x-1'), synced('WEB@example.com', 'x-2')],
      booth,
    );
    expect(ada).toMatchObject({ created: true, createdByKey: true });
    expect(met).toMatchObject({ id: web.id, created: false, createdByKey: false });
    // The tablet's x-1 is its own externalId; Ada's address is not its entry.
    const [bob, adaAgain] = await store().importEntries(
      [synced('bob@example.com', 'x-1'), synced('ada@example.com', 't-1')],
      tablet,
    );
    expect(bob).toMatchObject({ created: true, createdByKey: true });
    expect(bob!.id).not.toBe(ada!.id);
    expect(adaAgain).toMatchObject({ id: ada!.id, created: false, createdByKey: false });

    await store.restart();
    const [resent, otherId] = await store().importEntries(
      [synced('changed@example.com', 'x-1'), synced('ada@example.com', 'x-3')],
      booth,
    );
    expect(await store().entriesCreatedByKey(booth, ['x-1', 'x-2', 'x-9'])).toEqual(
      new Map([['x-1', ada!.id]]),
    );
    expect(await store().entriesCreatedByKey(tablet, ['x-1', 't-1'])).toEqual(
      new Map([['x-1', bob!.id]]),
    );
    expect(resent).toMatchObject({ id: ada!.id, created: false, createdByKey: true });
    expect(otherId).toMatchObject({ id: ada!.id, created: false, createdByKey: true });
    expect(await store().count()).toBe(3);
  });
});
