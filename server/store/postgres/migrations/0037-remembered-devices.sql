-- Issue 40, item 3: a person's remembered browsers, listed under Security and each forgotten
-- there. A device cookie skips two-factor only while its row is here; removing the person
-- deletes theirs (postgresAccounts.ts, in the removal's transaction).

CREATE TABLE remembered_devices (
  id            text PRIMARY KEY,
  username      text NOT NULL,
  name          text NOT NULL,
  remembered_at timestamptz NOT NULL,
  last_used_at  timestamptz NOT NULL
);
CREATE INDEX remembered_devices_username ON remembered_devices (username);
