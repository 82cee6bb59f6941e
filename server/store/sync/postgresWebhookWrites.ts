import { BATCH_EXTRA_PARAM, type JoinBatchWrite } from '../entries/postgresJoinBatch.js';

/** The batch's time, the first of its extra values. */
const NOW = `$${BATCH_EXTRA_PARAM}::timestamptz`;

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * entry.created for every enabled endpoint that chose it, in the batch join's own statement (so
 * the deliveries commit with the entries or not at all).
 */
export function webhookJoinWrites(): JoinBatchWrite[] {
  return [
    {
      name: 'webhook_events',
      sql: `INSERT INTO outbox (kind, entry_id, recipient, payload, next_attempt_at, created_at)
            SELECT 'webhook', joined.id, w.url, ${entryEventPayload('joined', 'w', 'entry.created', NOW)},
                   ${NOW}, ${NOW}
            FROM joined JOIN webhook_endpoints AS w
              ON w.enabled AND 'entry.created' = ANY (w.events)
            WHERE joined.inserted`,
    },
  ];
}

/** A timestamptz expression as ISO 8601 UTC text, as toISOString() writes it. */
const iso = (at: string) => `to_char(${at} AT TIME ZONE 'UTC', ${ISO})`;

/**
 * The outbox payload of `event` for endpoint row `endpoint` at `now`, carrying `data` (a jsonb
 * expression) in Standard Webhooks' { type, timestamp, data }: webhookDraft (events.ts) in SQL.
 */
function eventPayload(endpoint: string, event: string, now: string, data: string): string {
  return `jsonb_build_object('endpointId', ${endpoint}.id, 'type', '${event}', 'body',
            jsonb_build_object('type', '${event}', 'timestamp', ${iso(now)}, 'data', ${data})::text)`;
}

/**
 * The outbox payload of `event` about the entry row `entry` for endpoint row `endpoint` at `now`
 * (a timestamptz expression). The TypeScript form is server/webhooks/events.ts (eventDrafts);
 * webhookEvents.rule.test.ts feeds both the same entries and endpoints.
 */
export function entryEventPayload(
  entry: string,
  endpoint: string,
  event: string,
  now: string,
): string {
  return eventPayload(
    endpoint,
    event,
    now,
    `jsonb_build_object(
       'id', ${entry}.id, 'email', ${entry}.email,
       'firstName', ${entry}.first_name, 'lastName', ${entry}.last_name,
       'company', ${entry}.company, 'position', ${entry}.position,
       'createdAt', ${iso(`${entry}.created_at`)},
       'source', ${entry}.source, 'status', ${entry}.status)`,
  );
}

/**
 * entry.deleted's outbox payload for endpoint row `endpoint` about the deleted row `gone` (id,
 * position, source) with its first externalId `externalId` (an SQL expression), at `now`: no
 * personal data. The TypeScript form is deletedEventDrafts (server/webhooks/events.ts).
 */
export function deletedEventPayload(
  gone: string,
  externalId: string,
  endpoint: string,
  now: string,
): string {
  return eventPayload(
    endpoint,
    'entry.deleted',
    now,
    `jsonb_build_object(
       'id', ${gone}.id, 'externalId', ${externalId},
       'position', ${gone}.position, 'source', ${gone}.source, 'deletedAt', ${iso(now)})`,
  );
}
