import type { WaitlistEntry } from '../../src/shared/index.js';
import type { OutboxDraft } from '../store/loop/loopTypes.js';

/** The messages of the loop; each is rendered from its template when it is sent or shown. */
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
