-- One inbox, one entry: the canonical mailbox, PostgreSQL's form (the TypeScript form:
-- src/shared/canonicalMailbox.ts). The stored column waitlist_entries.mailbox is computed by it and
-- its unique index (mailbox, mailbox_twin) keeps one entry per inbox. mailbox.rule.test.ts feeds
-- both forms the same addresses.
--
-- Current text, left by migration 22 (0022-canonical-mailbox.sql), which stays as it ran; a
-- change is a new migration that replaces the function with this file's text (ruleSql.test.ts).

CREATE OR REPLACE FUNCTION synapse_mailbox(p_email text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE
      WHEN at = 0 THEN address
      WHEN domain IN ('gmail.com', 'googlemail.com') THEN replace(local, '.', '') || '@gmail.com'
      ELSE local || '@' || domain
    END
  FROM (
    SELECT address, at, domain,
           -- A +tag is dropped; a leading "+" is the whole name, not a tag.
           CASE WHEN position('+' IN substr(whole_local, 2)) > 0
                THEN left(whole_local, position('+' IN substr(whole_local, 2)))
                ELSE whole_local END AS local
    FROM (
      SELECT address, at, left(address, at - 1) AS whole_local, substr(address, at + 1) AS domain
      FROM (
        SELECT address,
               CASE WHEN position('@' IN address) = 0 THEN 0
                    ELSE length(address) - position('@' IN reverse(address)) + 1 END AS at
        FROM (SELECT lower(trim(p_email)) AS address) AS typed
      ) AS split
    ) AS parts
  ) AS mailbox
$$;
