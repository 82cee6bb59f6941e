import { BATCH_EXTRA_PARAM, type JoinBatchWrite } from './joinBatch.js';

/** The batch's time, the first of its extra values. */
const NOW = `$${BATCH_EXTRA_PARAM}::timestamptz`;

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * entry.created for every enabled endpoint that chose it, in the batch join's own statement (so
 * the deliveries commit with the entries or not at all); the same event as server/webhooks/events.ts.
 */
export function webhookJoinWrites(): JoinBatchWrite[] {
  return [
    {
      name: 'webhook_events',
      sql: `INSERT INTO outbox (kind, entry_id, recipient, payload, next_attempt_at, created_at)
            SELECT 'webhook', joined.id, w.url,
                   jsonb_build_object('endpointId', w.id, 'type', 'entry.created', 'body',
                     jsonb_build_object(
                       'type', 'entry.created',
                       'timestamp', to_char(${NOW} AT TIME ZONE 'UTC', ${ISO}),
                       'data', jsonb_build_object(
                         'id', joined.id, 'email', joined.email,
                         'firstName', joined.first_name, 'lastName', joined.last_name,
                         'company', joined.company, 'position', joined.position,
                         'createdAt', to_char(joined.created_at AT TIME ZONE 'UTC', ${ISO}),
                         'source', joined.source, 'status', joined.status))::text),
                   ${NOW}, ${NOW}
            FROM joined JOIN webhook_endpoints AS w
              ON w.enabled AND 'entry.created' = ANY (w.events)
            WHERE joined.inserted`,
    },
  ];
}
