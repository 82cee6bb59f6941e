-- API keys (only a hash of each) and the externalIds of entries sent through /api/v1 (issue 15).

CREATE TABLE api_keys (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name         text NOT NULL,
  prefix       text NOT NULL,
  key_hash     text NOT NULL UNIQUE,
  scopes       text[] NOT NULL,
  created_at   timestamptz NOT NULL,
  revoked_at   timestamptz,
  last_used_at timestamptz,
  use_count    bigint NOT NULL DEFAULT 0
);

CREATE TABLE entry_external_ids (
  seq         bigint GENERATED ALWAYS AS IDENTITY,
  external_id text PRIMARY KEY,
  entry_id    bigint NOT NULL REFERENCES waitlist_entries (id) ON DELETE CASCADE,
  event       text NOT NULL,
  received_at timestamptz NOT NULL
);
CREATE INDEX entry_external_ids_entry ON entry_external_ids (entry_id, seq);
CREATE INDEX entry_external_ids_received ON entry_external_ids (received_at);
