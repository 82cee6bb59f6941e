import { describe, expect, it } from 'vitest';
import { BOOTH_TEXTS, PIN_LOCK_MS } from '@shared/booth';
import { hashPin } from './pin';
import { tryStaffPin, type LockStorage } from './staffPin';

const NOW = Date.parse('2026-11-23T10:00:00Z');

/** The tab's sessionStorage, as far as the prompt uses it. */
function tabStorage(): LockStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

describe("the tablet's staff PIN", () => {
  it('refuses the right PIN sent behind a burst of 40 wrong ones until the minute is over', async () => {
    const stored = await hashPin('2468');
    const storage = tabStorage();
    let clock = NOW;
    const now = () => clock;
    const burst = Array.from({ length: 40 }, () => tryStaffPin('1111', stored, storage, now));
    const right = tryStaffPin('2468', stored, storage, now);
    const outcomes = await Promise.all([...burst, right]);
    expect(outcomes.every((outcome) => !outcome.unlocked)).toBe(true);
    expect(await right).toEqual({
      unlocked: false,
      problem: BOOTH_TEXTS.pinLocked(60),
      lockedForSeconds: 60,
    });

    clock += PIN_LOCK_MS - 1_000;
    expect(await tryStaffPin('2468', stored, storage, now)).toEqual({
      unlocked: false,
      problem: BOOTH_TEXTS.pinLocked(1),
      lockedForSeconds: 1,
    });
    clock += 1_000;
    expect(await tryStaffPin('2468', stored, storage, now)).toEqual({ unlocked: true });
  });

  it('says a wrong PIN is wrong, lets the right one in and starts counting again after it', async () => {
    const stored = await hashPin('2468');
    const storage = tabStorage();
    const now = () => NOW;
    for (let attempt = 0; attempt < 4; attempt++) {
      expect(await tryStaffPin('1111', stored, storage, now)).toEqual({
        unlocked: false,
        problem: BOOTH_TEXTS.pinWrong,
        lockedForSeconds: 0,
      });
    }
    expect(await tryStaffPin('2468', stored, storage, now)).toEqual({ unlocked: true });
    expect(await tryStaffPin('1111', stored, storage, now)).toEqual({
      unlocked: false,
      problem: BOOTH_TEXTS.pinWrong,
      lockedForSeconds: 0,
    });
  });
});
