-- Issue 42, item 4: synapse_mailbox() as one expression PostgreSQL inlines (its current text and
-- why: server/store/entries/postgresMailbox.sql). It answers as before for every address, so the
-- stored mailbox column and its unique index stay as they are.

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
