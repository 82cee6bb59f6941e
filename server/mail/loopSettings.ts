import type { AppConfig, LoopConfig } from '../config.js';
import { log } from '../logging/logger.js';
import { ADMIN_PROBLEM_TEXTS } from '../../src/shared/adminProblems.js';

/** The loop's settings with their defaults applied (docs/loop.md "The waitlist loop"). */
export interface LoopSettings {
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The base of every link in a message, without a trailing slash. */
  publicUrl: string;
  doubleOptIn: boolean;
  /** Where an invite link leads; unset: our /welcome page. */
  inviteRedirectUrl: string | undefined;
  retryBaseMs: number;
  maxAttempts: number;
}

/** The first retry after this; each next one waits twice as long (at most RETRY_MAX_MS). */
export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 60 * 60 * 1000;
/** A message that failed this many times is parked for the admin (about 4 hours of retries). */
export const MAX_ATTEMPTS = 10;

/** The host of the last PUBLIC_URL seen: the settings are read on every join. */
let lastHost: { url: string; hostname: string } | undefined;
function hostnameOf(url: string): string {
  if (lastHost?.url !== url) lastHost = { url, hostname: new URL(url).hostname };
  return lastHost.hostname;
}

export function loopSettings(config: LoopConfig | undefined, port: number): LoopSettings {
  const publicUrl = config?.publicUrl ?? `http://localhost:${port}`;
  return {
    smtpUrl: config?.smtpUrl,
    mailFrom: config?.mailFrom ?? `Synapse <no-reply@${hostnameOf(publicUrl)}>`,
    publicUrl,
    doubleOptIn: config?.doubleOptIn ?? true,
    inviteRedirectUrl: config?.inviteRedirectUrl,
    retryBaseMs: config?.retryBaseMs ?? RETRY_BASE_MS,
    maxAttempts: config?.maxAttempts ?? MAX_ATTEMPTS,
  };
}

/**
 * In production, links the product writes must start at PUBLIC_URL (issue 44 item 2): unset, they
 * point at http://localhost:PORT, which no visitor can open. The server says so at start and the
 * admin shows it among its problems (server/routes/adminProblems.ts). A booth is left out: its visitors follow no link it writes (the web sends mail).
 */
export function publicUrlMissing(
  config: Pick<AppConfig, 'production' | 'publicUrl' | 'booth'>,
): boolean {
  return config.production && !config.publicUrl && !config.booth;
}

/** The start's one warning line when publicUrlMissing: the process's entry calls it once. */
export function warnWithoutPublicUrl(
  config: Pick<AppConfig, 'production' | 'publicUrl' | 'booth'>,
): void {
  if (publicUrlMissing(config)) log.warn(ADMIN_PROBLEM_TEXTS.publicUrl);
}
