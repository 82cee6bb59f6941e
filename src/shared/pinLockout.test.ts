import { describe, expect, it } from 'vitest';
import { PIN_ATTEMPTS, PIN_LOCK_MS } from './booth';
import {
  beginPinAttempt,
  PIN_LOCKOUT_OPEN,
  pinLockedForMs,
  pinLockoutSchema,
  rightPinGiven,
  type PinLockout,
} from './pinLockout';

const NOW = Date.parse('2026-11-23T10:00:00Z');

/** Begins `count` attempts at `now` before any is checked: a burst. */
function burst(lockout: PinLockout, count: number, now = NOW) {
  const checked: boolean[] = [];
  for (let attempt = 0; attempt < count; attempt++) {
    const begun = beginPinAttempt(lockout, now);
    lockout = begun.lockout;
    checked.push(begun.check);
  }
  return { lockout, checked };
}

describe('the PIN lock-out', () => {
  it('checks only the first 5 of 40 attempts begun at once, and locks at the fifth', () => {
    const { lockout, checked } = burst(PIN_LOCKOUT_OPEN, 40);
    expect(checked.filter(Boolean)).toHaveLength(PIN_ATTEMPTS);
    expect(checked.slice(0, PIN_ATTEMPTS).every(Boolean)).toBe(true);
    expect(pinLockedForMs(lockout, NOW)).toBe(PIN_LOCK_MS);
  });

  it('refuses the right PIN too while locked, and opens after a minute', () => {
    const { lockout } = burst(PIN_LOCKOUT_OPEN, PIN_ATTEMPTS);
    expect(beginPinAttempt(lockout, NOW + PIN_LOCK_MS - 1).check).toBe(false);
    const later = beginPinAttempt(lockout, NOW + PIN_LOCK_MS);
    expect(later).toEqual({ lockout: { wrong: 1, until: 0 }, check: true });
  });

  it('counts wrong PINs in a row: a right one among those checked clears the count and the lock', () => {
    const { lockout } = burst(PIN_LOCKOUT_OPEN, PIN_ATTEMPTS - 1);
    expect(pinLockedForMs(lockout, NOW)).toBe(0);
    expect(rightPinGiven()).toEqual(PIN_LOCKOUT_OPEN);
    expect(burst(rightPinGiven(), PIN_ATTEMPTS - 1).checked.every(Boolean)).toBe(true);
    const fifth = burst(lockout, 1).lockout;
    expect(pinLockedForMs(fifth, NOW)).toBe(PIN_LOCK_MS);
    expect(pinLockedForMs(rightPinGiven(), NOW)).toBe(0);
  });

  it('reads a stored lock-out and refuses one that is not', () => {
    expect(pinLockoutSchema.safeParse({ wrong: 2, until: NOW }).success).toBe(true);
    expect(pinLockoutSchema.safeParse({ wrong: -1, until: 0 }).success).toBe(false);
    expect(pinLockoutSchema.safeParse({ wrong: '3' }).success).toBe(false);
  });
});
