import type pg from 'pg';
import {
  rewardsDue,
  type EarnedReward,
  type GrowthSettingsInput,
  type Reward,
  type RewardFields,
  type RewardPatch,
} from '../../../src/shared/index.js';
import { enqueueMessages } from '../loop/postgresOutboxRows.js';
import { ENTRY_COLUMNS, toEntry, type EntryRow } from '../entries/postgresEntryRows.js';
import type { Query } from '../postgres/readQuery.js';
import * as sql from './postgresRewardSql.js';
import type { RewardMessages, RewardStore, StoredGrowthSettings } from './rewardTypes.js';

interface RewardRow {
  id: string | number;
  referrals: number;
  name: string;
  move_to_front: boolean;
  retired_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

interface EarnedRow {
  entry_id: string | number;
  reward_id: string | number;
  name: string;
  referrals: number;
  move_to_front: boolean;
  earned_at: Date;
  fulfilled_at: Date | null;
}

const toReward = (row: RewardRow): Reward => ({
  id: Number(row.id),
  referrals: row.referrals,
  name: row.name,
  moveToFront: row.move_to_front,
  retiredAt: row.retired_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const toEarned = (row: EarnedRow): EarnedReward => ({
  rewardId: Number(row.reward_id),
  entryId: Number(row.entry_id),
  name: row.name,
  referrals: row.referrals,
  moveToFront: row.move_to_front,
  earnedAt: row.earned_at.toISOString(),
  fulfilledAt: row.fulfilled_at?.toISOString() ?? null,
});

interface SettingsRow {
  widget_origins: string[];
  leaderboard: boolean;
  updated_at: Date;
}

const toSettings = (row: SettingsRow): StoredGrowthSettings => ({
  widgetOrigins: row.widget_origins,
  leaderboard: row.leaderboard,
  updatedAt: row.updated_at.toISOString(),
});

type Transaction = <T>(work: (client: pg.PoolClient) => Promise<T>) => Promise<T>;

/** The rewards area on PostgreSQL: every app process shares the rewards and who earned them. */
export class PostgresRewards implements RewardStore {
  constructor(
    private readonly query: Query,
    private readonly transaction: Transaction,
    private readonly now: () => Date,
  ) {}

  async growthSettings(): Promise<StoredGrowthSettings | undefined> {
    const [row] = await this.query<SettingsRow>(sql.GROWTH_SETTINGS);
    return row && toSettings(row);
  }

  async setGrowthSettings({ widgetOrigins, leaderboard }: GrowthSettingsInput) {
    const [row] = await this.query<SettingsRow>(sql.SET_GROWTH_SETTINGS, [
      widgetOrigins,
      leaderboard,
      this.now(),
    ]);
    return toSettings(row!);
  }

  async listRewards(): Promise<Reward[]> {
    return (await this.query<RewardRow>(sql.LIST_REWARDS)).map(toReward);
  }

  async createReward({ referrals, name, moveToFront }: RewardFields): Promise<Reward> {
    const [row] = await this.query<RewardRow>(sql.CREATE_REWARD, [
      referrals,
      name,
      moveToFront,
      this.now(),
    ]);
    return toReward(row!);
  }

  async updateReward(id: number, patch: RewardPatch): Promise<Reward | undefined> {
    const [row] = await this.query<RewardRow>(sql.UPDATE_REWARD, [
      id,
      patch.referrals ?? null,
      patch.name ?? null,
      patch.moveToFront ?? null,
      patch.retired ?? null,
      this.now(),
    ]);
    return row && toReward(row);
  }

  async earnedBy(entryIds: readonly number[]): Promise<Map<number, EarnedReward[]>> {
    const found = new Map<number, EarnedReward[]>(entryIds.map((id) => [id, []]));
    if (entryIds.length === 0) return found;
    for (const row of await this.query<EarnedRow>(sql.EARNED_BY, [entryIds])) {
      found.get(Number(row.entry_id))?.push(toEarned(row));
    }
    return found;
  }

  earnMilestones(entryId: number, messages: RewardMessages): Promise<EarnedReward[]> {
    return this.transaction(async (client) => {
      const locked = await client.query<{ referral_count: number }>(sql.LOCK_ENTRY, [entryId]);
      if (locked.rowCount === 0) return [];
      const [rewards, earned] = [
        (await client.query<RewardRow>(sql.LIST_REWARDS)).rows.map(toReward),
        (await client.query<EarnedRow>(sql.EARNED_BY, [[entryId]])).rows,
      ];
      const already = new Set(earned.map((row) => Number(row.reward_id)));
      const due = rewardsDue(rewards, locked.rows[0]!.referral_count, already);
      if (due.length === 0) return [];
      const now = this.now();
      const recorded = (
        await client.query<EarnedRow>(sql.RECORD_EARNED, [entryId, now, due.map((r) => r.id)])
      ).rows
        .map(toEarned)
        .sort((a, b) => a.referrals - b.referrals || a.rewardId - b.rewardId);
      if (recorded.length === 0) return [];
      if (recorded.some((reward) => reward.moveToFront)) {
        await client.query(sql.MOVE_TO_FRONT, [entryId]);
      }
      const entry = await this.entryOf(client, entryId);
      await enqueueMessages(client, messages(entry, recorded), now);
      return recorded;
    });
  }

  setFulfilled(entryId: number, rewardId: number, fulfilled: boolean, messages: RewardMessages) {
    return this.transaction(async (client) => {
      const now = this.now();
      const [changed] = (
        await client.query<EarnedRow>(sql.SET_FULFILLED, [
          entryId,
          rewardId,
          fulfilled ? now : null,
        ])
      ).rows;
      if (changed) {
        const earned = toEarned(changed);
        await enqueueMessages(client, messages(await this.entryOf(client, entryId), [earned]), now);
        return { earned, changed: true };
      }
      const [current] = (await client.query<EarnedRow>(sql.EARNED_ONE, [entryId, rewardId])).rows;
      return current && { earned: toEarned(current), changed: false };
    });
  }

  private async entryOf(client: pg.PoolClient, id: number) {
    const { rows } = await client.query<EntryRow>(
      `SELECT ${ENTRY_COLUMNS} FROM waitlist_entries WHERE id = $1`,
      [id],
    );
    return toEntry(rows[0]!);
  }
}
