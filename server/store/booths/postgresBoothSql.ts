/**
 * The booths area's SQL on migration 24's tables (booth_devices, booth_events, booth_leads),
 * beside the code that runs it (postgresBooths.ts).
 */

export const DEVICE_COLUMNS =
  'id, name, event, created_at, pairing_code_hash, pairing_expires_at, paired_at, api_key_id, ' +
  'revoked_at';

export const LEAD_COLUMNS =
  'entry_id, device_id, event, rating, interests, note, badge_id, updated_at, revision, ' +
  'captured_by, qualified_by';

export const INSERT_DEVICE = `
  INSERT INTO booth_devices (name, event, created_at, pairing_code_hash, pairing_expires_at)
  VALUES ($1, $2, $3, $4, $5) RETURNING ${DEVICE_COLUMNS}`;

/** A new code only for a device that was never paired nor revoked. */
export const RENEW_CODE = `
  UPDATE booth_devices SET pairing_code_hash = $2, pairing_expires_at = $3
  WHERE id = $1 AND paired_at IS NULL AND revoked_at IS NULL RETURNING ${DEVICE_COLUMNS}`;

/** Takes the code once: concurrent uses of one code find it taken by the first. */
export const USE_CODE = `
  UPDATE booth_devices SET paired_at = $2
  WHERE pairing_code_hash = $1 AND paired_at IS NULL AND revoked_at IS NULL
    AND pairing_expires_at > $2
  RETURNING ${DEVICE_COLUMNS}`;

export const DEVICE_BY_CODE = `SELECT ${DEVICE_COLUMNS} FROM booth_devices WHERE pairing_code_hash = $1`;

/** Attaches the key the pairing's transaction just made (issue 38, item 6). */
export const ATTACH_KEY = `
  UPDATE booth_devices SET api_key_id = $2 WHERE id = $1 RETURNING ${DEVICE_COLUMNS}`;

/**
 * Revokes the device (issue 38, item 6: its key follows in the same transaction, REVOKE_KEY). A
 * pairing in flight holds the device's row until it commits: this waits for it, and answers the
 * key it attached.
 */
export const REVOKE_DEVICE = `
  UPDATE booth_devices SET revoked_at = coalesce(revoked_at, $2)
  WHERE id = $1 RETURNING ${DEVICE_COLUMNS}`;

/**
 * A statement of its own after REVOKE_DEVICE: its snapshot sees the key a pairing committed while
 * REVOKE_DEVICE waited, which that statement's snapshot did not.
 */
export const REVOKE_KEY = `
  UPDATE api_keys SET revoked_at = coalesce(revoked_at, $2) WHERE id = $1`;

export const EVENTS = `
  SELECT names.name, coalesce(e.interests, '{}') AS interests, coalesce(e.staff, '{}') AS staff
  FROM (SELECT name FROM booth_events UNION SELECT event FROM booth_devices) AS names
  LEFT JOIN booth_events e ON e.name = names.name
  ORDER BY names.name`;

export const SET_INTERESTS = `
  INSERT INTO booth_events (name, interests) VALUES ($1, $2)
  ON CONFLICT (name) DO UPDATE SET interests = excluded.interests`;

export const SET_STAFF = `
  INSERT INTO booth_events (name, staff) VALUES ($1, $2)
  ON CONFLICT (name) DO UPDATE SET staff = excluded.staff`;

/** The records of a batch's entries, locked until the batch's merge is written. */
export const LOCK_LEADS = `
  SELECT ${LEAD_COLUMNS} FROM booth_leads WHERE entry_id = ANY($1::bigint[]) FOR UPDATE`;

export const EXISTING_ENTRIES = `
  SELECT id FROM waitlist_entries WHERE id = ANY($1::bigint[]) FOR KEY SHARE`;

/**
 * Writes merged records (leadRecords.ts decided them); each takes the next revision. A record
 * another transaction added meanwhile keeps its device and event, as the merge would have.
 */
export const UPSERT_LEADS = `
  INSERT INTO booth_leads (entry_id, device_id, event, rating, interests, note, badge_id,
    updated_at, revision, captured_by, qualified_by)
  SELECT l.entry_id, l.device_id, l.event, l.rating, ARRAY(SELECT jsonb_array_elements_text(l.interests)),
         l.note, l.badge_id, $2, nextval('booth_lead_revisions'), l.captured_by, l.qualified_by
  FROM jsonb_to_recordset($1::jsonb)
    AS l(entry_id bigint, device_id integer, event text, rating text, interests jsonb, note text,
         badge_id text, captured_by integer, qualified_by integer)
  ON CONFLICT (entry_id) DO UPDATE SET rating = excluded.rating, interests = excluded.interests,
    note = excluded.note, badge_id = coalesce(booth_leads.badge_id, excluded.badge_id),
    updated_at = excluded.updated_at, revision = excluded.revision,
    captured_by = coalesce(booth_leads.captured_by, excluded.captured_by),
    qualified_by = excluded.qualified_by`;

/**
 * isQualified (src/shared/leads.ts) in SQL, over the lead row `l`; leadQualified.rule.test.ts
 * feeds both forms the same leads.
 */
export const QUALIFIED = "(l.rating IS NOT NULL OR cardinality(l.interests) > 0 OR l.note <> '')";

const COUNTS = `count(*)::integer AS sign_ups,
  (count(*) FILTER (WHERE e.status <> 'waiting'))::integer AS confirmed,
  (count(*) FILTER (WHERE ${QUALIFIED}))::integer AS qualified`;

export const COUNTS_BY_EVENT = `
  SELECT l.event, ${COUNTS}
  FROM booth_leads l JOIN waitlist_entries e ON e.id = l.entry_id GROUP BY l.event`;

export const COUNTS_BY_DEVICE = `
  SELECT l.device_id, ${COUNTS}
  FROM booth_leads l JOIN waitlist_entries e ON e.id = l.entry_id
  WHERE l.device_id IS NOT NULL GROUP BY l.device_id`;

/** countStaff (leadRecords.ts) in SQL: per event and person, captured, qualified and hot. */
export const STAFF_COUNTS = `
  SELECT event, person_id, sum(captured)::integer AS captured,
         sum(qualified)::integer AS qualified, sum(hot)::integer AS hot
  FROM (
    SELECT l.event, l.captured_by AS person_id, 1 AS captured, 0 AS qualified, 0 AS hot
    FROM booth_leads l WHERE l.captured_by IS NOT NULL
    UNION ALL
    SELECT l.event, l.qualified_by, 0, 1, CASE WHEN l.rating = 'hot' THEN 1 ELSE 0 END
    FROM booth_leads l WHERE l.qualified_by IS NOT NULL AND ${QUALIFIED}
  ) AS per_lead
  GROUP BY event, person_id`;

/**
 * $1 rating ('unrated': none), $2 event, $3 offset, $4 limit, $5 the events a staff member may
 * see (null: all); newest sign-up first.
 */
export const LIST_LEADS = (entryColumns: string) => `
  SELECT ${LEAD_COLUMNS.split(', ')
    .map((column) => `l.${column}`)
    .join(', ')}, ${entryColumns
    .split(', ')
    .map((column) => `e.${column} AS e_${column}`)
    .join(', ')}, count(*) OVER () AS total
  FROM booth_leads l JOIN waitlist_entries e ON e.id = l.entry_id
  WHERE ($1::text IS NULL OR coalesce(l.rating, 'unrated') = $1)
    AND ($2::text IS NULL OR l.event = $2)
    AND ($5::text[] IS NULL OR l.event = ANY($5::text[]))
  ORDER BY e.position DESC OFFSET $3 LIMIT $4`;
