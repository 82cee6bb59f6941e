import { beforeEach, describe, expect, it } from 'vitest';
import type { EntryAttribution } from '../../../src/shared/index.js';
import { newEntry } from '../../testing/fixtures.js';
import { bothStores, storeEachTest } from '../testing/bothStores.js';

/** The growth area's contract (issue 29), the same on lowdb and PostgreSQL. */
let clock = new Date('2026-05-04T09:00:00.000Z');
const now = () => new Date(clock);
const inMinutes = (minutes: number) => new Date(clock.getTime() + minutes * 60_000);

const FROM_NEWSLETTER: EntryAttribution = {
  utmSource: 'newsletter',
  utmMedium: 'email',
  utmCampaign: 'launch',
  referrerHost: 'news.example.com',
  embedOrigin: 'https://partner.example.com',
};

describe.each(bothStores(now))('the growth area on $name', (kind) => {
  beforeEach(() => {
    clock = new Date('2026-05-04T09:00:00.000Z');
  });
  const store = storeEachTest(kind);

  it('takes a solved challenge once until it expires', async () => {
    expect(await store().growth.claimProof('challenge-1', inMinutes(10))).toBe(true);
    expect(await store().growth.claimProof('challenge-1', inMinutes(10))).toBe(false);
    expect(await store().growth.claimProof('challenge-2', inMinutes(10))).toBe(true);
  });

  it("keeps a new entry's attribution through a restart, never a repeated join's, and erases it with the entry", async () => {
    const { entry } = await store().join(
      newEntry('ada@example.com', { attribution: FROM_NEWSLETTER }),
    );
    const plain = (await store().join(newEntry('alan@example.com'))).entry;
    await store().join(
      newEntry('ADA@example.com', { attribution: { ...FROM_NEWSLETTER, utmSource: 'other' } }),
    );
    await store.restart();
    const found = await store().growth.attributionsOf([entry.id, plain.id]);
    expect([...found]).toEqual([[entry.id, FROM_NEWSLETTER]]);

    await store().deleteEntry(entry.id);
    expect((await store().growth.attributionsOf([entry.id])).size).toBe(0);
  });

  it('writes the attribution of joins that arrive together to their own entries', async () => {
    const joins = await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        store().join(
          newEntry(`${name}@example.com`, {
            attribution: { ...FROM_NEWSLETTER, utmCampaign: `campaign-${name}`, embedOrigin: null },
          }),
        ),
      ),
    );
    const found = await store().growth.attributionsOf(joins.map(({ entry }) => entry.id));
    expect(joins.map(({ entry }) => found.get(entry.id)?.utmCampaign)).toEqual([
      'campaign-a',
      'campaign-b',
      'campaign-c',
    ]);
  });

  it('remembers who left the leaderboard through a restart, and forgets an erased entry', async () => {
    const ada = (await store().join(newEntry('ada@example.com'))).entry;
    const alan = (await store().join(newEntry('alan@example.com'))).entry;
    await store().growth.setLeaderboardHidden(ada.id, true);
    await store().growth.setLeaderboardHidden(alan.id, true);
    await store().growth.setLeaderboardHidden(alan.id, false);
    await store.restart();
    expect([...(await store().growth.leaderboardHidden([ada.id, alan.id]))]).toEqual([ada.id]);

    await store().deleteEntry(ada.id);
    await store().growth.setLeaderboardHidden(ada.id, true);
    expect((await store().growth.leaderboardHidden([ada.id])).size).toBe(0);
  });
});
