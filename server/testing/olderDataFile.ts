import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DATA_FILE } from '../store/lowdb/dataFolder.js';

/**
 * A lowdb data file as the first versions wrote it (no loop, no referrals, no canonical mailbox):
 * one entry per address as typed, at positions 1, 2, ... a minute apart. Such a file may hold one
 * inbox more than once (x+1@ and x+2@), which a data folder must load with nothing lost.
 */
export async function writeOlderDataFile(
  dataDir: string,
  emails: readonly string[],
): Promise<void> {
  const waitlist = emails.map((email, index) => ({
    id: index + 1,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    company: '',
    hasConsented: true,
    position: index + 1,
    createdAt: new Date(Date.UTC(2026, 0, 5, 10, index)).toISOString(),
    source: 'form',
  }));
  const snapshot = {
    version: 1,
    lastSeq: 0,
    nextId: emails.length + 1,
    nextPosition: emails.length + 1,
    nextUserId: 1,
    waitlist,
    users: [],
    sessions: {},
  };
  await writeFile(join(dataDir, DATA_FILE), JSON.stringify(snapshot));
}
