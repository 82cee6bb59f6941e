import type {
  EarnedReward,
  Reward,
  RewardFields,
  RewardPatch,
  WaitlistEntry,
} from '../../../src/shared/index.js';
import type { OutboxDraft } from '../loop/loopTypes.js';

/** The messages an earned or fulfilled reward sends (the e-mail, the webhook events). */
export type RewardMessages = (entry: WaitlistEntry, rewards: EarnedReward[]) => OutboxDraft[];

/**
 * The rewards area (issue 29, item 3): the milestones the admin defines, the rewards each person
 * earned, and who earned a place at the front of the line. An earned reward is recorded once per
 * person and reward, in one durable write with its messages and the move to the front; it is
 * erased with its entry.
 */
/** The admin's growth settings as stored (issue 29, items 1 and 4); null: never saved. */
export interface StoredGrowthSettings {
  widgetOrigins: string[];
  leaderboard: boolean;
  updatedAt: string;
}

export interface RewardStore {
  /**
   * The growth settings the admin saved (widget origins, the leaderboard), kept beside the
   * rewards as the other admin-set growth choice; undefined until saved once.
   */
  growthSettings(): Promise<StoredGrowthSettings | undefined>;
  setGrowthSettings(settings: {
    widgetOrigins: string[];
    leaderboard: boolean;
  }): Promise<StoredGrowthSettings>;
  /** Every reward, retired ones included, by referrals. */
  listRewards(): Promise<Reward[]>;
  createReward(fields: RewardFields): Promise<Reward>;
  /** undefined: there is no such reward. */
  updateReward(id: number, patch: RewardPatch): Promise<Reward | undefined>;
  /** The rewards each of these entries earned, oldest first. */
  earnedBy(entryIds: readonly number[]): Promise<Map<number, EarnedReward[]>>;
  /**
   * Records every active reward the entry's counted referrals reach that it has not earned, with
   * the messages `messages` makes for them and, when one of them says so, the move to the front,
   * all in one durable write that no other earning of the same entry overlaps (lowdb: the commit
   * queue; PostgreSQL: the entry's row locked). Answers the rewards this call recorded.
   */
  earnMilestones(entryId: number, messages: RewardMessages): Promise<EarnedReward[]>;
  /**
   * Marks an earned reward fulfilled (or not yet), with the messages of that change when it is one.
   * undefined: the entry did not earn it.
   */
  setFulfilled(
    entryId: number,
    rewardId: number,
    fulfilled: boolean,
    messages: RewardMessages,
  ): Promise<{ earned: EarnedReward; changed: boolean } | undefined>;
}
