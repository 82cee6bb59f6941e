-- Issue 29, item 3: referral milestones (server/store/rewards/). The admin's rewards, the rewards
-- each person earned (once per person and reward: the primary key; erased with the entry), and
-- the move to the front of the line: moved_to_front adds FRONT_BONUS (2^40, more than any ticket
-- number; server/loop/placeInLine.ts) to referral_bonus, so the line's index, its blocks and
-- every place read stay as they are.

CREATE TABLE rewards (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  referrals     integer NOT NULL CHECK (referrals > 0),
  name          text NOT NULL,
  move_to_front boolean NOT NULL,
  retired_at    timestamptz,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);

CREATE TABLE earned_rewards (
  entry_id      bigint NOT NULL REFERENCES waitlist_entries (id) ON DELETE CASCADE,
  reward_id     bigint NOT NULL REFERENCES rewards (id),
  name          text NOT NULL,
  referrals     integer NOT NULL,
  move_to_front boolean NOT NULL,
  earned_at     timestamptz NOT NULL,
  fulfilled_at  timestamptz,
  PRIMARY KEY (entry_id, reward_id)
);

ALTER TABLE waitlist_entries ADD COLUMN moved_to_front boolean NOT NULL DEFAULT false;

-- Migration 13's referral counter, with the front kept when the count moves.
CREATE OR REPLACE FUNCTION synapse_referral_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted_before boolean := TG_OP <> 'INSERT' AND synapse_counts_as_referral(OLD);
  counted_after boolean := TG_OP <> 'DELETE' AND synapse_counts_as_referral(NEW);
BEGIN
  IF counted_before AND NOT counted_after THEN
    UPDATE waitlist_entries
      SET referral_count = referral_count - 1,
          referral_bonus = (referral_count - 1) * (SELECT boost FROM referral_settings)
                           + CASE WHEN moved_to_front THEN 1099511627776 ELSE 0 END
      WHERE id = OLD.referred_by;
  ELSIF counted_after AND NOT counted_before THEN
    UPDATE waitlist_entries
      SET referral_count = referral_count + 1,
          referral_bonus = (referral_count + 1) * (SELECT boost FROM referral_settings)
                           + CASE WHEN moved_to_front THEN 1099511627776 ELSE 0 END
      WHERE id = NEW.referred_by;
  END IF;
  RETURN NULL;
END
$$;

-- The admin's growth settings (issue 29, items 1 and 4): one row, absent until saved.
CREATE TABLE growth_settings (
  id             boolean PRIMARY KEY DEFAULT true CHECK (id),
  widget_origins text[] NOT NULL,
  leaderboard    boolean NOT NULL,
  updated_at     timestamptz NOT NULL
);

-- The reward e-mail is worded by the admin like the others (issue 28's templates).
ALTER TABLE mail_templates DROP CONSTRAINT mail_templates_name_check;
ALTER TABLE mail_templates ADD CONSTRAINT mail_templates_name_check
  CHECK (name IN ('confirmation', 'status', 'invite', 'reward'));
