import './zodConfig.js';
import { z } from 'zod';
import { PIN_ATTEMPTS, PIN_LOCK_MS } from './booth.js';

/**
 * The PIN prompt's lock-out (docs/product.md §20), one rule for the kiosk's operator PIN
 * (server/booth/kiosk/operatorPin.ts) and the tablet's staff PIN
 * (src/features/booth/tablet/staffPin.ts). An attempt is counted when it begins, before its PIN is
 * checked: however many arrive at once, at most PIN_ATTEMPTS are checked before the lock (issue 38,
 * item 2). Pure: the clock is passed in.
 */
export const pinLockoutSchema = z.object({
  /** Attempts begun since the last right PIN or the last lock. */
  wrong: z.number().int().min(0),
  /** Epoch milliseconds the prompt stays locked until (0: open). */
  until: z.number().min(0),
});
export type PinLockout = z.infer<typeof pinLockoutSchema>;

export const PIN_LOCKOUT_OPEN: PinLockout = { wrong: 0, until: 0 };

/** Milliseconds the prompt stays locked (0: open). */
export function pinLockedForMs(lockout: PinLockout, now: number): number {
  return Math.max(0, lockout.until - now);
}

export interface PinAttempt {
  /** The lock-out to keep, with this attempt counted. */
  lockout: PinLockout;
  /** Whether the PIN may be checked: false while the prompt is locked. */
  check: boolean;
}

/**
 * Counts an attempt at once, before its check: the PIN_ATTEMPTS-th locks the prompt for
 * PIN_LOCK_MS and is still checked; any attempt while locked is refused unchecked.
 */
export function beginPinAttempt(lockout: PinLockout, now: number): PinAttempt {
  if (pinLockedForMs(lockout, now) > 0) return { lockout, check: false };
  const wrong = lockout.wrong + 1;
  if (wrong < PIN_ATTEMPTS) return { lockout: { wrong, until: 0 }, check: true };
  return { lockout: { wrong: 0, until: now + PIN_LOCK_MS }, check: true };
}

/**
 * A right PIN among those checked clears the count and the lock: whoever gave it may go on, and
 * the next operator meets an open prompt.
 */
export function rightPinGiven(): PinLockout {
  return PIN_LOCKOUT_OPEN;
}
