-- Issue 29: the growth area (server/store/growth/). Solved proof-of-work challenges, each accepted
-- once and remembered until it expires; where each entry came from (UTM fields, the referring
-- site, the page that embedded the sign-up), written in the join's own statement; and who left
-- the public leaderboard. Both per-entry tables are erased with their entry.

CREATE TABLE bot_check_proofs (
  id         text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX bot_check_proofs_expiry ON bot_check_proofs (expires_at);

CREATE TABLE entry_attributions (
  entry_id      bigint PRIMARY KEY REFERENCES waitlist_entries (id) ON DELETE CASCADE,
  utm_source    text,
  utm_medium    text,
  utm_campaign  text,
  referrer_host text,
  embed_origin  text
);

CREATE TABLE leaderboard_hidden (
  entry_id bigint PRIMARY KEY REFERENCES waitlist_entries (id) ON DELETE CASCADE
);
