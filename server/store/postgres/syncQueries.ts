import type pg from 'pg';
import type { ApiEntry } from '../../../src/shared/index.js';
import type {
  ApiEntryPageResult,
  ImportedEntry,
  ImportOutcome,
  NewApiKey,
  NewWebhookEndpoint,
  StoredApiKey,
  StoredWebhookEndpoint,
  WebhookEndpointPatch,
} from '../syncTypes.js';
import type { OutboxDraft, OutboxMessage } from '../loop/loopTypes.js';
import { OUTBOX_COLUMNS, toOutboxMessage, type OutboxRow } from '../loop/postgresOutboxRows.js';
import { StoreUnavailableError } from '../types.js';
import { ENTRY_COLUMNS, toEntry, type EntryRow } from './entryRows.js';
import { guarded } from './pool.js';
import { IMPORT_CONFIRMATIONS, IMPORT_WEBHOOKS } from '../sync/postgresImportMessages.js';
import { importedLoopFields } from '../../loop/importMessages.js';

type Query = <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<R[]>;

interface ApiKeyRow {
  id: number;
  name: string;
  prefix: string;
  key_hash: string;
  scopes: StoredApiKey['scopes'];
  created_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
  use_count: number;
}

const API_KEY_COLUMNS =
  'id, name, prefix, key_hash, scopes, created_at, revoked_at, last_used_at, use_count';

function toApiKey(row: ApiKeyRow): StoredApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    keyHash: row.key_hash,
    scopes: row.scopes,
    createdAt: row.created_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    useCount: row.use_count,
  };
}

/** API keys in PostgreSQL (migration 5). */
export class PostgresApiKeys {
  constructor(
    private readonly query: Query,
    private readonly now: () => Date,
  ) {}

  async create(key: NewApiKey): Promise<StoredApiKey> {
    const [row] = await this.query<ApiKeyRow>(
      `INSERT INTO api_keys (name, prefix, key_hash, scopes, created_at) VALUES ($1, $2, $3, $4, $5)
       RETURNING ${API_KEY_COLUMNS}`,
      [key.name, key.prefix, key.keyHash, key.scopes, this.now()],
    );
    return toApiKey(row!);
  }

  async list(): Promise<StoredApiKey[]> {
    const rows = await this.query<ApiKeyRow>(`SELECT ${API_KEY_COLUMNS} FROM api_keys ORDER BY id`);
    return rows.map(toApiKey);
  }

  async revoke(id: number): Promise<boolean> {
    const rows = await this.query(
      'UPDATE api_keys SET revoked_at = coalesce(revoked_at, $2) WHERE id = $1 RETURNING id',
      [id, this.now()],
    );
    return rows.length === 1;
  }

  async findByHash(keyHash: string): Promise<StoredApiKey | undefined> {
    const [row] = await this.query<ApiKeyRow>(
      `SELECT ${API_KEY_COLUMNS} FROM api_keys WHERE key_hash = $1`,
      [keyHash],
    );
    return row ? toApiKey(row) : undefined;
  }

  async recordUse(id: number, at: Date): Promise<void> {
    await this.query(
      `UPDATE api_keys SET use_count = use_count + 1,
         last_used_at = greatest(coalesce(last_used_at, $2), $2) WHERE id = $1`,
      [id, at],
    );
  }
}

const INPUT_RECORD = `jsonb_to_recordset($1::jsonb) AS i(
  ord integer, external_id text, first_name text, last_name text, email text, company text,
  has_consented boolean, created_at timestamptz, source text, event text, status text,
  confirmed_at timestamptz, link_sent_at timestamptz, consent_version text, consent_at timestamptz)`;

