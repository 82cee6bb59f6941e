import type { WaitlistEntry } from '../../src/shared/index.js';
import type { OutboxKind } from '../../src/shared/index.js';

/** The messages of the loop; each is rendered from its template when it is sent or shown. */
/** What a change asks the outbox to send; the store gives it an id and keeps it until it is sent. */
export interface OutboxDraft {
  kind: OutboxKind;
  /** The entry the message is about: deleting the entry erases its messages. */
  entryId: number | null;
  /** The recipient's address (a webhook: its URL). */
  to: string;
  /** What the kind's deliverer needs: an e-mail's subject, text, html and headers. */
  payload: Record<string, unknown>;
}

/**
 * A change of one entry: the entry as it should be stored and the messages it enqueues; null
 * leaves the entry as it is. It runs while the entry cannot change under it (lowdb: in the commit
 * queue; PostgreSQL: with the row locked), so its decision holds when it is stored.
 */
export type EntryChange = (
  entry: WaitlistEntry,
) => { entry: WaitlistEntry; messages: OutboxDraft[] } | null;

export const TEMPLATES = ['confirmation', 'status', 'invite', 'reward'] as const;
export type TemplateName = (typeof TEMPLATES)[number];

/** An e-mail's outbox payload: which template, rendered with the entry when it goes out. */
export interface EmailPayload {
  template: TemplateName;
  /** The reward e-mail's reward (issue 29, item 3). */
  rewardName?: string;
}

export function emailDraft(entry: WaitlistEntry, template: TemplateName): OutboxDraft {
  return { kind: 'email', entryId: entry.id, to: entry.email, payload: { template } };
}

export function isEmailPayload(
  payload: Record<string, unknown>,
): payload is EmailPayload & Record<string, unknown> {
  return TEMPLATES.includes(payload.template as TemplateName);
}
