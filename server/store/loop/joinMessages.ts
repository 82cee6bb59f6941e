import type { WaitlistEntry } from '../../../src/shared/index.js';
import type { OutboxDraft } from './loopTypes.js';
import { emailDraft } from '../../loop/messages.js';
import { relinkWaitMs } from '../../loop/relinkRule.js';

/**
 * What a join sends: a new entry waiting for confirmation gets its confirmation; a repeated join
 * gets its link again (the confirmation, or the status page once confirmed), at most every
 * 10 minutes. An unsubscribed entry gets nothing and stays unsubscribed: anyone can type an
 * address, and only the person's own status link subscribes it again (issue 24). PostgreSQL's form
 * of this rule is SQL (postgresJoinMessages.ts, beside it); one test feeds both the same
 * cases (joinMessages.rule.test.ts).
 */
export function joinMessage(
  entry: WaitlistEntry,
  inserted: boolean,
  now: Date,
): { entry: WaitlistEntry; message: OutboxDraft } | null {
  if (inserted) {
    return entry.status === 'waiting'
      ? { entry, message: emailDraft(entry, 'confirmation') }
      : null;
  }
  if (entry.unsubscribedAt !== null) return null;
  if (relinkWaitMs(entry, now) > 0) return null;
  const relinked = { ...entry, linkSentAt: now.toISOString() };
  const template = entry.status === 'waiting' ? 'confirmation' : 'status';
  return { entry: relinked, message: emailDraft(relinked, template) };
}
