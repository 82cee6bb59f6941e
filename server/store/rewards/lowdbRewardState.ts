import type { EarnedReward, Reward, WaitlistEntry } from '../../../src/shared/index.js';
import type { OutboxMessage } from '../loop/loopTypes.js';
import type { StoredGrowthSettings } from './rewardTypes.js';

/** The rewards area's journal records (lowdb). */
export type RewardChange =
  | { type: 'reward'; reward: Reward }
  // Earned rewards and the move to the front are one record with the messages they send.
  | {
      type: 'rewardEarned';
      entryId: number;
      earned: EarnedReward[];
      moveToFront: boolean;
      messages?: OutboxMessage[];
    }
  | { type: 'growthSettings'; settings: StoredGrowthSettings }
  | {
      type: 'rewardFulfilled';
      earned: EarnedReward;
      messages?: OutboxMessage[];
    };

/** What db.json keeps of the area; absent in data files written before issue 29's rewards. */
export interface RewardSnapshot {
  nextRewardId: number;
  rewards: Reward[];
  earned: EarnedReward[];
  movedToFront: number[];
  /** The admin's growth settings; absent until saved. */
  growthSettings?: StoredGrowthSettings;
}

export function isRewardChange(change: { type: string }): change is RewardChange {
  return ['reward', 'rewardEarned', 'rewardFulfilled', 'growthSettings'].includes(change.type);
}

type Undo = () => void;

/** The line, as the rewards area moves an entry in it: out under its old key, in under its new. */
export interface LineOfEntries {
  remove(entry: WaitlistEntry): void;
  add(entry: WaitlistEntry): void;
}

/** The rewards, what each person earned, and who stands at the front (lowdb, in memory). */
export class RewardState {
  nextRewardId = 1;
  private readonly rewards = new Map<number, Reward>();
  private readonly earned = new Map<number, EarnedReward[]>();
  private readonly front = new Set<number>();
  growthSettings: StoredGrowthSettings | undefined;

  load(snapshot: RewardSnapshot | undefined): void {
    if (!snapshot) return;
    this.nextRewardId = snapshot.nextRewardId;
    for (const reward of snapshot.rewards) this.rewards.set(reward.id, reward);
    for (const earned of snapshot.earned) this.earnedList(earned.entryId).push(earned);
    for (const id of snapshot.movedToFront) this.front.add(id);
    this.growthSettings = snapshot.growthSettings;
  }

  toSnapshot(): RewardSnapshot {
    return {
      nextRewardId: this.nextRewardId,
      rewards: this.list(),
      earned: [...this.earned.values()].flat(),
      movedToFront: [...this.front],
      ...(this.growthSettings ? { growthSettings: this.growthSettings } : {}),
    };
  }

  list(): Reward[] {
    return [...this.rewards.values()].sort((a, b) => a.referrals - b.referrals || a.id - b.id);
  }

  get(id: number): Reward | undefined {
    return this.rewards.get(id);
  }

  earnedBy(entryId: number): EarnedReward[] {
    return this.earned.get(entryId) ?? [];
  }

  isFront(entryId: number): boolean {
    return this.front.has(entryId);
  }

  /**
   * Applies a record; the entry's line key changes with a move to the front, so the entry leaves
   * the line under its old key and comes back under its new one.
   */
  apply(
    change: RewardChange,
    line: LineOfEntries,
    findEntry: (id: number) => WaitlistEntry | undefined,
  ): Undo {
    switch (change.type) {
      case 'reward':
        return this.setReward(change.reward);
      case 'growthSettings': {
        const previous = this.growthSettings;
        this.growthSettings = change.settings;
        return () => {
          this.growthSettings = previous;
        };
      }
      case 'rewardFulfilled':
        return this.replaceEarned(change.earned);
      case 'rewardEarned': {
        const undos = change.earned.map((earned) => this.addEarned(earned));
        if (change.moveToFront) undos.push(this.moveToFront(change.entryId, line, findEntry));
        return () => undos.reverse().forEach((undo) => undo());
      }
    }
  }

  /** An erased entry takes its rewards and its place at the front with it (after it left the line). */
  dropEntry(entryId: number): Undo {
    const earned = this.earned.get(entryId);
    const wasFront = this.front.delete(entryId);
    this.earned.delete(entryId);
    return () => {
      if (earned) this.earned.set(entryId, earned);
      if (wasFront) this.front.add(entryId);
    };
  }

  private setReward(reward: Reward): Undo {
    const previous = this.rewards.get(reward.id);
    const nextId = this.nextRewardId;
    this.rewards.set(reward.id, reward);
    this.nextRewardId = Math.max(this.nextRewardId, reward.id + 1);
    return () => {
      this.nextRewardId = nextId;
      if (previous) this.rewards.set(reward.id, previous);
      else this.rewards.delete(reward.id);
    };
  }

  private earnedList(entryId: number): EarnedReward[] {
    let list = this.earned.get(entryId);
    if (!list) this.earned.set(entryId, (list = []));
    return list;
  }

  private addEarned(earned: EarnedReward): Undo {
    const list = this.earnedList(earned.entryId);
    if (list.some((each) => each.rewardId === earned.rewardId)) return () => undefined;
    list.push(earned);
    return () => {
      list.splice(list.indexOf(earned), 1);
      if (list.length === 0) this.earned.delete(earned.entryId);
    };
  }

  private replaceEarned(earned: EarnedReward): Undo {
    const list = this.earned.get(earned.entryId) ?? [];
    const index = list.findIndex((each) => each.rewardId === earned.rewardId);
    if (index < 0) return () => undefined;
    const previous = list[index]!;
    list[index] = earned;
    return () => {
      list[index] = previous;
    };
  }

  private moveToFront(
    entryId: number,
    line: LineOfEntries,
    findEntry: (id: number) => WaitlistEntry | undefined,
  ): Undo {
    const entry = findEntry(entryId);
    if (this.front.has(entryId)) return () => undefined;
    const move = (front: boolean) => {
      if (entry) line.remove(entry);
      if (front) this.front.add(entryId);
      else this.front.delete(entryId);
      if (entry) line.add(entry);
    };
    move(true);
    return () => move(false);
  }
}
