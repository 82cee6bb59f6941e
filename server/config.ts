import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { LogSettings } from './logging/logger.js';
import { isPublicAddress } from './webhooks/targetCheck.js';
import { envSchema, parseBackupEvery, parseTrustProxy, splitList } from './configSchema.js';
import type { EntrySource } from '../src/shared/index.js';

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

/** A booth's operator settings (docs/product.md §20 "Booth operations"). */
export interface BoothModeConfig {
  /**
   * KIOSK_PIN: the operator PIN (4 to 8 digits); unset, it is chosen at the first operator sign-in.
   */
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

export { parseBackupEvery, parseTrustProxy };

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

/** The only place that reads process.env (docs/architecture.md#the-layer-rules, 8). */
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
