-- Issue 38, item 5: keyed hashes (never an address nor an externalId as sent) of the externalIds
-- and the mailbox of an entry its owner erased, so that a booth re-sending it is answered "erased".
CREATE TABLE erasure_tombstones (
  hash text PRIMARY KEY,
  created_at timestamptz NOT NULL
);