/**
 * New inboxes of the batch in its order, one per canonical mailbox (migration 22), each with the
 * next position; an externalId or an inbox already there draws no number. A racing join of the
 * same inbox wins the unique index and this row is skipped (its number stays unused).
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
      WHERE NOT EXISTS (SELECT 1 FROM entry_external_ids x WHERE x.external_id = i.external_id)
        AND NOT EXISTS (
          SELECT 1 FROM waitlist_entries e WHERE e.mailbox = synapse_mailbox(i.email))
      ORDER BY synapse_mailbox(i.email), i.ord
    ) AS fresh ORDER BY ord
  ) AS ordered
  ON CONFLICT (mailbox, mailbox_twin) DO NOTHING
  RETURNING id`;

/** Each externalId names its inbox's entry: the first by position if an older version stored two. */
const INSERT_REFS = `
  INSERT INTO entry_external_ids (external_id, entry_id, event, received_at)
  SELECT i.external_id, e.id, i.event, $2 FROM ${INPUT_RECORD}
  JOIN LATERAL (
    SELECT id FROM waitlist_entries WHERE mailbox = synapse_mailbox(i.email)
    ORDER BY position LIMIT 1
  ) e ON true
  ORDER BY i.ord
  ON CONFLICT (external_id) DO NOTHING`;

const SELECT_OUTCOMES = `
  SELECT x.external_id, e.id, e.position FROM entry_external_ids x
  JOIN waitlist_entries e ON e.id = x.entry_id WHERE x.external_id = ANY($1::text[])`;

/** A synced batch in one transaction: entries, externalIds, and what became of each. */
export async function importEntries(
  pool: pg.Pool,
  batch: readonly ImportedEntry[],
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
  const client = await guarded(() => pool.connect());
  let failure: Error | undefined;
  try {
    return await guarded(async () => {
      await client.query('BEGIN');
      try {
        const inserted = await client.query<{ id: number }>(INSERT_NEW_ENTRIES, [input]);
        const ids = inserted.rows.map((row) => row.id);
        if (ids.length > 0) {
          await client.query(IMPORT_CONFIRMATIONS, [ids, receivedAt]);
          await client.query(IMPORT_WEBHOOKS, [ids, receivedAt]);
        }
        await client.query(INSERT_REFS, [input, receivedAt]);
        const found = await client.query<{ external_id: string; id: number; position: number }>(
          SELECT_OUTCOMES,
          [[...firsts.keys()]],
        );
        await client.query('COMMIT');
        return outcomes(batch, new Set(inserted.rows.map((row) => row.id)), found.rows);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    client.release(failure);
  }
}

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
  rows: { external_id: string; id: number; position: number }[],
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
    return { externalId, id: row.id, position: row.position, created };
  });
}

type ApiEntryRow = EntryRow & {
  external_id: string | null;
  event: string | null;
  updated_at: Date;
};

const API_ENTRY_SELECT = `
  SELECT ${ENTRY_COLUMNS.split(', ')
    .map((column) => `e.${column}`)
    .join(', ')}, e.updated_at, x.external_id, x.event
  FROM waitlist_entries e
  LEFT JOIN LATERAL (
    SELECT external_id, event, received_at FROM entry_external_ids
    WHERE entry_id = e.id ORDER BY seq LIMIT 1
  ) x ON true`;

function toApiEntry(row: ApiEntryRow): ApiEntry {
  const entry = toEntry(row);
  return {
    id: entry.id,
    email: entry.email,
    firstName: entry.firstName,
    lastName: entry.lastName,
    company: entry.company,
    hasConsented: entry.hasConsented,
    position: entry.position,
    createdAt: entry.createdAt,
    source: entry.source,
    externalId: row.external_id,
    event: row.event ? row.event : null,
    status: entry.status,
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function getApiEntry(query: Query, id: number): Promise<ApiEntry | undefined> {
  const [row] = await query<ApiEntryRow>(`${API_ENTRY_SELECT} WHERE e.id = $1`, [id]);
  return row ? toApiEntry(row) : undefined;
}

export async function listApiEntries(
  query: Query,
  { afterId, limit, updatedSince }: { afterId: number; limit: number; updatedSince?: string },
): Promise<ApiEntryPageResult> {
  // Migration 17's updated_at, kept by a row trigger, and its index.
  const since = updatedSince ? 'AND e.updated_at >= $3' : '';
  const rows = await query<ApiEntryRow>(
    `${API_ENTRY_SELECT} WHERE e.id > $1 ${since} ORDER BY e.id LIMIT $2`,
    [afterId, limit + 1, ...(updatedSince ? [updatedSince] : [])],
  );
  const entries = rows.slice(0, limit).map(toApiEntry);
  return {
    entries,
    lastId: rows.length > limit ? entries[entries.length - 1]!.id : null,
  };
}

interface WebhookRow {
  id: number;
  url: string;
  description: string;
  events: StoredWebhookEndpoint['events'];
  secret: string;
  enabled: boolean;
  created_at: Date;
  failing_since: Date | null;
  disabled_reason: string | null;
}

const WEBHOOK_COLUMNS =
  'id, url, description, events, secret, enabled, created_at, failing_since, disabled_reason';

function toWebhook(row: WebhookRow): StoredWebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    secret: row.secret,
    enabled: row.enabled,
    createdAt: row.created_at.toISOString(),
    failingSince: row.failing_since?.toISOString() ?? null,
    disabledReason: row.disabled_reason,
  };
}

