import {
  rewardsDue,
  type EarnedReward,
  type Reward,
  type RewardFields,
  type RewardPatch,
  type WaitlistEntry,
} from '../../../src/shared/index.js';
import type { OutboxDraft, OutboxMessage } from '../loop/loopTypes.js';
import type { RewardChange, RewardState } from './lowdbRewardState.js';
import type { RewardMessages, RewardStore, StoredGrowthSettings } from './rewardTypes.js';

/** What the rewards area reads and plans in the lowdb store's commit queue. */
export interface RewardContext {
  rewards: RewardState;
  findEntry(id: number): WaitlistEntry | undefined;
  /** The outbox messages of these drafts, numbered after the outbox's last one. */
  planMessages(drafts: readonly OutboxDraft[], now: Date): OutboxMessage[];
}

/** The part of the lowdb state the rewards area works with. */
export interface RewardStateView {
  rewards: RewardState;
  findEntry(id: number): WaitlistEntry | undefined;
  outbox: { plan(draft: OutboxDraft, now: Date, offset: number): OutboxMessage };
}

/** The rewards area's view of the lowdb state. */
export function rewardContext(state: RewardStateView): RewardContext {
  return {
    rewards: state.rewards,
    findEntry: (id) => state.findEntry(id),
    planMessages: (drafts, now) => drafts.map((draft, at) => state.outbox.plan(draft, now, at)),
  };
}

/** The lowdb store's group-committed write, seen from this area: plan a change, get the result. */
export type RewardMutate = <T>(
  plan: (context: RewardContext) => { change: RewardChange | null; result: T },
) => Promise<T>;

/** The rewards area on lowdb: one process, every change planned in the commit queue. */
export class LowdbRewards implements RewardStore {
  constructor(
    private readonly mutate: RewardMutate,
    private readonly read: () => RewardContext,
    private readonly now: () => Date,
  ) {}

  async growthSettings(): Promise<StoredGrowthSettings | undefined> {
    return this.read().rewards.growthSettings;
  }

  setGrowthSettings(settings: { widgetOrigins: string[]; leaderboard: boolean }) {
    return this.mutate(() => {
      const stored = { ...settings, updatedAt: this.now().toISOString() };
      return { change: { type: 'growthSettings', settings: stored }, result: stored };
    });
  }

  async listRewards(): Promise<Reward[]> {
    return this.read().rewards.list();
  }

  createReward(fields: RewardFields): Promise<Reward> {
    return this.mutate(({ rewards }) => {
      const at = this.now().toISOString();
      const reward: Reward = {
        id: rewards.nextRewardId,
        ...fields,
        retiredAt: null,
        createdAt: at,
        updatedAt: at,
      };
      return { change: { type: 'reward', reward }, result: reward };
    });
  }

  updateReward(id: number, patch: RewardPatch): Promise<Reward | undefined> {
    return this.mutate(({ rewards }) => {
      const current = rewards.get(id);
      if (!current) return { change: null, result: undefined };
      const at = this.now().toISOString();
      const { retired, ...fields } = patch;
      const reward: Reward = {
        ...current,
        ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
        retiredAt:
          retired === undefined ? current.retiredAt : retired ? (current.retiredAt ?? at) : null,
        updatedAt: at,
      };
      return { change: { type: 'reward', reward }, result: reward };
    });
  }

  async earnedBy(entryIds: readonly number[]): Promise<Map<number, EarnedReward[]>> {
    const { rewards } = this.read();
    return new Map(entryIds.map((id) => [id, [...rewards.earnedBy(id)]]));
  }

  earnMilestones(entryId: number, messages: RewardMessages): Promise<EarnedReward[]> {
    return this.mutate((context) => {
      const entry = context.findEntry(entryId);
      if (!entry) return { change: null, result: [] };
      const already = new Set(context.rewards.earnedBy(entryId).map((each) => each.rewardId));
      const due = rewardsDue(context.rewards.list(), entry.referralCount, already);
      if (due.length === 0) return { change: null, result: [] };
      const now = this.now();
      const earned: EarnedReward[] = due.map((reward) => ({
        rewardId: reward.id,
        entryId,
        name: reward.name,
        referrals: reward.referrals,
        moveToFront: reward.moveToFront,
        earnedAt: now.toISOString(),
        fulfilledAt: null,
      }));
      const moveToFront =
        due.some((reward) => reward.moveToFront) && !context.rewards.isFront(entryId);
      return {
        change: {
          type: 'rewardEarned',
          entryId,
          earned,
          moveToFront,
          messages: context.planMessages(messages(entry, earned), now),
        },
        result: earned,
      };
    });
  }

  setFulfilled(entryId: number, rewardId: number, fulfilled: boolean, messages: RewardMessages) {
    return this.mutate((context) => {
      const current = context.rewards.earnedBy(entryId).find((each) => each.rewardId === rewardId);
      const entry = context.findEntry(entryId);
      if (!current || !entry) return { change: null, result: undefined };
      if ((current.fulfilledAt !== null) === fulfilled) {
        return { change: null, result: { earned: current, changed: false } };
      }
      const now = this.now();
      const earned = { ...current, fulfilledAt: fulfilled ? now.toISOString() : null };
      return {
        change: {
          type: 'rewardFulfilled',
          earned,
          messages: context.planMessages(messages(entry, [earned]), now),
        },
        result: { earned, changed: true },
      };
    });
  }
}
