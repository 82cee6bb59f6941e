import type { ApiEntry, WaitlistEntry } from '../../../src/shared/index.js';

/** The externalId an entry was first synced with, and its event ('' when none was sent). */
export interface EntryRef {
  externalId: string;
  event: string;
}

/** The v1 API's view of an entry, on both stores: the waitlist fields, its externalId and event. */
export function apiEntry(entry: WaitlistEntry, ref: EntryRef | null, updatedAt: string): ApiEntry {
  return {
    id: entry.id,
    externalId: ref?.externalId ?? null,
    email: entry.email,
    firstName: entry.firstName,
    lastName: entry.lastName,
    company: entry.company,
    hasConsented: entry.hasConsented,
    position: entry.position,
    createdAt: entry.createdAt,
    source: entry.source,
    event: ref?.event || null,
    status: entry.status,
    updatedAt,
  };
}
