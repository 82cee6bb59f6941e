import './zodConfig.js';
import { z } from 'zod';
import { API_KEY_PREFIX, API_MESSAGES, eventNameSchema } from './apiV1.js';

/** The kiosk's "Sync to web" panel (issue 15). */
export const BOOTH_SYNC_MESSAGES = {
  url: 'Enter the web address of the Synapse site, such as https://synapse.example.com.',
  apiKey: `Enter the API key from the web dashboard: it starts with ${API_KEY_PREFIX}.`,
  event: API_MESSAGES.event,
  keyNeeded: 'Enter the API key too: this booth has none yet.',
  keyForNewUrl:
    'Enter the API key again for the new web address: a saved key is only ever sent to the address it was entered with.',
  https:
    'Use an https:// address: the API key must not cross the network unencrypted (http:// only for this computer: localhost, 127.0.0.1 or [::1]).',
} as const;

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** This computer: localhost, 127.0.0.0/8 or ::1 (the URL parser has already normalised the host). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * The key travels in every request: https, or plain http that never leaves this computer (issue 24
 * item 5). Only for a valid web address; an invalid one is refused by isWebAddress first.
 */
export function isEncryptedOrLocal(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  } catch {
    return true;
  }
}

/** The address as the booth keeps it: trimmed, without trailing slashes. */
export function normalizeSyncUrl(value: string): string {
  return value.trim().replace(/\/+$/, '');
}

/**
 * An empty url turns syncing off; an empty or absent apiKey keeps the saved one, for the same
 * address only (the admin route refuses a new address without its key).
 */
export const boothSyncSettingsSchema = z.object({
  url: z
    .string({ error: BOOTH_SYNC_MESSAGES.url })
    .trim()
    .max(500, BOOTH_SYNC_MESSAGES.url)
    .refine((value) => value === '' || isWebAddress(value), BOOTH_SYNC_MESSAGES.url)
    .refine((value) => value === '' || isEncryptedOrLocal(value), BOOTH_SYNC_MESSAGES.https),
  apiKey: z
    .string({ error: BOOTH_SYNC_MESSAGES.apiKey })
    .trim()
    .max(200, BOOTH_SYNC_MESSAGES.apiKey)
    .refine((value) => value === '' || value.startsWith(API_KEY_PREFIX), BOOTH_SYNC_MESSAGES.apiKey)
    .optional()
    .default(''),
  event: eventNameSchema.optional().default(''),
});
export type BoothSyncSettingsInput = z.input<typeof boothSyncSettingsSchema>;
export type BoothSyncSettingsPayload = z.output<typeof boothSyncSettingsSchema>;

/** What the operator sees: never the key itself. */
export interface BoothSyncStatus {
  /** A web address and a key are set. */
  configured: boolean;
  url: string;
  event: string;
  keySet: boolean;
  /** Local entries on the web, and all local entries. */
  synced: number;
  total: number;
  /** Local entries the web answered "erased" (issue 38, item 5): never sent again. */
  erased: number;
  lastSyncAt: string | null;
  /** The last failure in words, null once a sync went through. */
  lastError: string | null;
  /** When the failures began (ISO), null once a sync went through. */
  failingSince: string | null;
  syncing: boolean;
}
