import { Router, type RequestHandler } from 'express';
import {
  createWebhookSchema,
  type CreatedWebhookEndpoint,
  type WebhookDeliveriesResponse,
  type WebhookDelivery,
  type WebhookEndpointSummary,
  WEBHOOK_DELIVERIES_SHOWN,
} from '../../src/shared/index.js';
import type { OutboxMessage } from '../store/loop/loopTypes.js';
import { audit } from '../audit/audit.js';
import { requireRecentPassword } from '../auth/reauth.js';
import { requireUser } from '../auth/requireUser.js';
import { HttpError, parseBody } from '../http/errors.js';
import type { StoredWebhookEndpoint } from '../store/sync/syncTypes.js';
import type { Store } from '../store/types.js';
import { webhookDraft } from '../webhooks/events.js';
import { generateWebhookSecret } from '../webhooks/signing.js';
import { checkWebhookTarget, WebhookTargetError } from '../webhooks/targetCheck.js';
import { NOT_FOUND_TEXTS } from '../../src/shared/serverTexts.js';

function toSummary({
  secret: _secret,
  ...endpoint
}: StoredWebhookEndpoint): WebhookEndpointSummary {
  return endpoint;
}

/** An outbox message of kind 'webhook' as the delivery log shows it. */
export function toDelivery(message: OutboxMessage): WebhookDelivery {
  const last = message.history[message.history.length - 1];
  return {
    id: message.id,
    event: String(message.payload.type ?? ''),
    status: message.status,
    attempts: message.attempts,
    responseCode: last?.code ?? null,
    lastError: message.status === 'sent' ? null : message.lastError,
    createdAt: message.createdAt,
    lastAttemptAt: last?.at ?? null,
    nextAttemptAt: message.status === 'pending' ? message.nextAttemptAt : null,
  };
}

function idOf(param: unknown): number {
  const text = String(param);
  const id = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id)) throw new HttpError(404, NOT_FOUND_TEXTS.webhook);
  return id;
}

/**
 * Webhook endpoints in the dashboard (mounted at /api/admin): add, list, remove, re-enable, test.
 * Each change is audited; a new endpoint receives personal data from then on, so adding one needs
 * the password given in the last 5 minutes (issue 24).
 */
export function webhooksAdminRouter(
  store: Store,
  session: RequestHandler,
  allowPrivate: boolean,
): Router {
  const router = Router();
  router.use('/webhooks', session, requireUser);

  const endpointOf = async (param: unknown) => {
    const endpoint = await store.findWebhookEndpoint(idOf(param));
    if (!endpoint) throw new HttpError(404, NOT_FOUND_TEXTS.webhook);
    return endpoint;
  };

  router.get('/webhooks', async (_req, res) => {
    res.json({ endpoints: (await store.listWebhookEndpoints()).map(toSummary) });
  });

  router.post('/webhooks', requireRecentPassword(store), async (req, res) => {
    const input = parseBody(createWebhookSchema, req.body);
    try {
      await checkWebhookTarget(input.url, allowPrivate);
    } catch (error) {
      if (!(error instanceof WebhookTargetError)) throw error;
      throw new HttpError(400, error.message, { url: error.message });
    }
    const stored = await store.createWebhookEndpoint({ ...input, secret: generateWebhookSecret() });
    const detail = `${stored.url} (${stored.events.join(', ')})`;
    await audit(store, { action: 'webhook-created', req, detail });
    const body: CreatedWebhookEndpoint = { ...toSummary(stored), secret: stored.secret };
    res.status(201).json(body);
  });

  router.delete('/webhooks/:id', async (req, res) => {
    const endpoint = await endpointOf(req.params.id);
    if (!(await store.deleteWebhookEndpoint(endpoint.id))) {
      throw new HttpError(404, NOT_FOUND_TEXTS.webhook);
    }
    await audit(store, { action: 'webhook-deleted', req, detail: endpoint.url });
    res.status(204).end();
  });

  router.post('/webhooks/:id/enable', async (req, res) => {
    const endpoint = await endpointOf(req.params.id);
    await store.updateWebhookEndpoint(endpoint.id, {
      enabled: true,
      failingSince: null,
      disabledReason: null,
    });
    await audit(store, { action: 'webhook-changed', req, detail: `${endpoint.url} re-enabled` });
    res.status(204).end();
  });

  // The endpoint's delivery log: its latest deliveries, newest first.
  router.get('/webhooks/:id/deliveries', async (req, res) => {
    const endpoint = await endpointOf(req.params.id);
    const messages = await store.listWebhookDeliveries(endpoint.id, WEBHOOK_DELIVERIES_SHOWN);
    const body: WebhookDeliveriesResponse = { deliveries: messages.map(toDelivery) };
    res.set('Cache-Control', 'no-store').json(body);
  });

  // "Send test event": one signed delivery through the outbox, like every other event.
  router.post('/webhooks/:id/test', async (req, res) => {
    const endpoint = await endpointOf(req.params.id);
    const data = { message: 'A test event from Synapse. Your endpoint receives events.' };
    await store.enqueueWebhook(webhookDraft(endpoint, 'webhook.test', data, null, new Date()));
    await audit(store, { action: 'webhook-tested', req, detail: endpoint.url });
    res.status(202).json({ queued: 1 });
  });

  return router;
}
