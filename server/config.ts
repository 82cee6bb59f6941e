import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_BOT_CHECK_DIFFICULTY, MIN_FORM_MS } from './abuse/botCheck.js';
import { LOG_FORMATS, LOG_LEVELS, type LogSettings } from './logging/logger.js';
import { DEFAULT_REFERRAL_BOOST, DEFAULT_REFERRAL_DAILY_CAP } from './referrals/rules.js';
import { isPublicAddress } from './webhooks/targetCheck.js';
import { isEncryptedOrLocal, isPlainText, type EntrySource } from '../src/shared/index.js';

/** What the Express app needs; the kiosk and the tests build it directly. */
export interface AppConfig {
  production: boolean;
  /** Joins per minute per client IP; 0 turns the limit off (the kiosk). */
  joinRateLimit: number;
  /** Places each counted referral moves its referrer up the line (issue 14); 0 turns referrals off. */
  referralBoost: number;
  /**
   * Referrals that count per referrer and UTC day (issue 24); the rest wait in the review queue.
   * 0 sets no cap; unset, 10.
   */
  referralDailyCap?: number;
  /** The sign-up form's minimum time from render to submit; faster ones are held for review. */
  formMinMs: number;
  /** Express's "trust proxy" setting, for the client IP behind a reverse proxy. */
  trustProxy: boolean | number | string;
  /** Source recorded for form sign-ups: "form" on the web, "kiosk" at a booth. */
  formSource: Extract<EntrySource, 'form' | 'kiosk'>;
  /** The built site to serve, or null for an API-only server. */
  webRoot: string | null;
  sessionSecret: string;
  /** Allowed Origin values for state-changing calls besides the server's own host. */
  extraOrigins: string[];
  /** /api/v1 requests per minute per API key; 0 turns the limit off (default 600). */
  apiRateLimit?: number;
  /** Webhook targets may be private, loopback or link-local addresses (WEBHOOK_ALLOW_PRIVATE). */
  webhookAllowPrivate?: boolean;
  /** A lowdb deployment's push of its sign-ups to a web deployment (issue 15). */
  boothSync?: BoothSyncConfig;
  /** PUBLIC_URL: the site's public origin (https://...), allowed for state-changing calls. */
  publicUrl?: string | null;
  /** The admin sessions' clock (tests move it); Date.now when unset. */
  now?: () => number;
  /** The waitlist loop's mail and links (issue 13); unset fields take server/mail/loopSettings.ts defaults. */
  loop?: LoopConfig;
  /** Set when this server is a booth (the Electron kiosk or `npm run booth`): the operator's PIN rules. */
  booth?: BoothModeConfig;
  /**
   * BOT_CHECK and BOT_CHECK_DIFFICULTY (issue 29): joins carry a solved proof-of-work challenge,
   * whose counter is drawn below `difficulty`, or are held. Unset (tests, tools): off.
   */
  botCheck?: { difficulty: number };
  /** WIDGET_ORIGINS (issue 29): origins whose pages may embed the sign-up (widget, /embed). */
  widgetOrigins?: string[];
  /** LEADERBOARD (issue 29): the public leaderboard (/leaderboard, GET /api/leaderboard). */
  leaderboard?: boolean;
  /** METRICS_TOKEN (issue 41): GET /metrics answers only this bearer token; unset, it is off (404). */
  metricsToken?: string;
}

/** A booth's operator settings (DECISIONS "Booth operations"). */
export interface BoothModeConfig {
  /** KIOSK_PIN: the operator PIN (4 to 8 digits); unset, it is chosen at the first operator sign-in. */
  pin?: string;
  /** How long exit's last push waits for the web (EXIT_PUSH_MS; tests shorten it). */
  exitPushMs?: number;
}

