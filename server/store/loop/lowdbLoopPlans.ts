import {
  OUTBOX_HISTORY_MAX,
  type AttemptResult,
  type EntryChange,
  type EntrySelection,
  type EntryUpdate,
  type OutboxMessage,
} from './loopTypes.js';
import { attemptOf } from './outboxAttempt.js';
import type { EntriesState } from '../entries/lowdbEntriesState.js';
import type { EntriesChange } from '../entries/lowdbEntryChanges.js';
import type { AreaEngine, Plan as EnginePlan } from '../lowdb/engineTypes.js';
import type { OutboxChange, OutboxState } from './lowdbOutboxState.js';

/** What the loop reads and plans against: the entries and the outbox. */
export type LoopState = EntriesState & { readonly outbox: OutboxState };
/** The engine as the loop sees it. */
export type LoopEngine = AreaEngine<LoopState, EntriesChange | OutboxChange>;
type Plan<T> = EnginePlan<T, EntriesChange | OutboxChange>;

/** The selected entries changed by `change`, with their messages, as one journal record. */
export function planEntryUpdates(
  state: LoopState,
  selection: EntrySelection,
  change: EntryChange,
  now: Date,
): Plan<EntryUpdate[]> {
  const selected =
    'ids' in selection
      ? [...new Set(selection.ids)].flatMap((id) => state.findEntry(id) ?? [])
      : state.nextInLine(selection.nextInLine, selection.includeWaiting);
  const updates: EntryUpdate[] = [];
  const messages: OutboxMessage[] = [];
  for (const before of selected) {
    const changed = change(before);
    if (!changed) continue;
    for (const draft of changed.messages) {
      messages.push(state.outbox.plan(draft, now, messages.length));
    }
    // Any change of the loop's fields is an update GET /api/v1/entries?updatedSince= sees.
    const after = { ...changed.entry, updatedAt: now.toISOString() };
    updates.push({ before, after, queued: changed.messages.length });
  }
  if (updates.length === 0) return { change: null, result: [] };
  return {
    change: { type: 'entries', entries: updates.map((update) => update.after), messages },
    result: updates,
  };
}

/** An attempt's outcome recorded on its message; nothing when the message is gone (deleted). */
export function planAttempt(state: LoopState, id: number, result: AttemptResult): Plan<void> {
  const message = state.outbox.get(id);
  if (!message || message.status === 'sent') return { change: null, result: undefined };
  const at = result.at.toISOString();
  const error = result.sent ? null : result.error;
  const recorded: OutboxMessage = {
    ...message,
    attempts: message.attempts + 1,
    history: [...message.history, attemptOf(at, error, result.code)].slice(-OUTBOX_HISTORY_MAX),
    lastError: error ?? message.lastError,
    ...(result.sent
      ? { status: 'sent', sentAt: at, nextAttemptAt: null }
      : result.nextAttemptAt
        ? { status: 'pending', nextAttemptAt: result.nextAttemptAt.toISOString() }
        : { status: 'parked', nextAttemptAt: null }),
  };
  return { change: { type: 'outbox', message: recorded }, result: undefined };
}

/** A parked or pending message due again now. */
export function planRetry(state: LoopState, id: number, now: Date): Plan<boolean> {
  const message = state.outbox.get(id);
  if (!message || message.status === 'sent') return { change: null, result: false };
  const due: OutboxMessage = { ...message, status: 'pending', nextAttemptAt: now.toISOString() };
  return { change: { type: 'outbox', message: due }, result: true };
}
