import type { Query } from '../postgres/readQuery.js';
import type { OutboxDraft, OutboxMessage } from '../loop/loopTypes.js';
import { OUTBOX_COLUMNS, toOutboxMessage, type OutboxRow } from '../loop/postgresOutboxRows.js';
import type {
  NewWebhookEndpoint,
  StoredWebhookEndpoint,
  WebhookEndpointPatch,
  WebhookStore,
} from './syncTypes.js';

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

/** Webhook endpoints in PostgreSQL (migration 11); their deliveries are outbox rows. */
export class PostgresWebhooks implements WebhookStore {
  constructor(
    private readonly query: Query,
    private readonly now: () => Date,
  ) {}

  async createWebhookEndpoint(endpoint: NewWebhookEndpoint): Promise<StoredWebhookEndpoint> {
    const [row] = await this.query<WebhookRow>(
      `INSERT INTO webhook_endpoints (url, description, events, secret, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${WEBHOOK_COLUMNS}`,
      [endpoint.url, endpoint.description, endpoint.events, endpoint.secret, this.now()],
    );
    return toWebhook(row!);
  }

  async listWebhookEndpoints(): Promise<StoredWebhookEndpoint[]> {
    const rows = await this.query<WebhookRow>(
      `SELECT ${WEBHOOK_COLUMNS} FROM webhook_endpoints ORDER BY id`,
    );
    return rows.map(toWebhook);
  }

  async findWebhookEndpoint(id: number): Promise<StoredWebhookEndpoint | undefined> {
    const [row] = await this.query<WebhookRow>(
      `SELECT ${WEBHOOK_COLUMNS} FROM webhook_endpoints WHERE id = $1`,
      [id],
    );
    return row ? toWebhook(row) : undefined;
  }

  async updateWebhookEndpoint(id: number, patch: WebhookEndpointPatch): Promise<boolean> {
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

  async deleteWebhookEndpoint(id: number): Promise<boolean> {
    const rows = await this.query('DELETE FROM webhook_endpoints WHERE id = $1 RETURNING id', [id]);
    return rows.length === 1;
  }

  /** By migration 17's index on the endpoint of webhook rows. */
  async listWebhookDeliveries(endpointId: number, limit: number): Promise<OutboxMessage[]> {
    const rows = await this.query<OutboxRow>(
      `SELECT ${OUTBOX_COLUMNS} FROM outbox
       WHERE kind = 'webhook' AND (payload->>'endpointId')::bigint = $1
       ORDER BY id DESC LIMIT $2`,
      [endpointId, limit],
    );
    return rows.map(toOutboxMessage);
  }

  async enqueueWebhook(draft: OutboxDraft): Promise<void> {
    const now = this.now();
    await this.query(
      `INSERT INTO outbox (kind, entry_id, recipient, payload, next_attempt_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $5)`,
      [draft.kind, draft.entryId, draft.to, JSON.stringify(draft.payload), now],
    );
  }
}
