import type { WaitlistEntry, WebhookEvent } from '../../src/shared/index.js';
import type { OutboxDraft } from '../loop/messages.js';

/** A webhook endpoint as stored; its secret signs every delivery, so it is kept as is. */
export interface StoredWebhookEndpoint {
  id: number;
  url: string;
  description: string;
  events: WebhookEvent[];
  /** Standard Webhooks' `whsec_` + base64. */
  secret: string;
  enabled: boolean;
  createdAt: string;
  failingSince: string | null;
  disabledReason: string | null;
}

/** What a webhook delivery carries in the outbox: the endpoint and the event's JSON, as sent. */
export interface WebhookPayload {
  endpointId: number;
  type: string;
  body: string;
}

/** The entry as events show it (no tokens, no consent internals). */
export function entryEventData(entry: WaitlistEntry): Record<string, unknown> {
  return {
    id: entry.id,
    email: entry.email,
    firstName: entry.firstName,
    lastName: entry.lastName,
    company: entry.company,
    position: entry.position,
    createdAt: entry.createdAt,
    source: entry.source,
    status: entry.status,
  };
}

/** The outbox draft of one event for one endpoint (Standard Webhooks' { type, timestamp, data }). */
export function webhookDraft(
  endpoint: Pick<StoredWebhookEndpoint, 'id' | 'url'>,
  type: string,
  data: Record<string, unknown>,
  entryId: number | null,
  now: Date,
): OutboxDraft {
  const body = JSON.stringify({ type, timestamp: now.toISOString(), data });
  const payload: WebhookPayload = { endpointId: endpoint.id, type, body };
  return { kind: 'webhook', entryId, to: endpoint.url, payload: { ...payload } };
}

/** One draft per enabled endpoint that chose `event`. */
export function eventDrafts(
  endpoints: readonly StoredWebhookEndpoint[],
  event: WebhookEvent,
  entry: WaitlistEntry,
  now: Date,
): OutboxDraft[] {
  return endpoints
    .filter((endpoint) => endpoint.enabled && endpoint.events.includes(event))
    .map((endpoint) => webhookDraft(endpoint, event, entryEventData(entry), entry.id, now));
}

/**
 * entry.deleted carries no personal data: the entry's data is gone, and the outbox keeps the
 * delivery. A receiver finds its copy by the id entry.created gave it (or the externalId it sent).
 * PostgreSQL's form is SQL (server/store/sync/postgresWebhookWrites.ts, as for entry.created);
 * server/store/sync/webhookEvents.rule.test.ts feeds both the same entries and endpoints.
 */
export function deletedEventData(
  entry: Pick<WaitlistEntry, 'id' | 'position' | 'source'>,
  externalId: string | null,
  now: Date,
): Record<string, unknown> {
  return {
    id: entry.id,
    externalId,
    position: entry.position,
    source: entry.source,
    deletedAt: now.toISOString(),
  };
}

/** entry.deleted for each enabled endpoint that chose it; tied to no entry (it is gone). */
export function deletedEventDrafts(
  endpoints: readonly StoredWebhookEndpoint[],
  entry: Pick<WaitlistEntry, 'id' | 'position' | 'source'>,
  externalId: string | null,
  now: Date,
): OutboxDraft[] {
  const data = deletedEventData(entry, externalId, now);
  return endpoints
    .filter((endpoint) => endpoint.enabled && endpoint.events.includes('entry.deleted'))
    .map((endpoint) => webhookDraft(endpoint, 'entry.deleted', data, null, now));
}
