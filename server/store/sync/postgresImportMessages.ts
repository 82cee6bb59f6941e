import { entryEventPayload } from './postgresWebhookWrites.js';

/**
 * The messages of a synced batch's new entries, in its transaction (importMessages.ts
 * decides the fields): a confirmation for each one waiting with its link just sent, and
 * entry.created for the endpoints that chose it. $1: the new entries' ids; $2: the batch's time.
 */
export const IMPORT_CONFIRMATIONS = `
  INSERT INTO outbox (kind, entry_id, recipient, payload, next_attempt_at, created_at)
  SELECT 'email', e.id, e.email, jsonb_build_object('template', 'confirmation'), $2, $2
  FROM waitlist_entries AS e
  WHERE e.id = ANY ($1::bigint[]) AND e.status = 'waiting' AND e.link_sent_at IS NOT NULL
  ORDER BY e.id`;

export const IMPORT_WEBHOOKS = `
  INSERT INTO outbox (kind, entry_id, recipient, payload, next_attempt_at, created_at)
  SELECT 'webhook', e.id, w.url, ${entryEventPayload('e', 'w', 'entry.created', '$2::timestamptz')},
         $2, $2
  FROM waitlist_entries AS e
  JOIN webhook_endpoints AS w ON w.enabled AND 'entry.created' = ANY (w.events)
  WHERE e.id = ANY ($1::bigint[])
  ORDER BY e.id, w.id`;
