import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Problem } from '@components/Problem';
import { toast } from '@lib/toast';
import {
  createWebhookSchema,
  WEBHOOK_EVENTS,
  type CreatedWebhookEndpoint,
  type CreateWebhookPayload,
  type WebhookEndpointSummary,
} from '@shared';
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
import '../integrations.css';

const SECRET_NOTE =
  'Copy this signing secret now: it is shown only once. Verify each delivery with it (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature).';

type WebhookValues = z.input<typeof createWebhookSchema>;

/** The new endpoint's check: the shared schema, as the server runs it. */
export const webhookResolver = zodResolver(createWebhookSchema);

/** Webhook endpoints: add with chosen events (secret shown once), test, re-enable, remove. */
export function WebhooksPanel() {
  const id = useId();
  const queryClient = useQueryClient();
  const endpoints = useQuery({ queryKey: WEBHOOKS_QUERY_KEY, queryFn: fetchWebhooks });
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm<WebhookValues, unknown, CreateWebhookPayload>({
    resolver: webhookResolver,
    defaultValues: { url: '', events: ['entry.created'] },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY });
  const failed = (error: Error) =>
    toast({ title: 'Error', description: error.message, variant: 'destructive' });

  const creation = useMutation({
    mutationFn: createWebhook,
    onSuccess: async (endpoint) => {
      setCreated(endpoint);
      resetField('url');
      setProblem(null);
      await refresh();
    },
    onError: (error: Error) => setProblem(error.message),
  });
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

  const onSubmit = handleSubmit((payload) => creation.mutate(payload));
  const shownProblem = errors.url?.message ?? errors.events?.message ?? problem;

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
            <button type="button" className="btn btn--ghost" onClick={() => setCreated(null)}>
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
        <Problem>{shownProblem}</Problem>
        <button type="submit" className="btn btn--primary" disabled={creation.isPending}>
          {creation.isPending ? 'Adding...' : 'Add endpoint'}
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
              onRemove={() => {
                if (window.confirm(`Remove the webhook endpoint ${endpoint.url}?`)) {
                  removal.mutate(endpoint.id);
                }
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
