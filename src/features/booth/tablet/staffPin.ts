import { BOOTH_TEXTS } from '@shared/booth';
import {
  beginPinAttempt,
  PIN_LOCKOUT_OPEN,
  pinLockedForMs,
  pinLockoutSchema,
  rightPinGiven,
  type PinLockout,
} from '@shared/pinLockout';
import { pinMatches } from './pin';

/** Wrong PINs in a row and when the prompt unlocks, for the tab's life (a reload does not reset it). */
const LOCK_KEY = 'synapse.boothPinLock';

export type LockStorage = Pick<Storage, 'getItem' | 'setItem'>;

function readLockout(storage: LockStorage): PinLockout {
  try {
    const parsed = pinLockoutSchema.safeParse(JSON.parse(storage.getItem(LOCK_KEY) ?? ''));
    return parsed.success ? parsed.data : PIN_LOCKOUT_OPEN;
  } catch {
    return PIN_LOCKOUT_OPEN;
  }
}

function writeLockout(storage: LockStorage, lockout: PinLockout): void {
  storage.setItem(LOCK_KEY, JSON.stringify(lockout));
}

export type StaffPinOutcome =
  { unlocked: true } | { unlocked: false; problem: string; lockedForSeconds: number };

/**
 * The staff PIN against the one chosen at pairing (issue 27), under the shared lock-out rule:
 * the attempt is stored as counted before the slow check, so PINs sent while one is checked
 * (a double tap, a script in the tab) get no extra checks (issue 38, item 2). With no device,
 * every PIN is wrong.
 */
export async function tryStaffPin(
  pin: string,
  stored: { pinHash?: string; pinSalt?: string } | undefined,
  storage: LockStorage = sessionStorage,
  now: () => number = Date.now,
): Promise<StaffPinOutcome> {
  const attempt = beginPinAttempt(readLockout(storage), now());
  writeLockout(storage, attempt.lockout);
  const chosen =
    stored?.pinHash && stored.pinSalt
      ? { pinHash: stored.pinHash, pinSalt: stored.pinSalt }
      : undefined;
  if (attempt.check && chosen && (await pinMatches(pin, chosen))) {
    writeLockout(storage, rightPinGiven());
    return { unlocked: true };
  }
  // The lock as it is now: attempts begun during this check may have locked the prompt.
  const lockedForSeconds = Math.ceil(pinLockedForMs(readLockout(storage), now()) / 1000);
  const problem =
    lockedForSeconds > 0 ? BOOTH_TEXTS.pinLocked(lockedForSeconds) : BOOTH_TEXTS.pinWrong;
  return { unlocked: false, problem, lockedForSeconds };
}
