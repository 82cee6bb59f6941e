-- An entry's day and cohort in the launch's counts, PostgreSQL's form (the TypeScript form:
-- cohorts.ts joinDay() and cohortValue()): the UTC day of the join, and the source with one mark
-- each for confirmed, invited, activated, referred and counted. The analytics triggers of
-- migration 26 count by them. cohorts.rule.test.ts feeds both forms the same entries.
--
-- Current text, left by migration 26 (0026-analytics-counts.sql), which stays as it ran; a
-- change is a new migration that replaces the function with this file's text (ruleSql.test.ts).

CREATE OR REPLACE FUNCTION analytics_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (at AT TIME ZONE 'UTC')::date
$$;

CREATE OR REPLACE FUNCTION analytics_cohort(e waitlist_entries) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT e.source || '|'
      || CASE WHEN e.confirmed_at IS NOT NULL THEN 'c' ELSE '-' END
      || CASE WHEN e.invited_at IS NOT NULL THEN 'i' ELSE '-' END
      || CASE WHEN e.activated_at IS NOT NULL THEN 'a' ELSE '-' END
      || CASE WHEN e.referred_by IS NOT NULL THEN 'r' ELSE '-' END
      || CASE WHEN synapse_counts_as_referral(e) THEN 'k' ELSE '-' END
$$;