/** Webhook endpoints in PostgreSQL (migration 11). */
export class PostgresWebhooks {
  constructor(
    private readonly query: Query,
    private readonly now: () => Date,
  ) {}

  async create(endpoint: NewWebhookEndpoint): Promise<StoredWebhookEndpoint> {
    const [row] = await this.query<WebhookRow>(
      `INSERT INTO webhook_endpoints (url, description, events, secret, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${WEBHOOK_COLUMNS}`,
      [endpoint.url, endpoint.description, endpoint.events, endpoint.secret, this.now()],
    );
    return toWebhook(row!);
  }

  async list(): Promise<StoredWebhookEndpoint[]> {
    const rows = await this.query<WebhookRow>(
      `SELECT ${WEBHOOK_COLUMNS} FROM webhook_endpoints ORDER BY id`,
    );
    return rows.map(toWebhook);
  }

  async find(id: number): Promise<StoredWebhookEndpoint | undefined> {
    const [row] = await this.query<WebhookRow>(
      `SELECT ${WEBHOOK_COLUMNS} FROM webhook_endpoints WHERE id = $1`,
      [id],
    );
    return row ? toWebhook(row) : undefined;
  }

  async update(id: number, patch: WebhookEndpointPatch): Promise<boolean> {
    const rows = await this.query(
      `UPDATE webhook_endpoints SET
         enabled = CASE WHEN $2 THEN $3 ELSE enabled END,
         failing_since = CASE WHEN $4 THEN $5::timestamptz ELSE failing_since END,
         disabled_reason = CASE WHEN $6 THEN $7 ELSE disabled_reason END
       WHERE id = $1 RETURNING id`,
      [
        id,
        'enabled' in patch,
        patch.enabled ?? null,
        'failingSince' in patch,
        patch.failingSince ?? null,
        'disabledReason' in patch,
        patch.disabledReason ?? null,
      ],
    );
    return rows.length === 1;
  }

  async remove(id: number): Promise<boolean> {
    const rows = await this.query('DELETE FROM webhook_endpoints WHERE id = $1 RETURNING id', [id]);
    return rows.length === 1;
  }

  /** By migration 17's index on the endpoint of webhook rows. */
  async deliveries(endpointId: number, limit: number): Promise<OutboxMessage[]> {
    const rows = await this.query<OutboxRow>(
      `SELECT ${OUTBOX_COLUMNS} FROM outbox
       WHERE kind = 'webhook' AND (payload->>'endpointId')::bigint = $1
       ORDER BY id DESC LIMIT $2`,
      [endpointId, limit],
    );
    return rows.map(toOutboxMessage);
  }

  async enqueue(draft: OutboxDraft): Promise<void> {
    const now = this.now();
    await this.query(
      `INSERT INTO outbox (kind, entry_id, recipient, payload, next_attempt_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $5)`,
      [draft.kind, draft.entryId, draft.to, JSON.stringify(draft.payload), now],
    );
  }
}
