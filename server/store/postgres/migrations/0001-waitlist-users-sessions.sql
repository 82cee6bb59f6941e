-- The waitlist, the users, the sessions (connect-pg-simple's table) and the rate-limit counters.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Positions come from a sequence: unique and increasing across processes, never handed out twice.
CREATE SEQUENCE waitlist_position_seq AS bigint;

CREATE TABLE waitlist_entries (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  first_name    text NOT NULL,
  last_name     text NOT NULL,
  email         text NOT NULL,
  company       text NOT NULL,
  has_consented boolean NOT NULL,
  position      bigint NOT NULL UNIQUE,
  created_at    timestamptz NOT NULL,
  source        text NOT NULL CHECK (source IN ('form', 'terminal', 'kiosk'))
);
CREATE UNIQUE INDEX waitlist_entries_email_key ON waitlist_entries (lower(trim(email)));
CREATE INDEX waitlist_entries_created_at ON waitlist_entries (created_at);
CREATE INDEX waitlist_entries_source ON waitlist_entries (source);
-- The admin's substring search over names, e-mail and company (ILIKE '%...%').
CREATE INDEX waitlist_entries_search ON waitlist_entries USING gin (
  (first_name || E'\x1f' || last_name || E'\x1f' || email || E'\x1f' || company) gin_trgm_ops
);

CREATE TABLE users (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username      text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  created_at    timestamptz NOT NULL
);

CREATE TABLE session (
  sid    varchar NOT NULL PRIMARY KEY,
  sess   json NOT NULL,
  expire timestamptz(6) NOT NULL
);
CREATE INDEX "IDX_session_expire" ON session (expire);

CREATE TABLE rate_limit_hits (
  key      text PRIMARY KEY,
  hits     integer NOT NULL,
  reset_at timestamptz NOT NULL
);
