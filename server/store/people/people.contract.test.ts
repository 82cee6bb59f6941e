import { beforeEach, describe, expect, it } from 'vitest';
import { inviteEntry } from '../../loop/lifecycle.js';
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
});
