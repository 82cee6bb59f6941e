-- Issue 38, item 3: an externalId is its key's. Another key sending the same externalId names
-- nothing of the first key's (it overwrote a tablet's lead before), and a key sets lead fields
-- only on entries its own batches created: `created` marks the refs whose batch inserted the entry.

ALTER TABLE entry_external_ids
  ADD COLUMN api_key_id integer REFERENCES api_keys (id),
  ADD COLUMN created boolean NOT NULL DEFAULT false;

-- Refs stored before: the key is known only for the first ref of an entry a batch created, which
-- names its key in the entry's consent evidence (issue 24: 'API key "<name>"'), when exactly one
-- key of that name was in use when the ref arrived (server/store/sync/legacyRefs.ts is the same
-- rule on lowdb). The rest keep a null key: no key finds them again, and the entry stays as it is.
UPDATE entry_external_ids AS x SET api_key_id = k.id, created = true
FROM waitlist_entries AS e, api_keys AS k
WHERE e.id = x.entry_id
  AND x.seq = (SELECT min(f.seq) FROM entry_external_ids AS f WHERE f.entry_id = x.entry_id)
  AND e.consent_version = 'API key "' || k.name || '"'
  AND k.created_at <= x.received_at AND (k.revoked_at IS NULL OR k.revoked_at >= x.received_at)
  AND NOT EXISTS (
    SELECT 1 FROM api_keys AS twin
    WHERE twin.id <> k.id AND twin.name = k.name AND twin.created_at <= x.received_at
      AND (twin.revoked_at IS NULL OR twin.revoked_at >= x.received_at));

ALTER TABLE entry_external_ids DROP CONSTRAINT entry_external_ids_pkey;
ALTER TABLE entry_external_ids ADD CONSTRAINT entry_external_ids_pkey PRIMARY KEY (seq);
ALTER TABLE entry_external_ids
  ADD CONSTRAINT entry_external_ids_key_external_id UNIQUE (api_key_id, external_id);
