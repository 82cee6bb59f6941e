import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT, type TwoFactorSetup } from '../../src/shared/index.js';
import type {
  AdminSecurityStore,
  TwoFactorSettings,
} from '../store/adminSecurity/adminSecurityStore.js';
import type { Device } from './deviceCookie.js';

/**
 * TOTP two-factor sign-in (issue 20, finding 6): RFC 6238 through otplib (SHA-1, 6 digits,
 * 30-second steps, what every authenticator app uses), one step of clock drift either way, each
 * step accepted once; ten recovery codes, each used once and stored only as a SHA-256 hash.
 */
export const TOTP_ISSUER = 'Synapse';
const PERIOD_SECONDS = 30;
/** One step either side: a phone whose clock is up to 30 seconds off still signs in. */
const DRIFT_SECONDS = PERIOD_SECONDS;
/** 20 random bytes, as RFC 4226 recommends (160 bits). */
const SECRET_BYTES = 20;
const RECOVERY_GROUPS = 3;
const RECOVERY_GROUP_LENGTH = 4;
/** Lowercase letters and digits without the look-alikes 0/o, 1/l/i: 31 symbols, ~59 bits a code. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const TOTP_CODE = /^\d{6}$/;

export function newTotpSecret(): string {
  return generateSecret({ length: SECRET_BYTES });
}

/** The secret, its otpauth:// URI and that URI as a QR code for the settings area. */
export async function enrolment(secret: string, username: string): Promise<TwoFactorSetup> {
  const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label: username, secret });
  const qrCode = await QRCode.toDataURL(otpauthUri, {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 256,
  });
  return { secret, otpauthUri, qrCode };
}

/** The time step a TOTP code belongs to when it is right for `secret` now, else undefined. */
export async function totpStep(
  secret: string,
  code: string,
  nowMs: number,
): Promise<number | undefined> {
  if (!TOTP_CODE.test(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: DRIFT_SECONDS,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(RECOVERY_GROUPS * RECOVERY_GROUP_LENGTH);
    const symbols = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
    const groups = [];
    for (let index = 0; index < symbols.length; index += RECOVERY_GROUP_LENGTH) {
      groups.push(symbols.slice(index, index + RECOVERY_GROUP_LENGTH).join(''));
    }
    return groups.join('-');
  });
}

/** Recovery codes are random (not chosen by a person): a fast hash is enough. */
export function hashRecoveryCode(code: string): string {
  const normalised = code.replace(/[\s-]/g, '').toLowerCase();
  return createHash('sha256').update(`synapse-recovery:${normalised}`).digest('base64url');
}

/** A browser that passed the second step since two-factor was switched on is remembered. */
export function isRememberedDevice(device: Device | undefined, settings: TwoFactorSettings) {
  return device !== undefined && device.issuedAt >= settings.enabledAt;
}

export type SecondFactorResult = 'totp' | 'recovery-code' | 'wrong';

/**
 * Checks and consumes a code (already normalised by the shared schema): a TOTP code for a step
 * not used before, or an unused recovery code. The store makes the use atomic, so a code
 * replayed or raced is refused.
 */
export async function consumeSecondFactor(
  store: AdminSecurityStore,
  username: string,
  settings: TwoFactorSettings,
  code: string,
  nowMs: number,
): Promise<SecondFactorResult> {
  if (TOTP_CODE.test(code)) {
    const step = await totpStep(settings.secret, code, nowMs);
    if (step === undefined || step <= settings.lastStep) return 'wrong';
    return (await store.useSecondFactor(username, { step })) ? 'totp' : 'wrong';
  }
  const recoveryCodeHash = hashRecoveryCode(code);
  if (!settings.recoveryCodeHashes.includes(recoveryCodeHash)) return 'wrong';
  return (await store.useSecondFactor(username, { recoveryCodeHash })) ? 'recovery-code' : 'wrong';
}
