import { keyWasWrong } from '../../abuse/guessLimits.js';
import { apiKeyOf, API_KEY_MESSAGES } from '../../apiKeys/requireApiKey.js';
import { HttpError } from '../../http/errors.js';
import type { StoredBoothDevice } from '../../store/booths/boothTypes.js';
import type { Store } from '../../store/types.js';
import type { Response } from 'express';

/**
 * The booth device whose key sent the request, if it is a device's key. A revoked device's key
 * never works (issue 38, item 6), even one a revocation missed: before pairing and revoking were
 * each one write, a device revoked while it paired could keep a working key.
 */
export async function deviceOfKey(
  store: Store,
  res: Response,
): Promise<StoredBoothDevice | undefined> {
  const device = await store.booths.findDeviceByKey(apiKeyOf(res).id);
  if (device?.revokedAt) {
    await keyWasWrong(res);
    throw new HttpError(401, API_KEY_MESSAGES.revoked);
  }
  return device;
}
