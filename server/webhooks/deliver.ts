import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { log } from '../logging/logger.js';
import type { OutboxMessage } from '../store/loop/loopTypes.js';
import type { StoredWebhookEndpoint } from '../store/sync/syncTypes.js';
import type { Store } from '../store/types.js';
import type { WebhookPayload } from './events.js';
import { signedHeaders } from './signing.js';
import { checkWebhookTarget, guardedLookup } from './targetCheck.js';

/** A receiver that takes longer than this to answer has failed this attempt. */
export const DELIVERY_TIMEOUT_MS = 15_000;
/** An endpoint failing for this long without a single success is disabled (issue 15). */
export const DISABLE_AFTER_MS = 3 * 24 * 3600 * 1000;

export type DeliveryOutcome =
  { delivered: true; status: number } | { delivered: false; status: number | null; error: string };

function post(url: string, headers: Record<string, string>, body: string, allowPrivate: boolean) {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<number>((resolve, reject) => {
    const req = send(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'user-agent': 'Synapse-Webhooks/1',
        },
        lookup: guardedLookup(allowPrivate),
        timeout: DELIVERY_TIMEOUT_MS,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () =>
      req.destroy(new Error(`no answer within ${DELIVERY_TIMEOUT_MS / 1000} s`)),
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * One attempt at a webhook outbox message: signed per Standard Webhooks with the endpoint's
 * secret, the webhook-id stable across retries (`msg_<outbox id>`), the target checked against
 * SSRF both before and while connecting. A 2xx answer is delivered; anything else is retried by
 * the outbox's back-off.
 */
export async function deliverWebhook(
  endpoint: StoredWebhookEndpoint,
  message: Pick<OutboxMessage, 'id' | 'payload'>,
  options: { allowPrivate: boolean; now?: Date },
): Promise<DeliveryOutcome> {
  const { body } = message.payload as unknown as WebhookPayload;
  const headers = signedHeaders(
    endpoint.secret,
    `msg_${message.id}`,
    options.now ?? new Date(),
    body,
  );
  try {
    await checkWebhookTarget(endpoint.url, options.allowPrivate);
    const status = await post(endpoint.url, headers, body, options.allowPrivate);
    if (status >= 200 && status < 300) return { delivered: true, status };
    return { delivered: false, status, error: `The endpoint answered ${status}.` };
  } catch (error) {
    return { delivered: false, status: null, error: (error as Error).message };
  }
}

/**
 * Keeps an endpoint's run of failures: a success clears it; failing for 3 days in a row disables
 * the endpoint with a reason the dashboard shows (and the log says). Answers whether it was disabled.
 */
export async function recordEndpointOutcome(
  store: Store,
  endpoint: StoredWebhookEndpoint,
  delivered: boolean,
  now: Date,
): Promise<boolean> {
  if (delivered) {
    if (endpoint.failingSince)
      await store.updateWebhookEndpoint(endpoint.id, { failingSince: null });
    return false;
  }
  const since = endpoint.failingSince ?? now.toISOString();
  if (now.getTime() - new Date(since).getTime() < DISABLE_AFTER_MS) {
    if (!endpoint.failingSince)
      await store.updateWebhookEndpoint(endpoint.id, { failingSince: since });
    return false;
  }
  const reason = `Disabled on ${now.toISOString().slice(0, 10)}: every delivery failed for 3 days (since ${since.slice(0, 10)}).`;
  await store.updateWebhookEndpoint(endpoint.id, { enabled: false, disabledReason: reason });
  // The host only: a webhook's path often holds its secret (https://hooks.example.com/T0/B0/XXXX).
  log.error(`Webhook endpoint ${endpoint.id} (${new URL(endpoint.url).host}) disabled. ${reason}`);
  return true;
}

/**
 * What the outbox's sender calls for a message of kind 'webhook': finds the endpoint, delivers,
 * and keeps the endpoint's run of failures. A removed or disabled endpoint is not retried.
 */
export async function deliverWebhookMessage(
  store: Store,
  message: Pick<OutboxMessage, 'id' | 'payload'>,
  options: { allowPrivate: boolean; now?: Date },
): Promise<DeliveryOutcome & { retry: boolean }> {
  const { endpointId } = message.payload as unknown as WebhookPayload;
  const endpoint = await store.findWebhookEndpoint(endpointId);
  if (!endpoint || !endpoint.enabled) {
    const error = endpoint ? 'The endpoint is disabled.' : 'The endpoint was removed.';
    return { delivered: false, status: null, error, retry: false };
  }
  const outcome = await deliverWebhook(endpoint, message, options);
  const now = options.now ?? new Date();
  const disabled = await recordEndpointOutcome(store, endpoint, outcome.delivered, now);
  return { ...outcome, retry: !outcome.delivered && !disabled };
}

/**
 * The outbox sender's deliverer for kind 'webhook' (server/mail's OutboxSender takes extra
 * deliverers): resolves once the endpoint answered 2xx, else throws what `fail` makes, marked
 * permanent when the endpoint is gone or was just disabled (the message is parked, not retried).
 */
export function webhookDeliverer(
  store: Store,
  allowPrivate: boolean,
  fail: (message: string, permanent: boolean) => Error,
): (message: Pick<OutboxMessage, 'id' | 'payload'>) => Promise<void> {
  return async (message) => {
    const outcome = await deliverWebhookMessage(store, message, { allowPrivate });
    if (!outcome.delivered) throw fail(outcome.error, !outcome.retry);
  };
}
