import { z } from 'zod';
import { DEFAULT_BOT_CHECK_DIFFICULTY, MIN_FORM_MS } from './abuse/botCheck.js';
import { LOG_FORMATS, LOG_LEVELS } from './logging/logger.js';
import { DEFAULT_REFERRAL_BOOST, DEFAULT_REFERRAL_DAILY_CAP } from './referrals/rules.js';
import { isEncryptedOrLocal, isPlainText } from '../src/shared/index.js';

/**
 * The environment's variables as server/config.ts reads them: each one's type, default and
 * check, with the message a person reads when a value is wrong.
 */

/** BACKUP_EVERY's units. */
const DURATION_UNITS_MS: Record<string, number> = {
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/** `90s`, `15m`, `1h`, `1d` in milliseconds; `off` is null. */
export function parseBackupEvery(value: string): number | null {
  if (value === 'off') return null;
  const [, count, unit] = /^(\d+)([smhd])$/.exec(value) ?? [];
  return Number(count) * DURATION_UNITS_MS[unit!]!;
}

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value : undefined));

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  SESSION_SECRET: optionalText.refine((value) => value === undefined || value.length >= 16, {
    error: 'SESSION_SECRET must be at least 16 characters long',
  }),
  ADMIN_PASSWORD: optionalText.refine((value) => value === undefined || value.length >= 6, {
    error: 'ADMIN_PASSWORD must be at least 6 characters long',
  }),
  JOIN_RATE_LIMIT: z.coerce.number().int().min(0).default(30),
  REFERRAL_BOOST: z.coerce.number().int().min(0).max(1_000_000).default(DEFAULT_REFERRAL_BOOST),
  REFERRAL_DAILY_CAP: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .default(DEFAULT_REFERRAL_DAILY_CAP),
  FORM_MIN_MS: z.coerce.number().int().min(0).max(600_000).default(MIN_FORM_MS),
  TRUST_PROXY: optionalText,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: optionalText.refine((value) => value === undefined || isPostgresUrl(value), {
    // The value is never echoed: it holds the database password.
    error: 'DATABASE_URL must be a postgres://user:password@host:port/database URL',
  }),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  WEB_ROOT: optionalText,
  ALLOWED_ORIGINS: optionalText,
  PUBLIC_URL: optionalText.refine((value) => value === undefined || isHttpUrl(value), {
    error: 'PUBLIC_URL must be the public address of the site, like https://waitlist.example.com',
  }),
  API_RATE_LIMIT: z.coerce.number().int().min(0).default(600),
  WEBHOOK_ALLOW_PRIVATE: optionalText,
  SYNC_URL: optionalText
    .refine((value) => value === undefined || isHttpUrl(value), {
      error:
        'SYNC_URL must be the web address of the Synapse site, like https://synapse.example.com',
    })
    .refine((value) => value === undefined || isEncryptedOrLocal(value), {
      // The booth's API key travels in every request (issue 24 item 5).
      error:
        'SYNC_URL must start with https:// (http:// only for this computer: localhost, 127.0.0.1 or [::1])',
    }),
  SYNC_API_KEY: optionalText,
  EVENT_NAME: optionalText.refine((value) => value === undefined || isPlainText(value), {
    // Every sign-up carries it to the web, which refuses such an event name (issue 38, item 4).
    error: 'EVENT_NAME must be one line without control characters or text direction marks',
  }),
  KIOSK_PIN: optionalText.refine((value) => value === undefined || /^\d{4,8}$/.test(value), {
    error: 'KIOSK_PIN must be 4 to 8 digits',
  }),
  SYNC_INTERVAL_SECONDS: z.coerce.number().min(0.05).max(3600).default(10),
  SYNC_RETRY_MAX_SECONDS: z.coerce.number().min(0.05).max(3600).default(60),
  SMTP_URL: optionalText.refine((value) => value === undefined || isSmtpUrl(value), {
    // The value is never echoed: it holds the SMTP password.
    error: 'SMTP_URL must be an smtp://user:password@host:port or smtps://... URL',
  }),
  MAIL_FROM: optionalText,
  DOUBLE_OPT_IN: z.enum(['on', 'off', 'true', 'false', '1', '0']).default('on'),
  BOT_CHECK: z.enum(['on', 'off']).default('on'),
  BOT_CHECK_DIFFICULTY: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000_000)
    .default(DEFAULT_BOT_CHECK_DIFFICULTY),
  WIDGET_ORIGINS: optionalText.refine((value) => value === undefined || areOrigins(value), {
    error: 'WIDGET_ORIGINS must be a comma-separated list of origins, like https://www.example.com',
  }),
  // Unset: the admin's setting decides (issue 29, item 4); set, it wins.
  LEADERBOARD: z.enum(['on', 'off']).optional(),
  BACKUP_DIR: optionalText,
  BACKUP_EVERY: optionalText.refine(
    (value) => value === undefined || value === 'off' || /^[1-9]\d*[smhd]$/.test(value),
    { error: 'BACKUP_EVERY must be a duration like 30m, 1h or 1d (s, m, h, d), or off' },
  ),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(100_000).default(24),
  METRICS_TOKEN: optionalText.refine(
    (value) => value === undefined || /^[A-Za-z0-9._~+/=-]{16,512}$/.test(value),
    {
      // The value is never echoed: it is a secret.
      error:
        'METRICS_TOKEN must be 16 to 512 characters: letters, digits and - . _ ~ + / = (no spaces)',
    },
  ),
  LOG_LEVEL: optionalText.pipe(z.enum(LOG_LEVELS).default('info')),
  LOG_FORMAT: optionalText.pipe(z.enum(LOG_FORMATS).optional()),
  INVITE_REDIRECT_URL: optionalText.refine(
    (value) => value === undefined || /^https?:\/\/[^/]/.test(value),
    { error: 'INVITE_REDIRECT_URL must be a web address (http:// or https://)' },
  ),
});

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Each comma-separated part is an http(s) origin: scheme, host and port, no path. */
function areOrigins(value: string): boolean {
  return splitList(value).every((part) => {
    try {
      const url = new URL(part);
      return ['http:', 'https:'].includes(url.protocol) && url.origin === part.replace(/\/$/, '');
    } catch {
      return false;
    }
  });
}

export function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'postgres:' || url.protocol === 'postgresql:';
  } catch {
    return false;
  }
}

/** Express accepts true/false, a hop count, or a list of addresses and subnets. */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
