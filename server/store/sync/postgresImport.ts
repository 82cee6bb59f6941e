import type pg from 'pg';
import { importedLoopFields } from './importMessages.js';
import type { ImportedEntry, ImportOutcome } from './syncTypes.js';
import { StoreUnavailableError } from '../errors.js';
import { IMPORT_CONFIRMATIONS, IMPORT_WEBHOOKS } from './postgresImportMessages.js';

const INPUT_RECORD = `jsonb_to_recordset($1::jsonb) AS i(
  ord integer, external_id text, first_name text, last_name text, email text, company text,
  has_consented boolean, created_at timestamptz, source text, event text, status text,
  confirmed_at timestamptz, link_sent_at timestamptz, consent_version text, consent_at timestamptz)`;

/**
 * New inboxes of the batch in its order, one per canonical mailbox (migration 22), each with the
 * next position; an externalId the key ($2) sent before or an inbox already there draws no
 * number. A racing join of the same inbox wins the unique index and this row is skipped (its
 * number stays unused).
 */
const INSERT_NEW_ENTRIES = `
  INSERT INTO waitlist_entries
    (first_name, last_name, email, company, has_consented, position, created_at, source,
     status, confirmed_at, link_sent_at, consent_version, consent_at)
  SELECT first_name, last_name, trim(email), company, has_consented,
         nextval('waitlist_position_seq'), created_at, source, status, confirmed_at, link_sent_at,
         consent_version, consent_at
  FROM (
    SELECT * FROM (
      SELECT DISTINCT ON (synapse_mailbox(i.email)) i.* FROM ${INPUT_RECORD}
      WHERE NOT EXISTS (
          SELECT 1 FROM entry_external_ids x
          WHERE x.api_key_id = $2 AND x.external_id = i.external_id)
        AND NOT EXISTS (
          SELECT 1 FROM waitlist_entries e WHERE e.mailbox = synapse_mailbox(i.email))
      ORDER BY synapse_mailbox(i.email), i.ord
    ) AS fresh ORDER BY ord
  ) AS ordered
  ON CONFLICT (mailbox, mailbox_twin) DO NOTHING
  RETURNING id`;

/**
 * Each externalId of the key ($3) names its inbox's entry: the first by position if an older
 * version stored two. A ref whose entry this batch inserted ($4) created it (migration 32).
 */
const INSERT_REFS = `
  INSERT INTO entry_external_ids (api_key_id, external_id, entry_id, event, received_at, created)
  SELECT $3, i.external_id, e.id, i.event, $2, e.id = ANY($4::bigint[]) FROM ${INPUT_RECORD}
  JOIN LATERAL (
    SELECT id FROM waitlist_entries WHERE mailbox = synapse_mailbox(i.email)
    ORDER BY position LIMIT 1
  ) e ON true
  ORDER BY i.ord
  ON CONFLICT (api_key_id, external_id) DO NOTHING`;

/** The key's ($2) externalIds, their entries, and whether the key created each entry. */
const SELECT_OUTCOMES = `
  SELECT x.external_id, e.id, e.position, EXISTS (
    SELECT 1 FROM entry_external_ids c WHERE c.entry_id = e.id AND c.api_key_id = $2 AND c.created
  ) AS created_by_key
  FROM entry_external_ids x JOIN waitlist_entries e ON e.id = x.entry_id
  WHERE x.api_key_id = $2 AND x.external_id = ANY($1::text[])`;

type OutcomeRow = { external_id: string; id: number; position: number; created_by_key: boolean };

/**
 * A synced batch on the transaction's client: entries, their messages (postgresImportMessages.ts),
 * externalIds, and what became of each, in the batch's order.
 */
export async function importBatch(
  client: pg.PoolClient,
  batch: readonly ImportedEntry[],
  apiKeyId: number,
  receivedAt: Date,
): Promise<ImportOutcome[]> {
  // The first of a repeated externalId decides; the repeats answer the same entry.
  const firsts = new Map<string, ImportedEntry>();
  for (const item of batch) if (!firsts.has(item.externalId)) firsts.set(item.externalId, item);
  const input = JSON.stringify(
    [...firsts.values()].map((item, ord) => ({
      ord,
      external_id: item.externalId,
      first_name: item.firstName,
      last_name: item.lastName,
      email: item.email,
      company: item.company,
      has_consented: item.hasConsented,
      created_at: item.createdAt,
      source: item.source,
      event: item.event,
      ...loopColumns(item, receivedAt.toISOString()),
    })),
  );
  const inserted = await client.query<{ id: number }>(INSERT_NEW_ENTRIES, [input, apiKeyId]);
  const ids = inserted.rows.map((row) => row.id);
  if (ids.length > 0) {
    await client.query(IMPORT_CONFIRMATIONS, [ids, receivedAt]);
    await client.query(IMPORT_WEBHOOKS, [ids, receivedAt]);
  }
  await client.query(INSERT_REFS, [input, receivedAt, apiKeyId, ids]);
  const found = await client.query<OutcomeRow>(SELECT_OUTCOMES, [[...firsts.keys()], apiKeyId]);
  return outcomes(batch, new Set(ids), found.rows);
}

/** The loop's fields of a synced entry, decided once in TypeScript (importedLoopFields). */
function loopColumns(item: ImportedEntry, receivedAt: string) {
  const fields = importedLoopFields(item, receivedAt);
  return {
    status: fields.status,
    confirmed_at: fields.confirmedAt,
    link_sent_at: fields.linkSentAt,
    consent_version: fields.consentVersion,
    consent_at: fields.consentAt,
  };
}

function outcomes(
  batch: readonly ImportedEntry[],
  insertedIds: Set<number>,
  rows: OutcomeRow[],
): ImportOutcome[] {
  const byExternalId = new Map(rows.map((row) => [row.external_id, row]));
  const claimed = new Set<number>();
  return batch.map(({ externalId }) => {
    const row = byExternalId.get(externalId);
    if (!row) {
      throw new StoreUnavailableError(new Error(`entry for ${externalId} vanished while stored`));
    }
    const created = insertedIds.has(row.id) && !claimed.has(row.id);
    claimed.add(row.id);
    return {
      externalId,
      id: row.id,
      position: row.position,
      created,
      createdByKey: row.created_by_key,
    };
  });
}
