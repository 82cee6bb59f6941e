import type { WaitlistEntry } from '../../../src/shared/index.js';
import { newEntryLoopFields } from '../../loop/entryLifecycle.js';
import { joinMessage } from '../loop/joinMessages.js';
import { referralFlag } from '../../referrals/rules.js';
import { deletedEventDrafts, eventDrafts } from '../../webhooks/events.js';
import type { EntriesChange, JoinState } from './lowdbEntryChanges.js';
import type { NewEntry } from '../types.js';

/**
 * A join decided against the state: an address whose inbox is on the list keeps its entry (with
 * the join message again, within its rules); anything else is a new entry with the next id and
 * position, its referral decided, and its confirmation and entry.created in the same record.
 */
export function planJoin(
  state: JoinState,
  entry: NewEntry,
  now: Date,
): { change: EntriesChange | null; entry: WaitlistEntry; alreadyOnList: boolean } {
  const existing = state.findByEmail(entry.email);
  if (existing) {
    const again = joinMessage(existing, false, now);
    if (!again) return { change: null, entry: existing, alreadyOnList: true };
    const messages = [state.outbox.plan(again.message, now, 0)];
    const relinked = { ...again.entry, updatedAt: now.toISOString() };
    return {
      change: { type: 'entries', entries: [relinked], messages },
      entry: existing,
      alreadyOnList: true,
    };
  }
  const referrer = state.referrerOf(entry.ref);
  const networkHash = entry.networkHash ?? null;
  const heldReason = entry.heldReason ?? null;
  const { id, position } = state.nextNumbers();
  // Object.assign, not fields after a spread: on Node 20 each field written after a spread takes
  // a slow path (about a microsecond each), and this runs for every join. Same fields, same order.
  const stored: WaitlistEntry = Object.assign(
    {
      id,
      firstName: entry.firstName,
      lastName: entry.lastName,
      email: entry.email.trim(),
      company: entry.company,
      hasConsented: entry.hasConsented,
      position,
      createdAt: now.toISOString(),
      source: entry.source,
    },
    newEntryLoopFields(entry, now, state.uniqueReferralCode()),
    {
      referredBy: referrer?.id ?? null,
      referralCount: 0,
      heldReason,
      referralFlag: referrer
        ? referralFlag(
            referrer,
            { email: entry.email, networkHash },
            state.referralsToday(referrer.id, now.toISOString()),
          )
        : null,
      networkHash,
    },
    // Where it came from (issue 29), kept with the entry and erased with it.
    entry.attribution ? { attribution: entry.attribution } : {},
  );
  const confirmation = joinMessage(stored, true, now);
  const drafts = [
    ...(confirmation ? [confirmation.message] : []),
    ...eventDrafts(state.sync.webhookList(), 'entry.created', stored, now),
  ];
  const messages = drafts.map((draft, offset) => state.outbox.plan(draft, now, offset));
  return {
    change: { type: 'join', entry: stored, messages },
    entry: stored,
    alreadyOnList: false,
  };
}

/** Deleting an entry, with entry.deleted for the endpoints that chose it; null when there is none. */
export function planDelete(state: JoinState, id: number, now: Date): EntriesChange | null {
  const entry = state.findEntry(id);
  if (!entry) return null;
  const externalId = state.sync.refOfEntry(id)?.externalId ?? null;
  const drafts = deletedEventDrafts(state.sync.webhookList(), entry, externalId, now);
  const messages = drafts.map((draft, offset) => state.outbox.plan(draft, now, offset));
  return { type: 'delete', id, messages };
}
