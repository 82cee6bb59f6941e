-- Issue 13: the waitlist loop. Each entry's lifecycle, consent evidence and referral code
-- (random, from an unambiguous alphabet); the durable outbox every outgoing message waits in.
-- Columns have defaults, so joins that insert only migration 1's columns still store valid rows;
-- the join's transaction then sets the loop's fields (server/store/loop/postgresLoopRows.ts).

CREATE FUNCTION synapse_referral_code() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', 1 + get_byte(r.b, i) % 31, 1), '' ORDER BY i)
  FROM (SELECT decode(md5(gen_random_uuid()::text), 'hex') AS b) AS r, generate_series(0, 9) AS i
$$;

ALTER TABLE waitlist_entries
  ADD COLUMN status text NOT NULL DEFAULT 'waiting'
    CHECK (status IN ('waiting', 'confirmed', 'invited', 'activated')),
  ADD COLUMN confirmed_at timestamptz,
  ADD COLUMN invited_at timestamptz,
  ADD COLUMN activated_at timestamptz,
  ADD COLUMN referral_code text NOT NULL DEFAULT synapse_referral_code(),
  ADD COLUMN consent_version text NOT NULL DEFAULT 'unrecorded',
  ADD COLUMN consent_at timestamptz,
  ADD COLUMN unsubscribed_at timestamptz,
  ADD COLUMN link_sent_at timestamptz;
UPDATE waitlist_entries SET consent_at = created_at WHERE has_consented;
CREATE UNIQUE INDEX waitlist_entries_referral_code ON waitlist_entries (referral_code);
-- The admin's status filter by position; the place in line, a range count over the entries
-- still subscribed (server/store/loop/postgresLoop.ts).
CREATE INDEX waitlist_entries_status_position ON waitlist_entries (status, position);
CREATE INDEX waitlist_entries_line ON waitlist_entries (status, position)
  WHERE unsubscribed_at IS NULL AND status IN ('waiting', 'confirmed');

CREATE TABLE outbox (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind            text NOT NULL,
  -- Deleting an entry erases its messages (docs/product.md §16: "delete my data").
  entry_id        bigint REFERENCES waitlist_entries (id) ON DELETE CASCADE,
  recipient       text NOT NULL,
  payload         jsonb NOT NULL,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'parked')),
  attempts        integer NOT NULL DEFAULT 0,
  history         jsonb NOT NULL DEFAULT '[]',
  last_error      text,
  next_attempt_at timestamptz,
  created_at      timestamptz NOT NULL,
  sent_at         timestamptz
);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX outbox_status_id ON outbox (status, id);
CREATE INDEX outbox_entry ON outbox (entry_id);
