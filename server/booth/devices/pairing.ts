import { createHash, randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import {
  BOOTH_PAGE_PATH,
  PAIRING_ALPHABET,
  PAIRING_CODE_LENGTH,
  PAIRING_QUERY,
  PAIRING_VALID_MS,
} from '../../../src/shared/boothDevices.js';

/**
 * A pairing code (issue 27): 8 characters of an unambiguous alphabet, drawn with a CSPRNG, valid
 * for 10 minutes and single use. Only its SHA-256 is stored: a code read from the database is of
 * no use. Online, its 25^8 values are what stops guessing: a valid code pairs even from a network
 * past the pairing route's guess limit (issue 38, item 10), which slows only the wrong ones.
 */
export function newPairingCode(now: Date): { code: string; hash: string; expiresAt: string } {
  let code = '';
  for (let index = 0; index < PAIRING_CODE_LENGTH; index += 1) {
    code += PAIRING_ALPHABET[randomInt(PAIRING_ALPHABET.length)];
  }
  return {
    code,
    hash: hashPairingCode(code),
    expiresAt: new Date(now.getTime() + PAIRING_VALID_MS).toISOString(),
  };
}

export function hashPairingCode(code: string): string {
  return createHash('sha256').update(`pairing:${code}`, 'utf8').digest('hex');
}

/** The link the admin's QR code holds: the tablet opens /booth and pairs with the code. */
export function pairingUrl(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}${BOOTH_PAGE_PATH}?${PAIRING_QUERY}=${code}`;
}

/** The pairing link as a QR code the admin shows the tablet. */
export function pairingQrCode(url: string): Promise<string> {
  return QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 256 });
}
