import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { OutboxKind } from '../../src/shared/index.js';
import type { LinkTokens } from '../loop/tokens.js';
import { log } from '../logging/logger.js';
import type { OutboxMessage } from '../store/loop/loopTypes.js';
import type { Store } from '../store/types.js';
import { composeTeamInvitation, isTeamInvitationPayload } from '../team/invitationEmail.js';
import { composeStoredEmail } from './composeStoredEmail.js';
import { RETRY_MAX_MS, type LoopSettings } from './loopSettings.js';
import { metrics } from '../operations/metrics.js';

/** A failed delivery; `permanent` parks the message at once instead of retrying it. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    /** The receiver's answer, when it gave one (a webhook endpoint's HTTP status). */
    readonly code: number | null = null,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/**
 * Delivers one message; resolves once the receiving server accepted it (with its answer's code
 * when there is one to keep, such as a webhook's HTTP status), throws otherwise.
 */
export type Deliverer = (message: OutboxMessage) => Promise<number | void>;

/** How often an idle sender looks for due messages (other processes enqueue too). */
export const POLL_MS = 1_000;
/** Messages claimed per round. */
const CLAIM_BATCH = 10;
/** A claimed message is no other sender's for this long: longer than any SMTP time-out below. */
export const LEASE_MS = 5 * 60 * 1000;
const SMTP_TIMEOUT_MS = 60_000;

/** The wait before the next attempt: exponential from the base, capped. */
export function retryDelay(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

/**
 * The outbox's sender: claims due messages, delivers each by its kind, and records every attempt
 * (sent once the receiving server accepted it; retried with exponential back-off; parked with its
 * last error after maxAttempts). Runs in every server process; the store's claim keeps two
 * senders from taking one message.
 */
export class OutboxSender {
  private readonly deliverers: Partial<Record<OutboxKind, Deliverer>>;
  private readonly transport: Transporter | null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private wakeUp: (() => void) | null = null;

  constructor(
    private readonly store: Store,
    private readonly settings: LoopSettings,
    tokens: LinkTokens,
    extraDeliverers: Partial<Record<OutboxKind, Deliverer>> = {},
    private readonly now: () => Date = () => new Date(),
  ) {
    this.transport = settings.smtpUrl
      ? nodemailer.createTransport({
          url: settings.smtpUrl,
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: SMTP_TIMEOUT_MS,
        } as SMTPTransport.Options)
      : null;
    this.deliverers = {
      ...(this.transport ? { email: (message) => this.sendEmail(message, tokens) } : {}),
      ...extraDeliverers,
    };
  }

  /** Whether e-mail goes out (SMTP_URL set); without it messages wait in the outbox. */
  get sendsEmail(): boolean {
    return this.transport !== null;
  }

  start(): void {
    if (Object.keys(this.deliverers).length === 0) return;
    this.running ??= this.loop();
  }

  /** Looks for due messages now instead of at the next poll (a change just enqueued one). */
  wake(): void {
    this.wakeUp?.();
  }

  /** Finishes the round in flight, then stops and closes the SMTP connections. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    await this.running;
    this.transport?.close();
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      let claimed: OutboxMessage[] = [];
      try {
        claimed = await this.round();
      } catch (error) {
        log.error({ err: error }, 'The outbox sender could not read the outbox');
      }
      if (claimed.length === CLAIM_BATCH || this.stopped) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, POLL_MS);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = null;
    }
  }

  /** One round: claim due messages and deliver them one by one. */
  async round(): Promise<OutboxMessage[]> {
    const now = this.now();
    // Only kinds this sender delivers: without SMTP_URL, e-mail waits unleased and untouched.
    const claimed = await this.store.claimOutbox(
      now,
      CLAIM_BATCH,
      new Date(now.getTime() + LEASE_MS),
      Object.keys(this.deliverers) as OutboxKind[],
    );
    for (const message of claimed) {
      if (this.stopped) break;
      await this.attempt(message);
    }
    return claimed;
  }

  private async attempt(message: OutboxMessage): Promise<void> {
    try {
      const code = await this.deliverers[message.kind]!(message);
      if (message.kind === 'webhook') metrics.webhookDelivery('delivered');
      await this.store.recordAttempt(message.id, {
        sent: true,
        at: this.now(),
        ...(typeof code === 'number' ? { code } : {}),
      });
    } catch (error) {
      const attempts = message.attempts + 1;
      const at = this.now();
      const permanent = error instanceof DeliveryError && error.permanent;
      const nextAttemptAt =
        permanent || attempts >= this.settings.maxAttempts
          ? null
          : new Date(at.getTime() + retryDelay(attempts, this.settings.retryBaseMs));
      if (message.kind === 'webhook') metrics.webhookDelivery(nextAttemptAt ? 'failed' : 'parked');
      await this.store
        .recordAttempt(message.id, {
          sent: false,
          at,
          error: describe(error),
          nextAttemptAt,
          ...(error instanceof DeliveryError && error.code !== null ? { code: error.code } : {}),
        })
        .catch((recordError: Error) =>
          log.error({ err: recordError }, `Outbox message ${message.id}: attempt not recorded`),
        );
    }
  }

  private async sendEmail(message: OutboxMessage, tokens: LinkTokens): Promise<void> {
    const email = isTeamInvitationPayload(message.payload)
      ? composeTeamInvitation(message, this.settings, { hideLink: false })
      : await this.composeForEntry(message, tokens);
    if (!email) throw new Error('This message has no e-mail template.');
    // Resolves only once the SMTP server accepted the message for delivery (250 after DATA).
    const info = await this.transport!.sendMail(email);
    if ((info.rejected ?? []).length > 0) throw new Error(`The SMTP server refused ${message.to}.`);
  }

  private async composeForEntry(message: OutboxMessage, tokens: LinkTokens) {
    const entry =
      message.entryId === null ? undefined : await this.store.findEntry(message.entryId);
    if (!entry) throw new Error('The entry this message was for no longer exists.');
    return composeStoredEmail(this.store, message, entry, this.settings, tokens);
  }
}

function describe(error: unknown): string {
  const smtp = error as { responseCode?: number; response?: string; message?: string };
  return (smtp.response ?? smtp.message ?? String(error)).slice(0, 500);
}
