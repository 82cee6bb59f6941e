-- Issue 20: sign-in throttle counters, two-factor settings and the audit log.

CREATE TABLE login_failures (
  key             text PRIMARY KEY,
  failures        integer NOT NULL,
  last_failure_at timestamptz NOT NULL
);
CREATE TABLE user_two_factor (
  username              text PRIMARY KEY REFERENCES users (username) ON DELETE CASCADE,
  secret                text NOT NULL,
  enabled_at            timestamptz NOT NULL,
  recovery_code_hashes  text[] NOT NULL,
  last_step             bigint NOT NULL
);
CREATE TABLE audit_log (
  id     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at     timestamptz NOT NULL,
  action text NOT NULL,
  actor  text NOT NULL,
  ip     text NOT NULL,
  detail text NOT NULL
);
-- Ending a user's sessions finds them by the username express-session keeps in the data.
CREATE INDEX session_username ON session ((sess ->> 'username'));
