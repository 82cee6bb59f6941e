import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '../../../src/shared/index.js';
import { newEntry } from '../../testing/fixtures.js';
import { bothStores, collect, storeEachTest } from '../testing/bothStores.js';

/** The entries' contract: the join, the line's numbers, the list, the export and the stats. */

/** One clock for every store under test, moved by the tests; never the wall clock. */
let clock = new Date('2026-03-10T12:00:00.000Z');
const now = () => new Date(clock);

describe.each(bothStores(now))('the entries area on $name', (kind) => {
  beforeEach(() => {
    clock = new Date('2026-03-10T12:00:00.000Z');
  });
  const store = storeEachTest(kind);

  it('is the kind it says', () => {
    expect(store().kind).toBe(kind.name);
  });

  it('stores a join with the next position, the trimmed address and the time', async () => {
    const first = await store().join(newEntry('  ada@example.com '));
    expect(first).toEqual({
      alreadyOnList: false,
      entry: {
        id: expect.any(Number),
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        company: 'Analytical Engines',
        hasConsented: true,
        position: 1,
        createdAt: '2026-03-10T12:00:00.000Z',
        source: 'form',
        status: 'waiting',
        confirmedAt: null,
        invitedAt: null,
        activatedAt: null,
        referralCode: expect.stringMatching(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/),
        consentVersion: CONSENT_VERSION,
        consentAt: '2026-03-10T12:00:00.000Z',
        unsubscribedAt: null,
        linkSentAt: '2026-03-10T12:00:00.000Z',
        referredBy: null,
        referralCount: 0,
        heldReason: null,
        referralFlag: null,
        networkHash: null,
      },
    });
    const second = await store().join(newEntry('grace@example.com', { source: 'terminal' }));
    expect(second.entry.position).toBe(2);
    expect(second.entry.source).toBe('terminal');
    expect(await store().count()).toBe(2);
  });

  it('answers the existing position for the same address in another case, using up no number', async () => {
    await store().join(newEntry('ada@example.com'));
    const again = await store().join(newEntry('  ADA@Example.COM ', { firstName: 'Someone' }));
    expect(again.alreadyOnList).toBe(true);
    expect(again.entry).toMatchObject({ position: 1, firstName: 'Ada', email: 'ada@example.com' });
    expect(await store().count()).toBe(1);
    expect((await store().join(newEntry('grace@example.com'))).entry.position).toBe(2);
  });

  it('never reuses a position after a delete, not even the last one', async () => {
    await store().join(newEntry('a@example.com'));
    const b = await store().join(newEntry('b@example.com'));
    const c = await store().join(newEntry('c@example.com'));
    expect(await store().deleteEntry(c.entry.id)).toBe(true);
    expect(await store().deleteEntry(b.entry.id)).toBe(true);
    expect(await store().deleteEntry(b.entry.id)).toBe(false);
    expect((await store().join(newEntry('d@example.com'))).entry.position).toBe(4);
    expect((await store().join(newEntry('c@example.com'))).entry.position).toBe(5);
    expect(await store().count()).toBe(3);
  });

  it('gives concurrent joins distinct positions and one entry per address', async () => {
    const emails = Array.from({ length: 60 }, (_, index) => `p${index}@example.com`);
    const results = await Promise.all(
      [...emails, ...emails.map((email) => ` ${email.toUpperCase()}`)].map((email) =>
        store().join(newEntry(email)),
      ),
    );
    const positionByEmail = new Map<string, number>();
    for (const { entry } of results) {
      const known = positionByEmail.get(entry.email);
      if (known !== undefined) expect(entry.position).toBe(known);
      positionByEmail.set(entry.email, entry.position);
    }
    // Racing duplicates use up no number either: the positions are exactly 1 to 60.
    expect([...positionByEmail.values()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 60 }, (_, index) => index + 1),
    );
    expect(results.filter((result) => !result.alreadyOnList)).toHaveLength(60);
    expect(await store().count()).toBe(60);
  });

  describe('listing', () => {
    beforeEach(async () => {
      await store().join(newEntry('ada@example.com'));
      await store().join(
        newEntry('grace@navy.mil', { firstName: 'Grace', lastName: 'Hopper', company: 'US Navy' }),
      );
      await store().join(
        newEntry('linus@kernel.org', { firstName: 'Linus', lastName: 'Torvalds', company: '' }),
      );
      await store().join(
        newEntry('margaret@nasa.gov', {
          firstName: 'Margaret',
          lastName: 'Hamilton',
          company: 'NASA 100%',
        }),
      );
    });

    it('pages newest first with the total', async () => {
      const page = await store().listEntries({ search: '', offset: 1, limit: 2 });
      expect(page.entries.map((entry) => entry.position)).toEqual([3, 2]);
      expect(page).toMatchObject({ total: 4, matching: 4 });
      const past = await store().listEntries({ search: '', offset: 10, limit: 2 });
      expect(past).toEqual({ entries: [], total: 4, matching: 4 });
    });

    it('finds a substring of a name, an address or a company in any case', async () => {
      const byName = await store().listEntries({ search: 'HOPP', offset: 0, limit: 10 });
      expect(byName.entries.map((entry) => entry.email)).toEqual(['grace@navy.mil']);
      expect(byName).toMatchObject({ total: 4, matching: 1 });
      const byCompany = await store().listEntries({ search: 'nasa', offset: 0, limit: 10 });
      expect(byCompany.entries.map((entry) => entry.email)).toEqual(['margaret@nasa.gov']);
      const byDomain = await store().listEntries({ search: '.org', offset: 0, limit: 10 });
      expect(byDomain.entries.map((entry) => entry.firstName)).toEqual(['Linus']);
      const many = await store().listEntries({ search: 'a', offset: 1, limit: 1 });
      expect(many.matching).toBe(4);
      expect(many.entries.map((entry) => entry.position)).toEqual([3]);
    });

    it('takes %, _ and \\ in a search literally', async () => {
      const percent = await store().listEntries({ search: '100%', offset: 0, limit: 10 });
      expect(percent.entries.map((entry) => entry.firstName)).toEqual(['Margaret']);
      for (const search of ['%', '_', '\\', 'a_a']) {
        const none = await store().listEntries({ search: `${search}zz`, offset: 0, limit: 10 });
        expect(none).toMatchObject({ entries: [], matching: 0, total: 4 });
      }
    });

    it('does not match across two fields', async () => {
      const none = await store().listEntries({ search: 'adalovelace', offset: 0, limit: 10 });
      expect(none.matching).toBe(0);
    });

    it('exports every entry by position, and stops cleanly when the reader stops', async () => {
      const deleted = (await store().listEntries({ search: 'linus', offset: 0, limit: 1 }))
        .entries[0]!;
      await store().deleteEntry(deleted.id);
      const all = await collect(store().exportEntries());
      expect(all.map((entry) => entry.position)).toEqual([1, 2, 4]);
      expect(all[0]).toMatchObject({ email: 'ada@example.com', company: 'Analytical Engines' });
      for await (const entry of store().exportEntries()) {
        expect(entry.position).toBe(1);
        break;
      }
      expect(await store().count()).toBe(3);
    });
  });

  it('counts sign-ups by source and by day over 30 days', async () => {
    clock = new Date('2026-02-01T10:00:00.000Z'); // older than 30 days: counted in total only
    await store().join(newEntry('old@example.com'));
    clock = new Date('2026-03-01T23:59:59.000Z');
    await store().join(newEntry('k@example.com', { source: 'kiosk' }));
    clock = new Date('2026-03-10T00:00:00.000Z');
    await store().join(newEntry('t1@example.com', { source: 'terminal' }));
    await store().join(newEntry('t2@example.com', { source: 'terminal' }));
    clock = new Date('2026-03-10T18:00:00.000Z');
    const stats = await store().stats();
    expect(stats.total).toBe(4);
    expect(stats.bySource).toEqual({ form: 1, terminal: 2, kiosk: 1, api: 0 });
    expect(stats.perDay).toHaveLength(30);
    expect(stats.perDay[0]).toEqual({ day: '2026-02-09', count: 0 });
    expect(stats.perDay[29]).toEqual({ day: '2026-03-10', count: 2 });
    expect(stats.perDay.find((day) => day.day === '2026-03-01')).toEqual({
      day: '2026-03-01',
      count: 1,
    });
    expect(stats.perDay.reduce((sum, day) => sum + day.count, 0)).toBe(3);
  });

  it('keeps everything across a reopen', async () => {
    await store().join(newEntry('ada@example.com'));
    await store().createUser('admin', 'hash');
    await store.restart();
    expect(await store().count()).toBe(1);
    expect((await store().findUser('admin'))?.passwordHash).toBe('hash');
    expect((await store().join(newEntry('grace@example.com'))).entry.position).toBe(2);
  });

  describe('one inbox, one entry (issue 24)', () => {
    it('answers a join of the same inbox in another spelling with the first entry, kept as typed', async () => {
      const first = await store().join(newEntry('x+1@example.com'));
      const gmail = await store().join(newEntry('a.b.c@gmail.com'));
      for (const [typed, original] of [
        ['x+2@example.com', first],
        [' X@Example.com', first],
        ['abc@googlemail.com', gmail],
        ['A.B.C+farm@gmail.com', gmail],
      ] as const) {
        const again = await store().join(newEntry(typed));
        expect([typed, again.alreadyOnList, again.entry.id, again.entry.position]).toEqual([
          typed,
          true,
          original.entry.id,
          original.entry.position,
        ]);
      }
      // Spellings of one new inbox racing each other: one entry, one number.
      const racing = await Promise.all(
        ['y+1@example.com', 'y+2@example.com', 'Y@example.com'].map((email) =>
          store().join(newEntry(email)),
        ),
      );
      expect(racing.filter((result) => !result.alreadyOnList)).toHaveLength(1);
      expect(new Set(racing.map((result) => result.entry.id)).size).toBe(1);
      const emails = (await collect(store().exportEntries())).map((entry) => entry.email);
      expect(emails).toEqual(['x+1@example.com', 'a.b.c@gmail.com', expect.stringMatching(/^y/i)]);
      expect((await store().join(newEntry('z@example.com'))).entry.position).toBe(4);
    });
  });
});
