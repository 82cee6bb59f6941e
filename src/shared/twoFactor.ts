import './zodConfig.js';
import { z } from 'zod';
import { apiPaths } from './apiPaths.js';
import { loginSchema } from './schemas.js';
import { AUTH_TEXTS } from './serverTexts.js';

/** TOTP two-factor sign-in for the admin (issue 20, finding 6): paths, payloads and texts. */
export const twoFactorPaths = {
  /** GET: whether two-factor is on and how many recovery codes are left. */
  status: apiPaths.adminTwoFactor,
  /** POST: a new secret to enrol (kept in the session until confirmed), its QR code. */
  setup: apiPaths.adminTwoFactorSetup,
  /** POST {code}: confirms the enrolment with a code; answers the recovery codes, once. */
  enable: apiPaths.adminTwoFactorEnable,
  /** POST {password, code}: switches two-factor off. */
  disable: apiPaths.adminTwoFactorDisable,
} as const;

export const RECOVERY_CODE_COUNT = 10;

export const TWO_FACTOR_TEXT = {
  codeNeeded: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  wrongCode: 'That code is not valid. Check the time on your phone and try again.',
  noSetup: 'Start the two-factor set-up again: its secret has expired.',
  alreadyOn: 'Two-factor sign-in is on already.',
  notOn: 'Two-factor sign-in is not on.',
  wrongPassword: AUTH_TEXTS.wrongCurrentPassword,
  tooManyCodes: 'Too many wrong codes. Please wait 15 minutes and try again.',
} as const;

/** A 6-digit TOTP code or a recovery code (xxxx-xxxx-xxxx); spaces and dashes are ignored. */
export const secondFactorCodeSchema = z
  .string({ error: TWO_FACTOR_TEXT.codeNeeded })
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, { error: TWO_FACTOR_TEXT.codeNeeded })
      .max(32, { error: TWO_FACTOR_TEXT.wrongCode }),
  );

/** POST /api/login with the second step's code when two-factor is on. */
export const twoFactorLoginSchema = loginSchema.extend({
  code: secondFactorCodeSchema.optional(),
});
export type TwoFactorLoginPayload = z.input<typeof twoFactorLoginSchema>;

/** What POST /api/login answers when the password was right but a code is still needed. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
}

export const enableTwoFactorSchema = z.object({ code: secondFactorCodeSchema });
export const disableTwoFactorSchema = z.object({
  password: z
    .string({ error: TWO_FACTOR_TEXT.wrongPassword })
    .min(1, { error: TWO_FACTOR_TEXT.wrongPassword })
    .max(1024),
  code: secondFactorCodeSchema,
});

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export interface TwoFactorSetup {
  /** Base32, for typing into an app by hand. */
  secret: string;
  otpauthUri: string;
  /** The otpauth URI as a PNG data URL (the CSP allows data: images). */
  qrCode: string;
}

export interface TwoFactorEnabled {
  /** Shown once; the server keeps only their hashes. */
  recoveryCodes: string[];
}
