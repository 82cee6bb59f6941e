-- Issue 40: the team. Each person has an account with a role; the one user an older install had
-- ("admin") becomes an owner and keeps its password, two-factor and audit history.

ALTER TABLE users
  ADD COLUMN email text,
  ADD COLUMN name text NOT NULL DEFAULT '',
  ADD COLUMN role text NOT NULL DEFAULT 'owner'
    CHECK (role IN ('owner', 'manager', 'staff', 'viewer'));
-- Only the rows there before the team are owners by default; new rows name their role.
ALTER TABLE users ALTER COLUMN role DROP DEFAULT;
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

-- A single-use link valid 72 hours, kept as its token's hash.
CREATE TABLE team_invitations (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email      text NOT NULL,
  name       text NOT NULL,
  role       text NOT NULL CHECK (role IN ('owner', 'manager', 'staff', 'viewer')),
  token_hash text NOT NULL UNIQUE,
  invited_by text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  closed_at  timestamptz
);

CREATE TABLE team_settings (
  only_row           boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  require_two_factor boolean NOT NULL
);

-- Who made an API key: removing that person stops their keys.
ALTER TABLE api_keys ADD COLUMN created_by text;

-- The audit log filtered by person, newest first.
CREATE INDEX audit_log_actor ON audit_log (actor, id);
