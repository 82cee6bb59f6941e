import type { AppConfig } from '../config.js';
import { log } from '../logging/logger.js';
import { LinkTokens } from '../loop/tokens.js';
import type { Store } from '../store/types.js';
import { loopSettings } from './loopSettings.js';
import { deliverWebhookMessage } from '../webhooks/deliver.js';
import { DeliveryError, OutboxSender } from './outboxSender.js';

export const NO_SMTP_NOTICE =
  'Mail: SMTP_URL is not set, so no e-mail is sent. Messages wait in the outbox ' +
  '(the admin dashboard shows them) and go out once SMTP_URL is set.';

/** Starts the outbox's sender for this process; says once when mail is not being sent. */
export function startOutboxSender(config: AppConfig, store: Store): OutboxSender {
  const settings = loopSettings(config.loop, 0);
  const sender = new OutboxSender(store, settings, new LinkTokens(config.sessionSecret), {
    // Issue 15's deliveries ride the same outbox, retries and parking.
    webhook: async (message) => {
      const outcome = await deliverWebhookMessage(store, message, {
        allowPrivate: config.webhookAllowPrivate ?? false,
      });
      if (outcome.delivered) return outcome.status;
      const error = outcome.error ?? `The endpoint answered ${outcome.status}.`;
      throw new DeliveryError(error, !outcome.retry, outcome.status);
    },
  });
  if (!sender.sendsEmail) log.info(NO_SMTP_NOTICE);
  sender.start();
  return sender;
}
