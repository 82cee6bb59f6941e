import { ipKeyGenerator } from 'express-rate-limit';
import type { AdminSecurityStore } from '../store/adminSecurity/adminSecurityStore.js';
import { AUTH_TEXTS } from '../../src/shared/serverTexts.js';

/**
 * Failed sign-ins slow the guesser down rather than lock the account (issue 20, finding 1).
 * Failures count per username and client network together, per network across usernames, and
 * per username from everywhere; a browser that signed in before (a signed device cookie) skips
 * the username counters and has its own. Past a threshold every further attempt waits, the wait
 * doubling with each failure up to MAX_WAIT_MS. The counters live in the store.
 */
export const FAILURES_PER_USER_NETWORK = 10;
export const FAILURES_PER_NETWORK = 30;
export const FAILURES_PER_USERNAME = 50;
export const FAILURES_PER_DEVICE = 10;
export const FIRST_WAIT_MS = 30_000;
export const MAX_WAIT_MS = 15 * 60_000;
/** A counter no failure has hit for this long starts again from zero. */
export const FORGET_AFTER_MS = 60 * 60_000;
/** IPv6 clients get a /56 each from their provider: one network. IPv4: one /24. */
const IPV6_NETWORK_BITS = 56;

interface ThrottleKey {
  key: string;
  threshold: number;
}

export interface LoginAttempt {
  username: string;
  ip: string | undefined;
  /** The id in a valid device cookie for this username, if the browser sent one. */
  deviceId: string | undefined;
}

/** The client's network: its IPv4 /24 or its IPv6 /56. */
export function networkOf(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/.exec(ip);
  if (v4) return `${v4[1]}.0/24`;
  return ipKeyGenerator(ip, IPV6_NETWORK_BITS);
}

export function throttleKeys({ username, ip, deviceId }: LoginAttempt): ThrottleKey[] {
  const network = networkOf(ip);
  const keys = [{ key: `net:${network}`, threshold: FAILURES_PER_NETWORK }];
  if (deviceId) return [...keys, { key: `device:${deviceId}`, threshold: FAILURES_PER_DEVICE }];
  return [
    ...keys,
    { key: `user:${username}`, threshold: FAILURES_PER_USERNAME },
    { key: `user-net:${username}@${network}`, threshold: FAILURES_PER_USER_NETWORK },
  ];
}

/** How long after its last failure a counter at `failures` holds the next attempt back. */
export function waitAfter(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(FIRST_WAIT_MS * 2 ** Math.min(failures - threshold, 20), MAX_WAIT_MS);
}

/** The throttle's answer, in the words of src/shared/serverTexts.ts. */
export const tooManyLogins = AUTH_TEXTS.tooManyLogins;

export class LoginThrottle {
  constructor(
    private readonly store: AdminSecurityStore,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Milliseconds the attempt must still wait; 0 lets it through. */
  async waitFor(attempt: LoginAttempt): Promise<number> {
    const keys = throttleKeys(attempt);
    const now = this.clock();
    const counts = await this.store.loginFailures(
      keys.map(({ key }) => key),
      now - FORGET_AFTER_MS,
    );
    let wait = 0;
    for (const { key, threshold } of keys) {
      const count = counts.get(key);
      if (!count) continue;
      wait = Math.max(wait, count.lastFailureAt + waitAfter(count.failures, threshold) - now);
    }
    return wait;
  }

  async failed(attempt: LoginAttempt): Promise<void> {
    const now = this.clock();
    const keys = throttleKeys(attempt).map(({ key }) => key);
    await this.store.recordLoginFailure(keys, now, now - FORGET_AFTER_MS);
  }

  /** A success forgives this browser's and this network's failures for the username only. */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    const keys = throttleKeys(attempt)
      .map(({ key }) => key)
      .filter((key) => key.startsWith('user-net:') || key.startsWith('device:'));
    await this.store.clearLoginFailures(keys);
  }
}
