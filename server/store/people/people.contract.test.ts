import { beforeEach, describe, expect, it } from 'vitest';
import { confirmEntry, inviteEntry } from '../../loop/lifecycle.js';
import { newEntry } from '../../testing/fixtures.js';
import { bothStores, storeEachTest } from '../testing/bothStores.js';

/** The people area's contract (issue 28), the same on lowdb and PostgreSQL. */
let clock = new Date('2026-03-10T12:00:00.000Z');
const now = () => new Date(clock);

describe.each(bothStores(now))('the people area on $name', (kind) => {
  const store = storeEachTest(kind);
  beforeEach(() => {
    clock = new Date('2026-03-10T12:00:00.000Z');
  });

  const join = async (email: string, ref?: string) => {
    clock = new Date(clock.getTime() + 60_000);
    return (await store().join(newEntry(email, ref ? { ref } : {}))).entry;
  };

  it('lists whom an entry referred, newest first, with how many there are', async () => {
    const grace = await join('grace@example.com');
    const first = await join('first@example.com', grace.referralCode);
    await join('other@example.com');
    const second = await join('second@example.com', grace.referralCode);

    const page = await store().people.referralsOf(grace.id, 1);
    expect(page.total).toBe(2);
    expect(page.entries.map((entry) => entry.id)).toEqual([second.id]);
    const all = await store().people.referralsOf(grace.id, 10);
    expect(all.entries.map((entry) => entry.email)).toEqual([
      'second@example.com',
      'first@example.com',
    ]);
    expect(await store().people.referralsOf(first.id, 10)).toEqual({ entries: [], total: 0 });

    // A deleted referral is gone from the list, also after a restart.
    await store().deleteEntry(second.id);
    const restarted = await store.restart();
    const left = await restarted.people.referralsOf(grace.id, 10);
    expect({ total: left.total, ids: left.entries.map((entry) => entry.id) }).toEqual({
      total: 1,
      ids: [first.id],
    });
  });

  it("answers an entry's own messages, oldest first", async () => {
    const ada = await join('ada@example.com');
    await join('bob@example.com');
    clock = new Date(clock.getTime() + 60_000);
    await store().updateEntries({ ids: [ada.id] }, inviteEntry(now(), true));

    const messages = await store().people.messagesOf(ada.id);
    expect(messages.map((message) => [message.kind, message.payload.template, message.to])).toEqual(
      [
        ['email', 'confirmation', 'ada@example.com'],
        ['email', 'invite', 'ada@example.com'],
      ],
    );
    expect(messages[0]!.id).toBeLessThan(messages[1]!.id);
    await store().deleteEntry(ada.id);
    expect(await store().people.messagesOf(ada.id)).toEqual([]);
  });

  it('finds the audit events that name an entry, alone or among others, newest first', async () => {
    const details = ['entry 12', 'entries 4, 12, 15', 'entry 123', 'entries 1, 2', 'entry 112'];
    for (const detail of details) {
      await store().appendAudit({ action: 'invite', actor: 'admin', ip: '', detail });
    }
    const found = await store().people.auditOf(12, 10);
    expect(found.map((event) => event.detail)).toEqual(['entries 4, 12, 15', 'entry 12']);
    expect(found[0]).toMatchObject({ action: 'invite', actor: 'admin' });
    expect((await store().people.auditOf(12, 1)).map((event) => event.detail)).toEqual([
      'entries 4, 12, 15',
    ]);
    expect(await store().people.auditOf(3, 10)).toEqual([]);
  });

  it("counts each day's joins by cohort, visit and booth event, and follows changes and deletes", async () => {
    clock = new Date('2026-03-10T08:00:00.000Z');
    const ada = await join('ada@example.com');
    const visit = { utmSource: 'newsletter', utmMedium: null, utmCampaign: 'launch' };
    const bob = (
      await store().join(
        newEntry('bob@example.com', {
          source: 'terminal',
          attribution: { ...visit, referrerHost: 'news.example', embedOrigin: null },
        }),
      )
    ).entry;
    clock = new Date('2026-03-11T23:58:00.000Z');
    const cy = await join('cy@example.com', ada.referralCode);
    const dee = (await store().join(newEntry('dee@example.com', { source: 'kiosk' }))).entry;
    await store().booths.recordLeads([{ entryId: dee.id, deviceId: null, event: 'Expo' }]);
    await store().updateEntries({ ids: [cy.id] }, confirmEntry(now()));
    await store().updateEntries({ ids: [ada.id] }, inviteEntry(now(), true));

    const counts = async (from: string, to: string) =>
      (await store().people.dayCounts(from, to))
        .map(({ day, dimension, value, entries }) => `${day} ${dimension} ${value} ${entries}`)
        .sort();
    expect(await counts('2026-03-10', '2026-03-11')).toEqual([
      '2026-03-10 cohort form|-i--- 1',
      '2026-03-10 cohort terminal|----- 1',
      '2026-03-10 referrer news.example 1',
      '2026-03-10 utmCampaign launch 1',
      '2026-03-10 utmSource newsletter 1',
      '2026-03-11 cohort form|c--rk 1',
      '2026-03-11 cohort kiosk|----- 1',
      '2026-03-11 event Expo 1',
    ]);
    expect(await counts('2026-03-12', '2026-04-30')).toEqual([]);

    await store().deleteEntry(bob.id);
    await store().deleteEntry(dee.id);
    const restarted = await store.restart();
    const left = (await restarted.people.dayCounts('2026-03-01', '2026-03-31'))
      .map(({ day, dimension, value, entries }) => `${day} ${dimension} ${value} ${entries}`)
      .sort();
    expect(left).toEqual(['2026-03-10 cohort form|-i--- 1', '2026-03-11 cohort form|c--rk 1']);
  });
});
