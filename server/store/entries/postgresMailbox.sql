-- One inbox, one entry: the canonical mailbox, PostgreSQL's form (the TypeScript form:
-- src/shared/canonicalMailbox.ts). The stored column waitlist_entries.mailbox is computed by it and
-- its unique index (mailbox, mailbox_twin) keeps one entry per inbox. mailbox.rule.test.ts feeds
-- both forms the same addresses.
--
-- The address is split at its last "@"; the name part loses a +tag (a leading "+" is the whole
-- name, not a tag), and Gmail's loses its dots. One expression, no FROM and not STRICT (a CASE
-- is not strict), so PostgreSQL inlines it wherever it is called: a join calls it three times
-- (the stored column, the lock, the batch's key), and as a query of its own each call cost 29 µs
-- (issue 42, item 4). A NULL address still gives NULL.
--
-- Current text, left by migration 38 (0038-mailbox-inlined.sql); migration 22 created it. A change
-- is a new migration that replaces the function with this file's text (ruleSql.test.ts).

CREATE OR REPLACE FUNCTION synapse_mailbox(p_email text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
      WHEN strpos(lower(trim(p_email)), '@') = 0 THEN lower(trim(p_email))
      WHEN substring(lower(trim(p_email)) FROM '@([^@]*)$') IN ('gmail.com', 'googlemail.com')
        THEN replace(regexp_replace(substring(lower(trim(p_email)) FROM '^(.*)@'),
                                    '^(.[^+]*)\+.*$', '\1'), '.', '') || '@gmail.com'
      ELSE regexp_replace(substring(lower(trim(p_email)) FROM '^(.*)@'), '^(.[^+]*)\+.*$', '\1')
           || '@' || substring(lower(trim(p_email)) FROM '@([^@]*)$')
    END
$$;
