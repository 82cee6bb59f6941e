import { ApiError } from '@lib/api';
import type { EntryResult, PostEntriesResponse } from '@shared/apiV1';
import { MAX_ENTRY_BATCH } from '@shared/apiV1';
import { boothEntryInput } from '@shared/boothEntries';
import { postEntries } from '../shared/entriesApi';
import { allSignUps, LAST_SYNC_KEY, markSent, readDevice, saveDevice, writeMeta } from './tabletDb';
import { erasedExternalIds, needsSync } from './queueRecords';
import { fetchDeviceConfig } from './pairingApi';

export type SendOutcome =
  | { status: 'done'; sent: number }
  | { status: 'offline' }
  | { status: 'revoked'; message: string }
  | { status: 'failed'; message: string };

let running: Promise<SendOutcome> | undefined;
/** Thank-you screens waiting for the web's answer about their sign-up, by externalId. */
const waiting = new Map<string, (result: EntryResult | undefined) => void>();

/**
 * The web's answer for one sign-up (its ticket and the visitor's links), if a send gets it
 * within `withinMs`; undefined when offline, refused or too slow: the thank-you goes on without.
 */
export function answerFor(externalId: string, withinMs: number): Promise<EntryResult | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => settle(undefined), withinMs);
    function settle(result: EntryResult | undefined) {
      clearTimeout(timer);
      waiting.delete(externalId);
      resolve(result);
    }
    waiting.set(externalId, settle);
  });
}

function announce(answer: PostEntriesResponse): void {
  for (const result of answer.results) waiting.get(result.externalId)?.(result);
}

/**
 * Sends what the web does not have yet, 500 at a time, through POST /api/v1/entries with the
 * device key. Each sign-up keeps its externalId, so a batch whose answer was lost is sent again
 * and stored once. One send at a time: a second call joins the one in flight.
 */
export function sendQueue(): Promise<SendOutcome> {
  running ??= send().finally(() => {
    running = undefined;
    // A send that ended without their answer (offline, refused): nothing more is coming.
    for (const settle of [...waiting.values()]) settle(undefined);
  });
  return running;
}

async function send(): Promise<SendOutcome> {
  const device = await readDevice();
  if (!device) return { status: 'done', sent: 0 };
  if (device.revoked) return { status: 'revoked', message: REVOKED_TEXT };
  // Staff who press Sync now without a network hear so, even with nothing due (issue 39).
  if (!navigator.onLine) return { status: 'offline' };
  let sent = 0;
  for (;;) {
    const due = (await allSignUps()).filter(needsSync).slice(0, MAX_ENTRY_BATCH);
    if (due.length === 0) break;
    let answer: PostEntriesResponse;
    try {
      answer = await postEntries(device.deviceKey, {
        entries: due.map((signUp) =>
          boothEntryInput(signUp, { ...signUp.lead, qualifiedBy: signUp.qualifiedBy ?? null }),
        ),
      });
    } catch (error) {
      if (!(error instanceof ApiError)) return { status: 'offline' };
      if (error.status === 401) {
        await saveDevice({ ...device, revoked: true });
        return { status: 'revoked', message: REVOKED_TEXT };
      }
      return { status: 'failed', message: error.message };
    }
    announce(answer);
    const erased = erasedExternalIds(answer);
    await markSent(due, erased);
    sent += due.length - erased.size;
  }
  await writeMeta(LAST_SYNC_KEY, new Date().toISOString());
  await refreshConfig(device.deviceKey);
  return { status: 'done', sent };
}

/**
 * The event's interests and staff as the web has them now, kept for offline use (issue 40,
 * item 5: a new person on the staff, or a changed PIN, reaches the tablet at its next sync).
 * Best effort: the sign-ups are sent whatever this answers.
 */
async function refreshConfig(deviceKey: string): Promise<void> {
  try {
    const config = await fetchDeviceConfig(deviceKey);
    const latest = await readDevice();
    if (latest) await saveDevice({ ...latest, interests: config.interests, staff: config.staff });
  } catch {
    // Offline or refused: the last list stays.
  }
}

export const REVOKED_TEXT =
  'This tablet has been revoked in the admin: its sign-ups stay on it and no longer go to the web. Ask the admin to pair it again.';
