import type { WaitlistEntry } from '../../../src/shared/index.js';
import type { OutboxMessage } from '../loop/loopTypes.js';
import type { OutboxState } from '../loop/lowdbOutboxState.js';
import type { SyncState } from '../sync/lowdbSyncState.js';
import type { EntriesState } from './lowdbEntriesState.js';

/** The entries' journal records, each with the messages it sends (one record: both or neither). */
export type EntriesChange =
  | { type: 'join'; entry: WaitlistEntry; messages?: OutboxMessage[] }
  // With entry.deleted's deliveries (issue 15), tied to no entry so that the delete keeps them.
  | { type: 'delete'; id: number; messages?: OutboxMessage[] }
  // Entries whose loop fields changed, with the messages the change sends.
  | { type: 'entries'; entries: WaitlistEntry[]; messages?: OutboxMessage[] };

/** What a join, a delete and a synced batch plan against: the entries, the outbox, the refs. */
export type JoinState = EntriesState & { readonly outbox: OutboxState; readonly sync: SyncState };
