-- Issue 28: the admin's launch numbers (GET /api/admin/analytics) per UTC day of the join, kept by
-- triggers in the same transaction as the rows they count, so that a read sums a few rows per day
-- instead of counting entries. One row per day, dimension, value and counter slot (migration 18's
-- synapse_counter_slot(): concurrent writers rarely wait on one row). The dimensions:
--   cohort       the entry's source and five marks (server/store/people/cohorts.ts): confirmed (c),
--                invited (i), activated (a), came through a referral link (r), counts (k)
--   utmSource, utmCampaign, referrer
--                the entry's attribution (migration 25's entry_attributions)
--   event        a booth sign-up's event (migration 24's booth_leads)

CREATE TABLE analytics_counts (
  day       date NOT NULL,
  dimension text NOT NULL,
  value     text NOT NULL,
  slot      smallint NOT NULL,
  entries   bigint NOT NULL,
  PRIMARY KEY (day, dimension, value, slot)
);

CREATE FUNCTION analytics_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (at AT TIME ZONE 'UTC')::date
$$;

CREATE FUNCTION analytics_cohort(e waitlist_entries) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT e.source || '|'
      || CASE WHEN e.confirmed_at IS NOT NULL THEN 'c' ELSE '-' END
      || CASE WHEN e.invited_at IS NOT NULL THEN 'i' ELSE '-' END
      || CASE WHEN e.activated_at IS NOT NULL THEN 'a' ELSE '-' END
      || CASE WHEN e.referred_by IS NOT NULL THEN 'r' ELSE '-' END
      || CASE WHEN synapse_counts_as_referral(e) THEN 'k' ELSE '-' END
$$;

-- ---- cohorts: kept by statement triggers on the entries ----

CREATE FUNCTION analytics_entries_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_counts AS c (day, dimension, value, slot, entries)
    SELECT analytics_day(n.created_at), 'cohort', analytics_cohort(n), synapse_counter_slot(),
           count(*)
    FROM added AS n GROUP BY 1, 3 ORDER BY 1, 3
  ON CONFLICT (day, dimension, value, slot) DO UPDATE SET entries = c.entries + excluded.entries;
  RETURN NULL;
END $$;

CREATE FUNCTION analytics_entries_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_counts AS c (day, dimension, value, slot, entries)
    SELECT moves.day, 'cohort', moves.value, synapse_counter_slot(), sum(moves.delta)
    FROM before_rows AS b JOIN after_rows AS a USING (id),
         LATERAL (VALUES (analytics_day(b.created_at), analytics_cohort(b), -1),
                         (analytics_day(a.created_at), analytics_cohort(a), 1))
           AS moves (day, value, delta)
    WHERE analytics_cohort(b) <> analytics_cohort(a) OR b.created_at <> a.created_at
    GROUP BY moves.day, moves.value HAVING sum(moves.delta) <> 0 ORDER BY 1, 2
  ON CONFLICT (day, dimension, value, slot) DO UPDATE SET entries = c.entries + excluded.entries;
  RETURN NULL;
END $$;

CREATE FUNCTION analytics_entries_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_counts AS c (day, dimension, value, slot, entries)
    SELECT analytics_day(o.created_at), 'cohort', analytics_cohort(o), synapse_counter_slot(),
           -count(*)
    FROM removed AS o GROUP BY 1, 3 ORDER BY 1, 3
  ON CONFLICT (day, dimension, value, slot) DO UPDATE SET entries = c.entries + excluded.entries;
  RETURN NULL;
END $$;

CREATE TRIGGER analytics_entries_added AFTER INSERT ON waitlist_entries
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION analytics_entries_added();
CREATE TRIGGER analytics_entries_changed AFTER UPDATE ON waitlist_entries
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_entries_changed();
CREATE TRIGGER analytics_entries_removed AFTER DELETE ON waitlist_entries
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION analytics_entries_removed();

-- ---- the visit and the booth: counted when their rows are added, taken back with the entry ----

CREATE FUNCTION analytics_attributions_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_counts AS c (day, dimension, value, slot, entries)
    SELECT analytics_day(e.created_at), d.dimension, d.value, synapse_counter_slot(), count(*)
    FROM added AS a JOIN waitlist_entries AS e ON e.id = a.entry_id,
         LATERAL (VALUES ('utmSource', a.utm_source), ('utmCampaign', a.utm_campaign),
                         ('referrer', a.referrer_host)) AS d (dimension, value)
    WHERE d.value IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, dimension, value, slot) DO UPDATE SET entries = c.entries + excluded.entries;
  RETURN NULL;
END $$;

CREATE FUNCTION analytics_leads_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_counts AS c (day, dimension, value, slot, entries)
    SELECT analytics_day(e.created_at), 'event', l.event, synapse_counter_slot(), count(*)
    FROM added AS l JOIN waitlist_entries AS e ON e.id = l.entry_id
    GROUP BY 1, 3 ORDER BY 1, 3
  ON CONFLICT (day, dimension, value, slot) DO UPDATE SET entries = c.entries + excluded.entries;
  RETURN NULL;
END $$;

-- Before the entry goes (its attribution and lead go with it, by cascade): its day is still known.
CREATE FUNCTION analytics_entry_leaving() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_counts AS c (day, dimension, value, slot, entries)
    SELECT analytics_day(OLD.created_at), d.dimension, d.value, synapse_counter_slot(), -1
    FROM (
      SELECT v.dimension, v.value
      FROM entry_attributions AS a,
           LATERAL (VALUES ('utmSource', a.utm_source), ('utmCampaign', a.utm_campaign),
                           ('referrer', a.referrer_host)) AS v (dimension, value)
      WHERE a.entry_id = OLD.id
      UNION ALL
      SELECT 'event', l.event FROM booth_leads AS l WHERE l.entry_id = OLD.id
    ) AS d
    WHERE d.value IS NOT NULL ORDER BY 2, 3
  ON CONFLICT (day, dimension, value, slot) DO UPDATE SET entries = c.entries + excluded.entries;
  RETURN OLD;
END $$;

CREATE TRIGGER analytics_attributions_added AFTER INSERT ON entry_attributions
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION analytics_attributions_added();
CREATE TRIGGER analytics_leads_added AFTER INSERT ON booth_leads
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION analytics_leads_added();
CREATE TRIGGER analytics_entry_leaving BEFORE DELETE ON waitlist_entries
  FOR EACH ROW EXECUTE FUNCTION analytics_entry_leaving();

-- ---- what a database holds already ----

INSERT INTO analytics_counts (day, dimension, value, slot, entries)
  SELECT analytics_day(e.created_at), 'cohort', analytics_cohort(e), 0, count(*)
  FROM waitlist_entries AS e GROUP BY 1, 3
  UNION ALL
  SELECT analytics_day(e.created_at), d.dimension, d.value, 0, count(*)
  FROM entry_attributions AS a JOIN waitlist_entries AS e ON e.id = a.entry_id,
       LATERAL (VALUES ('utmSource', a.utm_source), ('utmCampaign', a.utm_campaign),
                       ('referrer', a.referrer_host)) AS d (dimension, value)
  WHERE d.value IS NOT NULL GROUP BY 1, 2, 3
  UNION ALL
  SELECT analytics_day(e.created_at), 'event', l.event, 0, count(*)
  FROM booth_leads AS l JOIN waitlist_entries AS e ON e.id = l.entry_id GROUP BY 1, 3;
