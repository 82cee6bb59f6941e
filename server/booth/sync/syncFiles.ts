import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { writeFileDurably } from '../../files/durableFile.js';
import { boothStaffMemberSchema, type BoothStaffMember } from '../../../src/shared/boothStaff.js';

/** The "Sync to web" panel's settings, kept in the data folder (mode 0600: it holds the key). */
export const SYNC_SETTINGS_FILE = 'sync-settings.json';
/** The event's staff and their PIN hashes as the web last gave them (issue 40, item 5). */
export const BOOTH_STAFF_FILE = 'booth-staff.json';
/** This booth's id and how far it has synced, kept in the data folder. */
export const SYNC_STATE_FILE = 'sync-state.json';

export interface SyncSettings {
  url: string;
  apiKey: string;
  event: string;
}

export interface SyncProgress {
  /** Makes every local entry's externalId unique across booths: `<boothId>-<entry id>`. */
  boothId: string;
  /** Every local entry up to this position is on the web. */
  syncedThroughPosition: number;
  lastSyncAt: string | null;
  /** Lead changes up to this store revision are on the web (issue 27). */
  leadRevision: number;
  /** Local entries the web answered "erased" (issue 38, item 5): their lead changes stay here. */
  erasedIds: number[];
}

const settingsSchema = z.object({ url: z.string(), apiKey: z.string(), event: z.string() });
const progressSchema = z.object({
  boothId: z.string().min(8),
  syncedThroughPosition: z.number().int().min(0),
  lastSyncAt: z.string().nullable(),
  // A state file from before lead sync: no lead change has gone out yet.
  leadRevision: z.number().int().min(0).default(0),
  erasedIds: z.array(z.number().int()).default([]),
});

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`${file} cannot be read as JSON: ${(error as Error).message}`);
  }
}

export async function readSyncSettings(dataDir: string): Promise<SyncSettings | undefined> {
  const data = await readJson(join(dataDir, SYNC_SETTINGS_FILE));
  return data === undefined ? undefined : settingsSchema.parse(data);
}

export async function writeSyncSettings(dataDir: string, settings: SyncSettings): Promise<void> {
  await writeFileDurably(join(dataDir, SYNC_SETTINGS_FILE), JSON.stringify(settings) + '\n');
}

export async function readSyncProgress(dataDir: string): Promise<SyncProgress> {
  const data = await readJson(join(dataDir, SYNC_STATE_FILE));
  if (data !== undefined) return progressSchema.parse(data);
  const progress: SyncProgress = {
    boothId: randomBytes(9).toString('base64url'),
    syncedThroughPosition: 0,
    lastSyncAt: null,
    leadRevision: 0,
    erasedIds: [],
  };
  await writeSyncProgress(dataDir, progress);
  return progress;
}

export async function writeSyncProgress(dataDir: string, progress: SyncProgress): Promise<void> {
  await writeFileDurably(join(dataDir, SYNC_STATE_FILE), JSON.stringify(progress) + '\n');
}

/** The event's staff the web last gave (none before the first answer): signs staff in offline. */
export async function readBoothStaff(dataDir: string): Promise<BoothStaffMember[]> {
  const data = await readJson(join(dataDir, BOOTH_STAFF_FILE));
  return data === undefined ? [] : boothStaffMemberSchema.array().parse(data);
}

export async function writeBoothStaff(dataDir: string, staff: BoothStaffMember[]): Promise<void> {
  await writeFileDurably(join(dataDir, BOOTH_STAFF_FILE), JSON.stringify(staff) + '\n');
}
