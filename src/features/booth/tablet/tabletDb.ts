import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { LeadFields } from '@shared/leads';
import type { BoothStaffMember, LeadPerson } from '@shared/boothStaff';
import { answeredRecord, type QueuedSignUp } from './queueRecords';

/**
 * The tablet booth's own storage (issue 27): its device key and PIN hash, and every sign-up until
 * the web has it, in IndexedDB, so that a reload or a lost network keeps them. A sign-up's
 * externalId is chosen once, here, so that sending it again never makes a second entry.
 */
export interface PairedDeviceRecord {
  deviceKey: string;
  device: { id: number; name: string; event: string };
  interests: string[];
  /** PBKDF2-SHA-256 of the staff PIN (base64), and its salt; chosen just after pairing. */
  pinHash?: string;
  pinSalt?: string;
  pairedAt: string;
  /** The event's staff with their PIN hashes (issue 40, item 5), as the web last gave them. */
  staff?: BoothStaffMember[];
  /** The web answered 401 for the key: revoked; sign-ups stay here. */
  revoked: boolean;
}

export type { QueuedSignUp } from './queueRecords';

interface BoothDb extends DBSchema {
  device: { key: string; value: PairedDeviceRecord };
  signUps: { key: string; value: QueuedSignUp; indexes: { byCreatedAt: string } };
  meta: { key: string; value: string };
}

const DB_NAME = 'synapse-booth';
const DEVICE = 'current';
export const LAST_SYNC_KEY = 'lastSyncAt';

let opened: Promise<IDBPDatabase<BoothDb>> | undefined;

export function tabletDb(): Promise<IDBPDatabase<BoothDb>> {
  opened ??= openDB<BoothDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('device');
      db.createObjectStore('signUps', { keyPath: 'externalId' }).createIndex(
        'byCreatedAt',
        'createdAt',
      );
      db.createObjectStore('meta');
    },
  });
  return opened;
}

export async function readDevice(): Promise<PairedDeviceRecord | undefined> {
  return (await tabletDb()).get('device', DEVICE);
}

export async function saveDevice(device: PairedDeviceRecord): Promise<void> {
  await (await tabletDb()).put('device', device, DEVICE);
}

/** Asks the browser to keep this origin's storage under pressure (best effort). */
export async function keepStorage(): Promise<void> {
  try {
    await navigator.storage?.persist?.();
  } catch {
    // Not offered: the queue still works, the browser may only evict it under pressure.
  }
}

export async function addSignUp(signUp: QueuedSignUp): Promise<void> {
  await (await tabletDb()).add('signUps', signUp);
}

export async function allSignUps(): Promise<QueuedSignUp[]> {
  return (await tabletDb()).getAllFromIndex('signUps', 'byCreatedAt');
}

/** Marks what was sent as on the web, or as erased by its owner (queueRecords.ts). */
export async function markSent(
  sent: readonly QueuedSignUp[],
  erased: ReadonlySet<string>,
): Promise<void> {
  const db = await tabletDb();
  const tx = db.transaction('signUps', 'readwrite');
  for (const item of sent) {
    const current = await tx.store.get(item.externalId);
    if (!current) continue;
    await tx.store.put(answeredRecord(current, item, erased));
  }
  await tx.done;
}

/** Staff set a lead's fields: `qualifiedBy` is who was signed in at the booth (or nobody). */
export async function updateLead(
  externalId: string,
  lead: LeadFields,
  qualifiedBy: number | null,
): Promise<void> {
  const db = await tabletDb();
  const tx = db.transaction('signUps', 'readwrite');
  const current = await tx.store.get(externalId);
  if (current) {
    await tx.store.put({ ...current, lead, qualifiedBy, leadVersion: current.leadVersion + 1 });
  }
  await tx.done;
}

/** Who is at the booth (issue 40, item 5): kept across a reload, until someone else signs in. */
const AT_BOOTH_KEY = 'atBooth';

export async function readAtBooth(): Promise<LeadPerson> {
  try {
    const stored = JSON.parse((await readMeta(AT_BOOTH_KEY)) ?? 'null') as LeadPerson;
    return stored && typeof stored.id === 'number' ? stored : null;
  } catch {
    return null;
  }
}

export async function writeAtBooth(person: LeadPerson): Promise<void> {
  await writeMeta(AT_BOOTH_KEY, JSON.stringify(person));
}

export async function readMeta(key: string): Promise<string | undefined> {
  return (await tabletDb()).get('meta', key);
}

export async function writeMeta(key: string, value: string): Promise<void> {
  await (await tabletDb()).put('meta', value, key);
}
