import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { BOOTH_PIN_ITERATIONS, type BoothPinHash } from '../../../src/shared/boothStaff.js';

const derive = promisify(pbkdf2);

/**
 * A person's booth PIN as the server keeps it and the booths get it (issue 40, item 5):
 * PBKDF2-SHA-256 with a random salt, both base64, the form the tablet checks with WebCrypto
 * (src/features/booth/tablet/pin.ts). The PIN itself is never stored nor logged.
 */
export async function hashBoothPin(pin: string): Promise<BoothPinHash> {
  const salt = randomBytes(16);
  const hash = await derive(pin, salt, BOOTH_PIN_ITERATIONS, 32, 'sha256');
  return { pinHash: hash.toString('base64'), pinSalt: salt.toString('base64') };
}

/** Whether `pin` is the one `stored` was made from (a booth's server checks it offline). */
export async function boothPinMatches(pin: string, stored: BoothPinHash): Promise<boolean> {
  const hash = await derive(
    pin,
    Buffer.from(stored.pinSalt, 'base64'),
    BOOTH_PIN_ITERATIONS,
    32,
    'sha256',
  );
  const expected = Buffer.from(stored.pinHash, 'base64');
  return expected.length === hash.length && timingSafeEqual(expected, hash);
}
