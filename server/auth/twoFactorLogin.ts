import type { Request } from 'express';
import { TWO_FACTOR_TEXT } from '../../src/shared/index.js';
import { audit } from '../audit/audit.js';
import { HttpError } from '../http/errors.js';
import type { Store } from '../store/types.js';
import type { Device } from './deviceCookie.js';
import type { LoginAttempt, LoginThrottle } from './loginThrottle.js';
import { sessionClock } from './session.js';
import { consumeSecondFactor, isRememberedDevice } from './twoFactor.js';

export interface SecondStep {
  store: Store;
  throttle: LoginThrottle;
  req: Request;
  username: string;
  device: Device | undefined;
  attempt: LoginAttempt;
  code: string | undefined;
}

/**
 * The sign-in's second step, after a right password: 'done' when two-factor is off, the browser
 * is remembered or the code is right; 'code-needed' when no code came yet. A wrong code counts
 * as a failed sign-in (the same throttle as passwords) and is audited.
 */
export async function secondStep({
  store,
  throttle,
  req,
  username,
  device,
  attempt,
  code,
}: SecondStep): Promise<'done' | 'code-needed'> {
  const settings = await store.getTwoFactor(username);
  if (!settings || isRememberedDevice(device, settings)) return 'done';
  if (code === undefined) return 'code-needed';
  const used = await consumeSecondFactor(store, username, settings, code, sessionClock(req));
  if (used === 'wrong') {
    await throttle.failed(attempt);
    await audit(store, { action: 'two-factor-failed', req, actor: username, detail: 'sign-in' });
    throw new HttpError(401, TWO_FACTOR_TEXT.wrongCode, { code: TWO_FACTOR_TEXT.wrongCode });
  }
  if (used === 'recovery-code') {
    const left = settings.recoveryCodeHashes.length - 1;
    await audit(store, {
      action: 'recovery-code-used',
      req,
      actor: username,
      detail: `${left} recovery code${left === 1 ? '' : 's'} left`,
    });
  }
  return 'done';
}
