import { nextReward, type StatusRewards, type WaitlistEntry } from '../../src/shared/index.js';
import type { Store } from '../store/types.js';

/** The status page's rewards: what the person earned, and the next milestone from their count. */
export async function statusRewards(store: Store, entry: WaitlistEntry): Promise<StatusRewards> {
  const [rewards, earned] = await Promise.all([
    store.rewards.listRewards(),
    store.rewards.earnedBy([entry.id]),
  ]);
  return {
    earned: (earned.get(entry.id) ?? []).map((each) => ({
      name: each.name,
      earnedAt: each.earnedAt,
      fulfilled: each.fulfilledAt !== null,
    })),
    next: nextReward(rewards, entry.referralCount),
  };
}
