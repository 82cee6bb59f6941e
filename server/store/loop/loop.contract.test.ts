import { beforeEach, describe, expect, it } from 'vitest';
import { unsubscribeEntry } from '../../loop/lifecycle.js';
import { newEntry } from '../../testing/fixtures.js';
import { bothStores, storeEachTest } from '../testing/bothStores.js';

/** The loop's contract: what a join sends, and how senders claim the outbox. */

/** One clock for every store under test, moved by the tests; never the wall clock. */
let clock = new Date('2026-03-10T12:00:00.000Z');
const now = () => new Date(clock);

describe.each(bothStores(now))('the loop area on $name', (kind) => {
  beforeEach(() => {
    clock = new Date('2026-03-10T12:00:00.000Z');
  });
  const store = storeEachTest(kind);

  it('sends a repeated join its link again at most every 10 minutes, and never for a new entry', async () => {
    const emails = async () =>
      (await store().listOutbox({ offset: 0, limit: 50 })).messages.map((message) => ({
        to: message.to,
        template: message.payload.template,
      }));
    await Promise.all([
      store().join(newEntry('ada@example.com')),
      store().join(newEntry('grace@example.com')),
    ]);
    await store().join(newEntry('ADA@example.com'));
    expect(await emails()).toHaveLength(2); // the two confirmations, nothing for the repeat
    clock = new Date(clock.getTime() + 11 * 60_000);
    const [again, fresh] = await Promise.all([
      store().join(newEntry(' ada@Example.com')),
      store().join(newEntry('alan@example.com')),
    ]);
    expect([again.alreadyOnList, fresh.alreadyOnList]).toEqual([true, false]);
    expect(again.entry.position).toBe(1);
    expect(await emails()).toEqual(
      expect.arrayContaining([
        { to: 'ada@example.com', template: 'confirmation' },
        { to: 'alan@example.com', template: 'confirmation' },
      ]),
    );
    expect(await emails()).toHaveLength(4);
    await store().join(newEntry('ada@example.com'));
    expect(await emails()).toHaveLength(4);
  });

  it('keeps an unsubscribed entry unsubscribed when its address joins again, and sends nothing', async () => {
    const { entry } = await store().join(newEntry('ada@example.com'));
    await store().updateEntries({ ids: [entry.id] }, unsubscribeEntry(now()));
    const queued = async () => (await store().listOutbox({ offset: 0, limit: 50 })).total;
    const before = await queued();
    clock = new Date(clock.getTime() + 11 * 60_000); // past the 10 minutes between links
    for (const typed of ['ada@example.com', 'ADA+again@example.com']) {
      const again = await store().join(newEntry(typed));
      expect(again.alreadyOnList).toBe(true);
    }
    expect((await store().findEntry(entry.id))!.unsubscribedAt).toBe('2026-03-10T12:00:00.000Z');
    expect(await queued()).toBe(before);
  });

  it('claims only the outbox kinds a sender asks for, leaving the others unleased', async () => {
    await store().join(newEntry('ada@example.com', { doubleOptIn: true }));
    const lease = new Date(clock.getTime() + 60_000);
    expect(await store().claimOutbox(now(), 10, lease, ['webhook'])).toEqual([]);
    const claimed = await store().claimOutbox(now(), 10, lease, ['email']);
    expect(claimed.map((message) => [message.kind, message.to])).toEqual([
      ['email', 'ada@example.com'],
    ]);
    expect(await store().claimOutbox(now(), 10, lease)).toEqual([]);
  });

  it('lists the outbox of one kind only, newest first, when asked', async () => {
    const { entry } = await store().join(newEntry('ada@example.com', { doubleOptIn: true }));
    await store().updateEntries({ ids: [entry.id] }, (stored) => ({
      entry: stored,
      messages: [
        { kind: 'webhook', entryId: entry.id, to: 'https://hooks.example.com/1', payload: {} },
      ],
    }));
    const mail = await store().listOutbox({ kind: 'email', offset: 0, limit: 10 });
    expect(mail.messages.map((message) => message.to)).toEqual(['ada@example.com']);
    expect(mail.total).toBe(1);
    const hooks = await store().listOutbox({
      kind: 'webhook',
      status: 'pending',
      offset: 0,
      limit: 10,
    });
    expect(hooks.messages.map((message) => message.kind)).toEqual(['webhook']);
    expect((await store().listOutbox({ offset: 0, limit: 10 })).total).toBe(2);
  });

  it('claims the soonest due first across kinds, each once until its lease ends, nothing early', async () => {
    const { entry } = await store().join(newEntry('ada@example.com'));
    const draft = (kind: 'email' | 'webhook', to: string) => ({
      kind,
      entryId: entry.id,
      to,
      payload: {},
    });
    for (let index = 0; index < 30; index += 1) {
      await store().updateEntries({ ids: [entry.id] }, (stored) => ({
        entry: stored,
        messages: [
          draft('email', `mail-${index}@example.com`),
          ...(index % 10 === 0 ? [draft('webhook', `https://hooks.example.com/${index}`)] : []),
        ],
      }));
      clock = new Date(clock.getTime() + 1000);
    }
    const lease = new Date(clock.getTime() + 60_000);
    // Without SMTP a process asks for webhooks only: the thirty e-mails are not its to hold.
    const hooks = await store().claimOutbox(now(), 10, lease, ['webhook']);
    expect(hooks.map((message) => message.to)).toEqual(
      [0, 10, 20].map((index) => `https://hooks.example.com/${index}`),
    );
    const first = await store().claimOutbox(now(), 4, lease, ['email', 'webhook']);
    // The join's own confirmation came first.
    expect(first.map((message) => message.to)).toEqual([
      'ada@example.com',
      ...[0, 1, 2].map((index) => `mail-${index}@example.com`),
    ]);
    const next = await store().claimOutbox(now(), 2, lease, ['email']);
    expect(next.map((message) => message.to)).toEqual(['mail-3@example.com', 'mail-4@example.com']);
    // Not due yet: nothing claimed before its time.
    expect(
      await store().claimOutbox(new Date('2020-01-01T00:00:00Z'), 10, lease, ['email']),
    ).toEqual([]);
  });

  it('counts the pending messages and tells when the oldest was queued, sent ones left out', async () => {
    expect(await store().outboxBacklog()).toEqual({ pending: 0, oldestCreatedAt: null });
    const queuedAt = now().toISOString();
    await store().join(newEntry('ada@example.com', { doubleOptIn: true }));
    clock = new Date(clock.getTime() + 60_000);
    await store().join(newEntry('grace@example.com', { doubleOptIn: true }));
    expect(await store().outboxBacklog()).toEqual({ pending: 2, oldestCreatedAt: queuedAt });
    const [oldest] = await store().claimOutbox(now(), 1, new Date(clock.getTime() + 60_000));
    // Parked (given up on), then sent again by the admin: it is the oldest pending once more.
    await store().recordAttempt(oldest!.id, {
      sent: false,
      at: now(),
      error: 'refused',
      nextAttemptAt: null,
    });
    const newer = { pending: 1, oldestCreatedAt: new Date(clock).toISOString() };
    expect(await store().outboxBacklog()).toEqual(newer);
    expect(await store().retryOutbox(oldest!.id, now())).toBe(true);
    expect(await store().outboxBacklog()).toEqual({ pending: 2, oldestCreatedAt: queuedAt });
    const [again] = await store().claimOutbox(now(), 1, new Date(clock.getTime() + 60_000));
    await store().recordAttempt(again!.id, { sent: true, at: now() });
    expect(await store().outboxBacklog()).toEqual(newer);
  });
});
