import { describe, expect, it } from 'vitest';
import { newEntry } from '../../testing/fixtures.js';
import { bothStores, storeEachTest } from '../testing/bothStores.js';

/**
 * Booth staff (issue 40, item 5), the same on lowdb and PostgreSQL: an event's staff list beside
 * its interests, a person's booth PIN hash, and who captured and qualified each lead, counted per
 * event and person.
 */
const now = () => new Date('2026-12-01T09:00:00.000Z');
const EVENT = 'CES 2027';

describe.each(bothStores(now))('booth staff on $name', (kind) => {
  const store = storeEachTest(kind);

  it("keeps an event's staff list and its interests apart, and a person's booth PIN hash, across a restart", async () => {
    await store().createUser('admin', 'hash');
    await store().booths.setEventInterests(EVENT, ['Demo']);
    await store().booths.setEventStaff(EVENT, [3, 1]);
    await store().booths.setEventInterests(EVENT, ['Demo', 'Pricing']);
    await store().setBoothPin('admin', { pinHash: 'h', pinSalt: 's' });
    await store.restart();
    expect(await store().booths.listEvents()).toEqual([
      { name: EVENT, interests: ['Demo', 'Pricing'], staff: [3, 1] },
    ]);
    expect((await store().findUser('admin'))?.boothPin).toEqual({ pinHash: 'h', pinSalt: 's' });
    await store().setBoothPin('admin', null);
    expect((await store().findUser('admin'))?.boothPin).toBeNull();
  });

  it('keeps who captured a lead from its first sending, takes who qualified it with each change, and counts per event and person', async () => {
    const { entry: ada } = await store().join(newEntry('ada@example.com', { source: 'kiosk' }));
    const { entry: bob } = await store().join(newEntry('bob@example.com', { source: 'kiosk' }));
    await store().booths.recordLeads([
      { entryId: ada.id, deviceId: null, event: EVENT, capturedBy: 7 },
      {
        entryId: bob.id,
        deviceId: null,
        event: EVENT,
        capturedBy: 7,
        lead: { rating: 'hot' },
        qualifiedBy: 8,
      },
    ]);
    const changed = await store().booths.recordLeads([
      {
        entryId: ada.id,
        deviceId: null,
        event: EVENT,
        capturedBy: 8,
        lead: { note: 'Call' },
        qualifiedBy: 7,
      },
      // The same lead again, from another person: nothing changed, so nobody new qualified it.
      { entryId: bob.id, deviceId: null, event: EVENT, lead: { rating: 'hot' }, qualifiedBy: 9 },
    ]);
    expect(changed).toEqual([ada.id]);
    await store.restart();
    const leads = await store().booths.leadsOf([ada.id, bob.id]);
    const people = leads
      .sort((a, b) => a.entryId - b.entryId)
      .map((lead) => [lead.capturedBy, lead.qualifiedBy]);
    expect(people).toEqual([
      [7, 7],
      [7, 8],
    ]);
    const counts = await store().booths.staffCounts();
    expect(counts.sort((a, b) => a.personId - b.personId)).toEqual([
      { event: EVENT, personId: 7, captured: 2, qualified: 1, hot: 0 },
      { event: EVENT, personId: 8, captured: 0, qualified: 1, hot: 1 },
    ]);
  });
});
