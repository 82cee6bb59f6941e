import { beforeEach, describe, expect, it } from 'vitest';
import type { WaitlistEntry } from '../../../src/shared/index.js';
import { approveReview, rejectReferral } from '../../referrals/review.js';
import { newEntry } from '../../testing/fixtures.js';
import { bothStores, collect, storeEachTest } from '../testing/bothStores.js';

/** The referrals' contract (issues 14 and 24): what counts, the daily cap, review and the line. */

/** One clock for every store under test, moved by the tests; never the wall clock. */
let clock = new Date('2026-03-10T12:00:00.000Z');
const now = () => new Date(clock);

describe.each(bothStores(now))('the referrals area on $name', (kind) => {
  beforeEach(() => {
    clock = new Date('2026-03-10T12:00:00.000Z');
  });
  const store = storeEachTest(kind);

  const setEntry = (id: number, fields: Partial<WaitlistEntry>) =>
    store().updateEntries({ ids: [id] }, (entry) => ({
      entry: { ...entry, ...fields },
      messages: [],
    }));
  const confirm = (id: number) =>
    setEntry(id, { status: 'confirmed', confirmedAt: now().toISOString() });
  const place = async (id: number) =>
    (await store().placeInLine((await store().findEntry(id))!, false)).place;

  /** Ten confirmed entries, positions 1 to 10, each from its own network. */
  async function line(): Promise<WaitlistEntry[]> {
    const entries: WaitlistEntry[] = [];
    for (let index = 1; index <= 10; index += 1) {
      const { entry } = await store().join(
        newEntry(`person${index}@example.com`, { networkHash: `net-${index}` }),
      );
      await confirm(entry.id);
      entries.push(entry);
    }
    return entries;
  }

  it('moves the referrer up REFERRAL_BOOST places once the referred entry is confirmed', async () => {
    const entries = await line();
    const referrer = entries[9]!;
    expect(await place(referrer.id)).toBe(10);
    const { entry: friend } = await store().join(
      newEntry('friend@example.com', {
        ref: referrer.referralCode.toLowerCase(),
        networkHash: 'other',
      }),
    );
    expect(friend.referredBy).toBe(referrer.id);
    expect(await place(referrer.id)).toBe(10); // waiting: not counted yet
    await confirm(friend.id);
    expect((await store().findEntry(referrer.id))!.referralCount).toBe(1);
    // Score 10 - 5 = 5 ties with position 5, which keeps its place: up from #10 to #6.
    expect(await place(referrer.id)).toBe(6);
    // The next one would take it from #6 to #1.
    expect(await store().nextReferralGain((await store().findEntry(referrer.id))!, false)).toBe(5);
    // Two places from the front, the next referral gains only what is left.
    expect(await store().nextReferralGain((await store().findEntry(entries[2]!.id))!, false)).toBe(
      2,
    );
  });

  it("does not count an unknown code, a held sign-up, or one from the referrer's network at any time", async () => {
    const entries = await line();
    const referrer = entries[9]!;
    const unknown = await store().join(newEntry('a@example.com', { ref: 'NOSUCHCODE' }));
    expect(unknown.entry.referredBy).toBeNull();
    // The referrer's own network within the hour of the referrer's sign-up: flagged.
    const self = await store().join(
      newEntry('b@example.com', { ref: referrer.referralCode, networkHash: 'net-10' }),
    );
    expect(self.entry.referralFlag).toBe('self-referral');
    const held = await store().join(
      newEntry('c@example.com', { ref: referrer.referralCode, heldReason: 'honeypot' }),
    );
    for (const { entry } of [unknown, self, held]) await confirm(entry.id);
    expect((await store().findEntry(referrer.id))!.referralCount).toBe(0);
    expect(await place(referrer.id)).toBe(10);
    // Days later the referrer's network is still the referrer's (issue 24: no hour's grace).
    clock = new Date(clock.getTime() + 3 * 24 * 60 * 60 * 1000);
    const later = await store().join(
      newEntry('d@example.com', { ref: referrer.referralCode, networkHash: 'net-10' }),
    );
    expect(later.entry.referralFlag).toBe('self-referral');
    await confirm(later.entry.id);
    expect((await store().findEntry(referrer.id))!.referralCount).toBe(0);
  });

  it('holds a sign-up out of the line until it is approved, and lists it for review', async () => {
    await line();
    const { entry } = await store().join(newEntry('bot@example.com', { heldReason: 'too-fast' }));
    await confirm(entry.id);
    expect(await place(entry.id)).toBeNull();
    expect((await store().placeInLine(entry, false)).total).toBe(10);
    const review = await store().listReview(0, 10);
    expect(review.total).toBe(1);
    expect(review.entries.map((held) => [held.email, held.heldReason])).toEqual([
      ['bot@example.com', 'too-fast'],
    ]);
    await setEntry(entry.id, { heldReason: null });
    expect(await place(entry.id)).toBe(11);
    expect((await store().listReview(0, 10)).total).toBe(0);
  });

  it('stops counting a referral whose entry is deleted', async () => {
    const entries = await line();
    const referrer = entries[9]!;
    const { entry: friend } = await store().join(
      newEntry('friend@example.com', { ref: referrer.referralCode }),
    );
    await confirm(friend.id);
    expect(await place(referrer.id)).toBe(6);
    await store().deleteEntry(friend.id);
    expect((await store().findEntry(referrer.id))!.referralCount).toBe(0);
    expect(await place(referrer.id)).toBe(10);
  });

  it('counts at most REFERRAL_DAILY_CAP referrals per referrer and UTC day; the rest wait for review', async () => {
    await store.openAnew({ referralDailyCap: 2 });
    const entries = await line();
    const [referrer, other] = [entries[9]!, entries[8]!];
    const refer = (email: string, by = referrer) =>
      store().join(newEntry(email, { ref: by.referralCode, networkHash: `net-${email}` }));
    const referralCount = async () => (await store().findEntry(referrer.id))!.referralCount;
    clock = new Date('2026-03-10T23:00:00.000Z');
    const friends: WaitlistEntry[] = [];
    for (const index of [0, 1, 2, 3])
      friends.push((await refer(`friend${index}@example.com`)).entry);
    expect(friends.map((friend) => friend.referralFlag)).toEqual([
      null,
      null,
      'daily-cap',
      'daily-cap',
    ]);
    // Another referrer's day is its own.
    expect((await refer('theirs@example.com', other)).entry.referralFlag).toBeNull();
    // The next UTC day has two places again, however the joins race for them.
    clock = new Date('2026-03-11T00:30:00.000Z');
    const racing = await Promise.all(
      ['a', 'b', 'c', 'd'].map((name) => refer(`next-day-${name}@example.com`)),
    );
    const flags = racing.map((result) => result.entry.referralFlag);
    expect(flags.filter((flag) => flag === null)).toHaveLength(2);
    expect(flags.filter((flag) => flag === 'daily-cap')).toHaveLength(2);
    for (const { id } of [...friends, ...racing.map((result) => result.entry)]) await confirm(id);
    expect(await referralCount()).toBe(4);

    const review = await store().listReview(0, 10);
    expect(review.total).toBe(4);
    expect(review.entries.slice(0, 2).map((entry) => [entry.email, entry.referralFlag])).toEqual([
      ['friend2@example.com', 'daily-cap'],
      ['friend3@example.com', 'daily-cap'],
    ]);
    // Approved, a referral counts; rejected, the sign-up stays but names no referrer.
    await store().updateEntries({ ids: [friends[2]!.id] }, approveReview);
    expect(await referralCount()).toBe(5);
    await store().updateEntries({ ids: [friends[3]!.id] }, rejectReferral);
    expect(await store().findEntry(friends[3]!.id)).toMatchObject({
      referredBy: null,
      referralFlag: null,
    });
    expect(await referralCount()).toBe(5);
    expect((await store().listReview(0, 10)).total).toBe(2);
    await store.restart();
    expect(await referralCount()).toBe(5);
    expect((await store().listReview(0, 10)).total).toBe(2);
  });

  it('answers places and pages of a long line exactly, across many blocks of scores', async () => {
    // Dozens of referrals a day for one referrer: no REFERRAL_DAILY_CAP here.
    await store.openAnew({ referralDailyCap: 0 });
    const joinAll = async (emails: string[], ref?: string) => {
      const joined: WaitlistEntry[] = [];
      for (let start = 0; start < emails.length; start += 250) {
        const chunk = emails.slice(start, start + 250);
        const results = await Promise.all(
          chunk.map((email) => store().join(newEntry(email, ref ? { ref } : {}))),
        );
        joined.push(...results.map((result) => result.entry));
      }
      return joined;
    };
    const entries = await joinAll(Array.from({ length: 2_600 }, (_, i) => `long-${i}@example.com`));
    // Every other entry confirmed; three late referrers move up across the blocks' edges.
    await store().updateEntries(
      { ids: entries.filter((_, index) => index % 2 === 1).map((entry) => entry.id) },
      (entry) => ({ entry: { ...entry, status: 'confirmed' }, messages: [] }),
    );
    for (const [index, friends] of [
      [1_031, 30],
      [2_051, 45],
      [2_599, 12],
    ] as const) {
      const emails = Array.from({ length: friends }, (_, i) => `f-${index}-${i}@example.com`);
      const joined = await joinAll(emails, entries[index]!.referralCode);
      await store().updateEntries({ ids: joined.map((entry) => entry.id) }, (entry) => ({
        entry: { ...entry, status: 'confirmed' },
        messages: [],
      }));
    }
    const all = await collect(store().exportEntries());
    expect(all.find((entry) => entry.id === entries[2_051]!.id)!.referralCount).toBe(45);
    for (const includeWaiting of [false, true]) {
      const line = all
        .filter((entry) => entry.status === 'confirmed' || includeWaiting)
        .map((entry) => ({ entry, score: entry.position - 5 * entry.referralCount }))
        .sort((a, b) => a.score - b.score || a.entry.position - b.entry.position)
        .map(({ entry }) => entry.position);
      const sampled = all.filter(
        (entry, index) => index % 97 === 0 || entry.referralCount > 0 || index === all.length - 1,
      );
      for (const entry of sampled) {
        const expected = line.indexOf(entry.position);
        const { place, total } = await store().placeInLine(entry, includeWaiting);
        expect([entry.position, place]).toEqual([
          entry.position,
          expected < 0 ? null : expected + 1,
        ]);
        expect(total).toBe(line.length);
      }
      for (const offset of [
        0,
        500,
        1_000,
        1_023,
        1_024,
        1_100,
        2_040,
        line.length - 10,
        line.length + 5,
      ]) {
        const page = await store().listLine(offset, 50, includeWaiting);
        expect([offset, page.entries.map((entry) => entry.position)]).toEqual([
          offset,
          line.slice(offset, offset + 50),
        ]);
      }
    }
  });

  it('lists the line in place order and the top referrers, and keeps the counts across a reopen', async () => {
    const entries = await line();
    for (const [referrer, friends] of [
      [entries[9]!, 2],
      [entries[7]!, 1],
    ] as const) {
      for (let index = 0; index < friends; index += 1) {
        const { entry } = await store().join(
          newEntry(`friend-${referrer.position}-${index}@example.com`, {
            ref: referrer.referralCode,
          }),
        );
        await confirm(entry.id);
      }
    }
    const expected = [10, 1, 2, 3, 8, 4, 5, 6, 7, 9, 11, 12, 13];
    const firstLine = await store().listLine(0, 20, false);
    expect(firstLine.total).toBe(13);
    expect(firstLine.entries.map((entry) => entry.position)).toEqual(expected);
    expect((await store().listLine(2, 3, false)).entries.map((entry) => entry.position)).toEqual(
      expected.slice(2, 5),
    );
    const top = async () =>
      (await store().topReferrers(20)).map((entry) => [entry.position, entry.referralCount]);
    expect(await top()).toEqual([
      [10, 2],
      [8, 1],
    ]);
    await store.restart();
    expect(await top()).toEqual([
      [10, 2],
      [8, 1],
    ]);
    expect(await place(entries[9]!.id)).toBe(1);
  });
});
