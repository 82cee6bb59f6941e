import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { Problem } from '@components/Problem';
import { toast } from '@lib/toast';
import { createWebhookSchema, WEBHOOK_EVENTS, type WebhookEndpointSummary } from '@shared';
import {
  createWebhook,
  deleteWebhook,
  enableWebhook,
  fetchWebhooks,
  sendTestEvent,
  WEBHOOKS_QUERY_KEY,
  webhookDeliveriesKey,
} from '../api';
import { DeliveryLog } from './DeliveryLog';
import { formatDate } from '../text';
import { useCreateForm } from './useCreateForm';
import '../integrations.css';
import { asQuestion, useConfirm } from '@components/confirm/ConfirmDialog';

const SECRET_NOTE =
  'Copy this signing secret now: it is shown only once. Verify each delivery with it (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature).';

type WebhookValues = z.input<typeof createWebhookSchema>;
const NEW_ENDPOINT: WebhookValues = { url: '', events: ['entry.created'] };

/** The new endpoint's check: the shared schema, as the server runs it. */
export const webhookResolver = zodResolver(createWebhookSchema);

/** Webhook endpoints: add with chosen events (secret shown once), test, re-enable, remove. */
export function WebhooksPanel() {
  const id = useId();
  const queryClient = useQueryClient();
  const endpoints = useQuery({ queryKey: WEBHOOKS_QUERY_KEY, queryFn: fetchWebhooks });
  const confirm = useConfirm();
  const { register, errors, onSubmit, pending, problem, created, dismiss } = useCreateForm({
    resolver: webhookResolver,
    defaultValues: NEW_ENDPOINT,
    create: createWebhook,
    listKey: WEBHOOKS_QUERY_KEY,
    clear: 'url',
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY });
  const failed = (error: Error) =>
    toast({ title: 'Error', description: error.message, variant: 'destructive' });

  const test = useMutation({
    mutationFn: sendTestEvent,
    onSuccess: async ({ queued }, id) => {
      toast({ title: `${queued} test event queued` });
      await queryClient.invalidateQueries({ queryKey: webhookDeliveriesKey(id) });
    },
    onError: failed,
  });
  const removal = useMutation({ mutationFn: deleteWebhook, onSuccess: refresh, onError: failed });
  const enabling = useMutation({ mutationFn: enableWebhook, onSuccess: refresh, onError: failed });

  return (
    <section className="admin-card integrations" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="admin-card__heading">
        Webhooks
      </h2>
      <p className="admin-muted">
        Signed events to Zapier, Make, n8n or your CRM. Deliveries are retried with back-off and
        listed in the outbox; an endpoint failing for 3 days in a row is disabled.
      </p>
      {created && (
        <div className="integrations__secret" role="status">
          <p>{SECRET_NOTE}</p>
          <code className="integrations__code">{created.secret}</code>
          <div className="integrations__actions">
            <button type="button" className="btn btn--ghost" onClick={dismiss}>
              Done
            </button>
          </div>
        </div>
      )}
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <div className="admin-field">
          <label htmlFor={`${id}-url`}>Endpoint URL</label>
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            placeholder="https://hooks.example.com/synapse"
            aria-invalid={errors.url ? true : undefined}
            {...register('url')}
          />
        </div>
        <fieldset className="integrations__scopes">
          <legend>Events</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="integrations__check">
              <input type="checkbox" value={event} {...register('events')} />
              {event}
            </label>
          ))}
        </fieldset>
        <Problem>{problem}</Problem>
        <button type="submit" className="btn btn--primary" disabled={pending}>
          {pending ? 'Adding...' : 'Add endpoint'}
        </button>
      </form>
      {endpoints.error && <p className="admin-problem">{endpoints.error.message}</p>}
      {endpoints.data && endpoints.data.length === 0 && (
        <p className="admin-muted">No webhook endpoints yet.</p>
      )}
      {endpoints.data && endpoints.data.length > 0 && (
        <ul className="integrations__endpoints">
          {endpoints.data.map((endpoint) => (
            <EndpointItem
              key={endpoint.id}
              endpoint={endpoint}
              onTest={() => test.mutate(endpoint.id)}
              onEnable={() => enabling.mutate(endpoint.id)}
              onRemove={async () => {
                const question = `Remove the webhook endpoint ${endpoint.url}? Its deliveries stop at once.`;
                if (await confirm(asQuestion(question, 'Remove'))) removal.mutate(endpoint.id);
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function EndpointItem({
  endpoint,
  onTest,
  onEnable,
  onRemove,
}: {
  endpoint: WebhookEndpointSummary;
  onTest: () => void;
  onEnable: () => void;
  onRemove: () => void;
}) {
  const [logOpen, setLogOpen] = useState(false);
  return (
    <li className="integrations__endpoint">
      <p>
        <code>{endpoint.url}</code>
      </p>
      <p className="admin-muted">
        {endpoint.events.join(', ')}. Added {formatDate(endpoint.createdAt)}.{' '}
        {endpoint.enabled
          ? endpoint.failingSince
            ? `Failing since ${formatDate(endpoint.failingSince)}.`
            : 'Active.'
          : ''}
      </p>
      {!endpoint.enabled && (
        <p className="admin-problem">{endpoint.disabledReason ?? 'Disabled.'}</p>
      )}
      <details
        className="integrations__log"
        onToggle={(event) => setLogOpen(event.currentTarget.open)}
      >
        <summary>Deliveries</summary>
        {/* Read (and kept fresh) only while open. */}
        {logOpen && <DeliveryLog endpointId={endpoint.id} url={endpoint.url} />}
      </details>
      <div className="integrations__actions">
        <button type="button" className="btn btn--outline btn--small" onClick={onTest}>
          Send test event
        </button>
        {!endpoint.enabled && (
          <button type="button" className="btn btn--outline btn--small" onClick={onEnable}>
            Enable again
          </button>
        )}
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={onRemove}
          aria-label={`Remove ${endpoint.url}`}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
