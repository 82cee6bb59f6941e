import { FRONT_BONUS } from '../../loop/placeInLine.js';

/**
 * The rewards area's SQL on migration 28's tables (rewards, earned_rewards, the entries'
 * moved_to_front), beside the code that runs it (postgresRewards.ts).
 */

export const REWARD_COLUMNS =
  'id, referrals, name, move_to_front, retired_at, created_at, updated_at';
export const EARNED_COLUMNS =
  'entry_id, reward_id, name, referrals, move_to_front, earned_at, fulfilled_at';

export const GROWTH_SETTINGS = `
  SELECT widget_origins, leaderboard, updated_at FROM growth_settings WHERE id`;

export const SET_GROWTH_SETTINGS = `
  INSERT INTO growth_settings (id, widget_origins, leaderboard, updated_at) VALUES (true, $1, $2, $3)
  ON CONFLICT (id) DO UPDATE SET widget_origins = EXCLUDED.widget_origins,
    leaderboard = EXCLUDED.leaderboard, updated_at = EXCLUDED.updated_at
  RETURNING widget_origins, leaderboard, updated_at`;

export const LIST_REWARDS = `SELECT ${REWARD_COLUMNS} FROM rewards ORDER BY referrals, id`;

export const CREATE_REWARD = `
  INSERT INTO rewards (referrals, name, move_to_front, created_at, updated_at)
  VALUES ($1, $2, $3, $4, $4) RETURNING ${REWARD_COLUMNS}`;

/** Each field kept when its parameter is null; $5: retire (true), bring back (false) or keep (null). */
export const UPDATE_REWARD = `
  UPDATE rewards SET referrals = coalesce($2, referrals), name = coalesce($3, name),
    move_to_front = coalesce($4, move_to_front),
    retired_at = CASE WHEN $5::boolean IS NULL THEN retired_at
                      WHEN $5 THEN coalesce(retired_at, $6) ELSE NULL END,
    updated_at = $6
  WHERE id = $1 RETURNING ${REWARD_COLUMNS}`;

export const EARNED_BY = `
  SELECT ${EARNED_COLUMNS} FROM earned_rewards WHERE entry_id = ANY ($1::bigint[])
  ORDER BY earned_at, reward_id`;

/** The entry's row locked: two earnings of one entry (concurrent confirmations) take turns. */
export const LOCK_ENTRY = `SELECT referral_count FROM waitlist_entries WHERE id = $1 FOR UPDATE`;

/** Rows the primary key already holds are left as they are: a reward is earned once. */
export const RECORD_EARNED = `
  INSERT INTO earned_rewards (${EARNED_COLUMNS})
  SELECT $1, r.id, r.name, r.referrals, r.move_to_front, $2, NULL
  FROM rewards AS r WHERE r.id = ANY ($3::bigint[])
  ON CONFLICT DO NOTHING RETURNING ${EARNED_COLUMNS}`;

/** Once at the front, the entry stays there: migration 28's trigger keeps the bonus. */
export const MOVE_TO_FRONT = `
  UPDATE waitlist_entries SET moved_to_front = true, referral_bonus = referral_bonus + ${FRONT_BONUS}
  WHERE id = $1 AND NOT moved_to_front`;

export const SET_FULFILLED = `
  UPDATE earned_rewards SET fulfilled_at = $3
  WHERE entry_id = $1 AND reward_id = $2 AND (fulfilled_at IS NULL) <> ($3::timestamptz IS NULL)
  RETURNING ${EARNED_COLUMNS}`;

export const EARNED_ONE = `
  SELECT ${EARNED_COLUMNS} FROM earned_rewards WHERE entry_id = $1 AND reward_id = $2`;

/** The score the line orders the entry by, as stored (the front included). */
export const LINE_SCORE = `SELECT position - referral_bonus AS score FROM waitlist_entries WHERE id = $1`;
