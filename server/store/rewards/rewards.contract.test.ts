import { beforeEach, describe, expect, it } from 'vitest';
import type { EarnedReward, WaitlistEntry } from '../../../src/shared/index.js';
import { newEntry } from '../../testing/fixtures.js';
import type { OutboxDraft } from '../loop/loopTypes.js';
import { bothStores, storeEachTest } from '../testing/bothStores.js';

/** The rewards area's contract (issue 29, item 3), the same on lowdb and PostgreSQL. */
let clock = new Date('2026-05-04T09:00:00.000Z');
const now = () => new Date(clock);

/** One e-mail per earning (or fulfilment) naming the rewards, as the server's drafts do. */
const mail = (entry: WaitlistEntry, rewards: EarnedReward[]): OutboxDraft[] => [
  {
    kind: 'email',
    entryId: entry.id,
    to: entry.email,
    payload: { template: 'reward', rewardName: rewards.map((reward) => reward.name).join(', ') },
  },
];

describe.each(bothStores(now))('the rewards area on $name', (kind) => {
  beforeEach(() => {
    clock = new Date('2026-05-04T09:00:00.000Z');
  });
  const store = storeEachTest(kind, { referralDailyCap: 0 });

  const confirm = (id: number) =>
    store().updateEntries({ ids: [id] }, (entry) => ({
      entry: { ...entry, status: 'confirmed', confirmedAt: now().toISOString() },
      messages: [],
    }));
  const place = async (id: number) =>
    (await store().placeInLine((await store().findEntry(id))!, false)).place;
  const rewardMails = async () =>
    (await store().listOutbox({ offset: 0, limit: 100 })).messages.filter(
      (message) => message.payload.template === 'reward',
    );

  /** Six confirmed entries, positions 1 to 6, each from its own network. */
  async function line(): Promise<WaitlistEntry[]> {
    const entries: WaitlistEntry[] = [];
    for (let index = 1; index <= 6; index += 1) {
      const { entry } = await store().join(
        newEntry(`person${index}@example.com`, { networkHash: `net-${index}` }),
      );
      await confirm(entry.id);
      entries.push(entry);
    }
    return entries;
  }

  /** `count` confirmed sign-ups through the referrer's link. */
  async function refer(referrer: WaitlistEntry, count: number, from = 0): Promise<void> {
    for (let index = from; index < from + count; index += 1) {
      const { entry } = await store().join(
        newEntry(`friend${index}@example.com`, {
          ref: referrer.referralCode,
          networkHash: `friend-net-${index}`,
        }),
      );
      await confirm(entry.id);
    }
  }

  it('keeps rewards by referrals through a restart, renamed, changed and retired', async () => {
    const shirt = await store().rewards.createReward({
      referrals: 10,
      name: 'T-shirt',
      moveToFront: false,
    });
    const skip = await store().rewards.createReward({
      referrals: 3,
      name: 'Skip',
      moveToFront: true,
    });
    clock = new Date('2026-05-04T10:00:00.000Z');
    const renamed = await store().rewards.updateReward(shirt.id, { name: "Founders' t-shirt" });
    expect(renamed).toMatchObject({ name: "Founders' t-shirt", referrals: 10, retiredAt: null });
    expect(renamed!.updatedAt).toBe('2026-05-04T10:00:00.000Z');
    await store().rewards.updateReward(skip.id, { retired: true, referrals: 4 });
    expect(await store().rewards.updateReward(999, { name: 'Nothing' })).toBeUndefined();
    await store.restart();
    const rewards = await store().rewards.listRewards();
    expect(
      rewards.map(({ name, referrals, moveToFront, retiredAt }) => ({
        name,
        referrals,
        moveToFront,
        retiredAt,
      })),
    ).toEqual([
      { name: 'Skip', referrals: 4, moveToFront: true, retiredAt: '2026-05-04T10:00:00.000Z' },
      { name: "Founders' t-shirt", referrals: 10, moveToFront: false, retiredAt: null },
    ]);
    const back = await store().rewards.updateReward(skip.id, { retired: false });
    expect(back!.retiredAt).toBeNull();
  });

  it('records a milestone once when counted referrals reach it, with its messages, never for a retired reward', async () => {
    const [referrer] = await line();
    const two = await store().rewards.createReward({
      referrals: 2,
      name: 'Stickers',
      moveToFront: false,
    });
    const retired = await store().rewards.createReward({
      referrals: 1,
      name: 'Old',
      moveToFront: false,
    });
    await store().rewards.updateReward(retired.id, { retired: true });
    await store().rewards.createReward({ referrals: 5, name: 'Hoodie', moveToFront: false });

    await refer(referrer!, 1);
    expect(await store().rewards.earnMilestones(referrer!.id, mail)).toEqual([]);
    await refer(referrer!, 1, 1);
    // Two confirmations arriving together both ask: the reward is recorded once.
    const [first, second] = await Promise.all([
      store().rewards.earnMilestones(referrer!.id, mail),
      store().rewards.earnMilestones(referrer!.id, mail),
    ]);
    expect([...first!, ...second!]).toEqual([
      {
        rewardId: two.id,
        entryId: referrer!.id,
        name: 'Stickers',
        referrals: 2,
        moveToFront: false,
        earnedAt: '2026-05-04T09:00:00.000Z',
        fulfilledAt: null,
      },
    ]);
    expect((await rewardMails()).map((message) => message.payload.rewardName)).toEqual([
      'Stickers',
    ]);
    await store.restart();
    expect(await store().rewards.earnMilestones(referrer!.id, mail)).toEqual([]);
    expect((await store().rewards.earnedBy([referrer!.id])).get(referrer!.id)).toHaveLength(1);
  });

  it('moves the earner of a move-to-front reward to the front of the line, and keeps it there', async () => {
    const entries = await line();
    const referrer = entries[5]!;
    await store().rewards.createReward({
      referrals: 1,
      name: 'Skip to the front',
      moveToFront: true,
    });
    await refer(referrer, 1);
    const total = (await store().listLine(0, 100, false)).total;
    expect(await place(referrer.id)).toBe(2); // 6 - 5 = 1 ties with position 1
    await store().rewards.earnMilestones(referrer.id, mail);
    expect(await place(referrer.id)).toBe(1);
    const line1 = await store().listLine(0, 100, false);
    expect(line1.total).toBe(total);
    expect(line1.entries[0]!.id).toBe(referrer.id);
    expect(line1.entries.map((entry) => entry.position).slice(1)).toEqual([1, 2, 3, 4, 5, 7]);

    // Another counted referral and a restart keep it at the front.
    await refer(referrer, 1, 1);
    await store.restart();
    expect(await place(referrer.id)).toBe(1);
    expect((await store().listLine(0, 1, false)).entries[0]!.id).toBe(referrer.id);
    expect(await place(entries[0]!.id)).toBe(2);
  });

  it('marks an earned reward fulfilled once, with its messages, and erases rewards with the entry', async () => {
    const [referrer, other] = await line();
    const reward = await store().rewards.createReward({
      referrals: 1,
      name: 'Mug',
      moveToFront: true,
    });
    await refer(referrer!, 1);
    await store().rewards.earnMilestones(referrer!.id, mail);
    clock = new Date('2026-05-05T09:00:00.000Z');
    const done = await store().rewards.setFulfilled(referrer!.id, reward.id, true, mail);
    expect(done).toMatchObject({
      changed: true,
      earned: { fulfilledAt: '2026-05-05T09:00:00.000Z' },
    });
    const again = await store().rewards.setFulfilled(referrer!.id, reward.id, true, mail);
    expect(again).toMatchObject({
      changed: false,
      earned: { fulfilledAt: '2026-05-05T09:00:00.000Z' },
    });
    expect(await store().rewards.setFulfilled(other!.id, reward.id, true, mail)).toBeUndefined();
    expect(await rewardMails()).toHaveLength(2);

    await store().deleteEntry(referrer!.id);
    await store.restart();
    expect((await store().rewards.earnedBy([referrer!.id])).get(referrer!.id)).toEqual([]);
    expect(await place(other!.id)).toBe(1); // the erased referrer left the front
  });

  it("keeps the admin's growth settings through a restart, none until saved", async () => {
    expect(await store().rewards.growthSettings()).toBeUndefined();
    await store().rewards.setGrowthSettings({
      widgetOrigins: ['https://a.example'],
      leaderboard: true,
    });
    await store().rewards.setGrowthSettings({
      widgetOrigins: ['https://b.example', 'https://c.example'],
      leaderboard: false,
    });
    await store.restart();
    expect(await store().rewards.growthSettings()).toEqual({
      widgetOrigins: ['https://b.example', 'https://c.example'],
      leaderboard: false,
      updatedAt: '2026-05-04T09:00:00.000Z',
    });
  });
});