/** SMTP_URL, MAIL_FROM, PUBLIC_URL, DOUBLE_OPT_IN, INVITE_REDIRECT_URL (issue 13). */
export interface LoopConfig {
  smtpUrl?: string;
  mailFrom?: string;
  publicUrl?: string;
  doubleOptIn?: boolean;
  inviteRedirectUrl?: string;
  /** The sender's retry timing (tests shorten it). */
  retryBaseMs?: number;
  maxAttempts?: number;
}

export interface BoothSyncConfig {
  url?: string;
  apiKey?: string;
  event?: string;
  intervalMs: number;
  retryMaxMs: number;
}

/** What the server process needs besides the app's config. */
export interface ServerConfig extends Omit<AppConfig, 'sessionSecret'> {
  port: number;
  host: string;
  dataDir: string;
  sessionSecret: string | undefined;
  adminPassword: string | undefined;
  databaseUrl: string | undefined;
  workers: number;
  /** KIOSK_PIN, used only when the server runs as a booth (server/booth/kiosk/boothConfig.ts). */
  kioskPin?: string;
  /** LOG_LEVEL and LOG_FORMAT: the process's entry configures the log with them (logging/logger.ts). */
  log?: LogSettings;
  /** BACKUP_DIR, BACKUP_EVERY and BACKUP_KEEP: the embedded store's backups (server/backups/). */
  backups?: BackupConfig;
}

export interface BackupConfig {
  /** BACKUP_DIR: where backups go (`npm run backup`'s folder when it names none). */
  dir: string;
  /** BACKUP_EVERY: the server backs itself up this often; null: only `npm run backup` does. */
  everyMs: number | null;
  /** BACKUP_KEEP: the scheduled backups keep the newest this many in `dir` (default 24). */
  keep: number;
}

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

