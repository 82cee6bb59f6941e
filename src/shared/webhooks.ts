import './zodConfig.js';
import { z } from 'zod';

/**
 * Webhooks (issue 15): the events an endpoint may choose, the form that adds one, and what the
 * dashboard shows of endpoints and their deliveries. The signing and delivery live in
 * server/webhooks/.
 */

/** The events an endpoint may choose. */
export const WEBHOOK_EVENTS = [
  'entry.created',
  'entry.confirmed',
  'entry.invited',
  'entry.deleted',
  // Issue 27: booth staff changed a lead's rating, interests or note.
  'entry.qualified',
  // Issue 29, item 3: a referral milestone reached, and the admin marking it fulfilled.
  'reward.earned',
  'reward.fulfilled',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_MESSAGES = {
  url: 'Enter the https:// (or http://) address that should receive the events.',
  events: 'Choose at least one event.',
} as const;

export const createWebhookSchema = z.object({
  url: z
    .string({ error: WEBHOOK_MESSAGES.url })
    .trim()
    .max(2000, WEBHOOK_MESSAGES.url)
    .refine(
      (value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value),
      WEBHOOK_MESSAGES.url,
    ),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.events }), {
      error: WEBHOOK_MESSAGES.events,
    })
    .min(1, WEBHOOK_MESSAGES.events)
    .max(WEBHOOK_EVENTS.length),
  description: z.string().trim().max(200).optional().default(''),
});

/** A webhook endpoint as the dashboard lists it: never its secret. */
export interface WebhookEndpointSummary {
  id: number;
  url: string;
  description: string;
  events: WebhookEvent[];
  enabled: boolean;
  createdAt: string;
  /** The first failure of the current run of failures; null after a success. */
  failingSince: string | null;
  disabledReason: string | null;
}

/** The answer to adding an endpoint: the only time its signing secret is shown. */
export interface CreatedWebhookEndpoint extends WebhookEndpointSummary {
  secret: string;
}

/** How many of an endpoint's latest deliveries the dashboard shows. */
export const WEBHOOK_DELIVERIES_SHOWN = 20;

/** One delivery of an endpoint, as the dashboard's delivery log shows it (newest first). */
export interface WebhookDelivery {
  id: number;
  /** The event's type (entry.created, ..., webhook.test). */
  event: string;
  status: 'pending' | 'sent' | 'parked';
  attempts: number;
  /** The HTTP status the endpoint answered last; null before any answer (or none came). */
  responseCode: number | null;
  lastError: string | null;
  createdAt: string;
  /** When it was last tried; null before the first attempt. */
  lastAttemptAt: string | null;
  /** When the next attempt is due (pending only). */
  nextAttemptAt: string | null;
}

export interface WebhookDeliveriesResponse {
  deliveries: WebhookDelivery[];
}
