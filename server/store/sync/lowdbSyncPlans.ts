import type { ApiEntry, WaitlistEntry } from '../../../src/shared/index.js';
import type { ApiEntryPageResult, ImportedEntry, ImportOutcome, NewApiKey } from './syncTypes.js';
import type { StoredApiKey } from './syncTypes.js';
import { canonicalMailbox } from '../../../src/shared/index.js';
import type { JoinState } from '../entries/lowdbEntryChanges.js';
import {
  storedFromImport,
  updatedAtOf,
  type ExternalRef,
  type SyncChange,
} from './lowdbSyncState.js';
import { importMessages } from './importMessages.js';
import type { OutboxMessage } from '../loop/loopTypes.js';
import { indexAbove } from '../entries/lowdbEntryList.js';

/**
 * Plans a synced batch against the state: an externalId the key sent before is the entry it
 * named; an address whose inbox (canonical mailbox) is on the list keeps that entry and position
 * (the earlier sign-up wins); anything else is a new entry with its own date and source, the next
 * id and position, and the messages it enqueues (a booth sign-up's confirmation, entry.created)
 * in the same record. Each outcome says whether the key created its entry (issue 38, item 3).
 */
export function planImport(
  state: JoinState,
  batch: readonly ImportedEntry[],
  apiKeyId: number,
  now: Date,
): { change: SyncChange | null; result: ImportOutcome[] } {
  let { id: nextId, position: nextPosition } = state.nextNumbers();
  const receivedAt = now.toISOString();
  const entries: WaitlistEntry[] = [];
  const refs: ExternalRef[] = [];
  const byExternalId = new Map<string, WaitlistEntry>();
  const byMailbox = new Map<string, WaitlistEntry>();
  const result: ImportOutcome[] = [];
  const messages: OutboxMessage[] = [];
  const endpoints = state.sync.webhookList();
  const createdByKey = (entry: WaitlistEntry) =>
    entries.includes(entry) || state.sync.creatorOf(entry.id) === apiKeyId;
  for (const item of batch) {
    const known = byExternalId.get(item.externalId) ?? knownEntry(state, apiKeyId, item.externalId);
    if (known) {
      result.push(outcome(item.externalId, known, false, createdByKey(known)));
      continue;
    }
    const email = canonicalMailbox(item.email);
    const existing = state.findByEmail(email) ?? byMailbox.get(email);
    const entry =
      existing ??
      storedFromImport(item, nextId++, nextPosition++, state.uniqueReferralCode(), receivedAt);
    if (!existing) {
      entries.push(entry);
      for (const draft of importMessages(entry, endpoints, now)) {
        messages.push(state.outbox.plan(draft, now, messages.length));
      }
      byMailbox.set(email, entry);
    }
    refs.push({
      externalId: item.externalId,
      entryId: entry.id,
      event: item.event,
      receivedAt,
      apiKeyId,
      created: !existing,
    });
    byExternalId.set(item.externalId, entry);
    result.push(outcome(item.externalId, entry, !existing, createdByKey(entry)));
  }
  const change: SyncChange | null =
    refs.length > 0 ? { type: 'import', entries, refs, messages } : null;
  return { change, result };
}

function knownEntry(
  state: JoinState,
  apiKeyId: number,
  externalId: string,
): WaitlistEntry | undefined {
  const ref = state.sync.refOf(apiKeyId, externalId);
  return ref ? state.findEntry(ref.entryId) : undefined;
}

function outcome(
  externalId: string,
  entry: WaitlistEntry,
  created: boolean,
  createdByKey: boolean,
): ImportOutcome {
  return { externalId, id: entry.id, position: entry.position, created, createdByKey };
}

/** A new key as stored, with the next id (`keys`: the state's API keys). */
export function planApiKey(
  keys: { readonly nextApiKeyId: number },
  key: NewApiKey,
  now: Date,
): StoredApiKey {
  return {
    ...key,
    id: keys.nextApiKeyId,
    createdAt: now.toISOString(),
    revokedAt: null,
    lastUsedAt: null,
    useCount: 0,
  };
}

/** Entries by id after `afterId` (ids grow with positions), optionally only recent ones. */
export function listApiEntries(
  state: JoinState,
  { afterId, limit, updatedSince }: { afterId: number; limit: number; updatedSince?: string },
): ApiEntryPageResult {
  const all = state.entriesByPosition();
  let index = indexAbove(all, afterId, (entry) => entry.id);
  const since = updatedSince ? new Date(updatedSince).toISOString() : undefined;
  const entries: ApiEntry[] = [];
  for (; index < all.length && entries.length < limit; index += 1) {
    const entry = all[index]!;
    if (since && !changedSince(state, entry, since)) continue;
    entries.push(state.sync.toApiEntry(entry));
  }
  const more = index < all.length;
  return { entries, lastId: more && entries.length > 0 ? entries[entries.length - 1]!.id : null };
}

function changedSince(state: JoinState, entry: WaitlistEntry, since: string): boolean {
  return updatedAtOf(entry, state.sync.refOfEntry(entry.id)) >= since;
}