const envSchema = z.object({
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

function splitList(value: string | undefined): string[] {
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

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * The webhook address guard on SYNC_URL where it can decide at start-up (an IP address); a host
 * name is checked by the syncer each time it connects.
 */
function checkSyncAddress(syncUrl: string | undefined, allowPrivate: boolean): void {
  if (!syncUrl || allowPrivate) return;
  const host = new URL(syncUrl).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !isPublicAddress(host)) {
    throw new ConfigError(
      `Invalid configuration: SYNC_URL points to ${host}, a private, loopback or link-local ` +
        'address; set WEBHOOK_ALLOW_PRIVATE=true to sync to a private network.',
    );
  }
}

/** Where the log goes decides its format unless LOG_FORMAT does: readable lines on a terminal. */
function logSettings(
  level: LogSettings['level'],
  format: LogSettings['format'] | undefined,
  stdoutIsTty: boolean,
): LogSettings {
  return { level, format: format ?? (stdoutIsTty ? 'pretty' : 'json') };
}

/**
 * LOG_LEVEL and LOG_FORMAT alone, before the rest of the configuration is read, so that even a
 * configuration error is logged in the format asked for. An invalid value counts as unset here;
 * loadConfig refuses it by name.
 */
export function loadLogSettings(
  env: NodeJS.ProcessEnv = process.env,
  stdoutIsTty = Boolean(process.stdout.isTTY),
): LogSettings {
  const level = envSchema.shape.LOG_LEVEL.safeParse(env.LOG_LEVEL);
  const format = envSchema.shape.LOG_FORMAT.safeParse(env.LOG_FORMAT);
  return logSettings(
    level.success ? level.data : 'info',
    format.success ? format.data : undefined,
    stdoutIsTty,
  );
}

/** The only place that reads process.env (STYLE "Folders show the architecture"). */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  stdoutIsTty = Boolean(process.stdout.isTTY),
): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  if (vars.WORKERS > 1 && !vars.DATABASE_URL) {
    throw new ConfigError(
      `WORKERS=${vars.WORKERS} needs DATABASE_URL: without it the waitlist lives in one JSON file ` +
        'in DATA_DIR, which only one process can own. Set DATABASE_URL to a PostgreSQL database ' +
        'to run several workers, or leave WORKERS at 1.',
    );
  }
  const backups = backupConfig(vars);
  const webhookAllowPrivate = ['1', 'true', 'yes'].includes(vars.WEBHOOK_ALLOW_PRIVATE ?? '');
  checkSyncAddress(vars.SYNC_URL, webhookAllowPrivate);
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: resolve(vars.DATA_DIR),
    sessionSecret: vars.SESSION_SECRET,
    adminPassword: vars.ADMIN_PASSWORD,
    databaseUrl: vars.DATABASE_URL,
    workers: vars.WORKERS,
    kioskPin: vars.KIOSK_PIN,
    log: logSettings(vars.LOG_LEVEL, vars.LOG_FORMAT, stdoutIsTty),
    backups,
    metricsToken: vars.METRICS_TOKEN,
    production: vars.NODE_ENV === 'production',
    joinRateLimit: vars.JOIN_RATE_LIMIT,
    referralBoost: vars.REFERRAL_BOOST,
    referralDailyCap: vars.REFERRAL_DAILY_CAP,
    formMinMs: vars.FORM_MIN_MS,
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    formSource: 'form',
    webRoot: resolve(vars.WEB_ROOT ?? 'dist/web'),
    apiRateLimit: vars.API_RATE_LIMIT,
    webhookAllowPrivate,
    boothSync: {
      url: vars.SYNC_URL?.replace(/\/+$/, ''),
      apiKey: vars.SYNC_API_KEY,
      event: vars.EVENT_NAME,
      intervalMs: vars.SYNC_INTERVAL_SECONDS * 1000,
      retryMaxMs: vars.SYNC_RETRY_MAX_SECONDS * 1000,
    },
    publicUrl: vars.PUBLIC_URL ? new URL(vars.PUBLIC_URL).origin : null,
    loop: {
      smtpUrl: vars.SMTP_URL,
      mailFrom: vars.MAIL_FROM,
      publicUrl: vars.PUBLIC_URL?.replace(/\/+$/, ''),
      doubleOptIn: ['on', 'true', '1'].includes(vars.DOUBLE_OPT_IN),
      inviteRedirectUrl: vars.INVITE_REDIRECT_URL,
    },
    botCheck: vars.BOT_CHECK === 'on' ? { difficulty: vars.BOT_CHECK_DIFFICULTY } : undefined,
    // Each unset: the admin's growth settings decide (server/growth/growthSettings.ts).
    widgetOrigins:
      vars.WIDGET_ORIGINS === undefined
        ? undefined
        : splitList(vars.WIDGET_ORIGINS).map((origin) => new URL(origin).origin),
    leaderboard: vars.LEADERBOARD === undefined ? undefined : vars.LEADERBOARD === 'on',
    extraOrigins: (vars.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}

/**
 * BACKUP_DIR and BACKUP_EVERY: backups are of the embedded store's data folder; PostgreSQL has its
 * own tools (pg_dump), which know a live database.
 */
function backupConfig(vars: z.output<typeof envSchema>): BackupConfig | undefined {
  const everyMs = vars.BACKUP_EVERY === undefined ? null : parseBackupEvery(vars.BACKUP_EVERY);
  if (everyMs !== null && vars.DATABASE_URL) {
    throw new ConfigError(
      'BACKUP_EVERY backs up the embedded store, and DATABASE_URL is set: back PostgreSQL up with ' +
        'pg_dump instead (docs/deployment.md), and unset BACKUP_EVERY.',
    );
  }
  if (everyMs !== null && !vars.BACKUP_DIR) {
    throw new ConfigError('BACKUP_EVERY needs BACKUP_DIR: the folder the backups go into.');
  }
  if (!vars.BACKUP_DIR) return undefined;
  return { dir: resolve(vars.BACKUP_DIR), everyMs, keep: vars.BACKUP_KEEP };
}

/** `npm run booth`'s environment: the process's, with the booth's own data folder by default. */
export function boothToolEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, DATA_DIR: env.DATA_DIR ?? './booth-data', WEB_ROOT: env.WEB_ROOT ?? 'dist/web' };
}
