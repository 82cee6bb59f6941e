-- When a referral counts, PostgreSQL's form (the TypeScript form: server/referrals/rules.ts
-- countsAsReferral()): referred, confirmed or further, not held, not flagged. The referral trigger
-- (synapse_referral_changed()) and the cohorts (analytics_cohort()) read it. The flag a new
-- referral gets (self-referral, the daily cap) is set by the join: entries/postgresJoinBatch.sql.
-- referralRules.rule.test.ts feeds both forms the same cases.
--
-- Current text, left by migration 13 (0013-referrals.sql), which stays as it ran; a
-- change is a new migration that replaces the function with this file's text (ruleSql.test.ts).

CREATE OR REPLACE FUNCTION synapse_counts_as_referral(e waitlist_entries) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $$
  SELECT e.referred_by IS NOT NULL AND e.referral_flag IS NULL AND e.held_reason IS NULL
     AND e.status <> 'waiting'
$$;
