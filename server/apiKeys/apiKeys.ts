import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, type ApiKeyScope, type ApiKeySummary } from '../../src/shared/index.js';

/** An API key as stored: only the SHA-256 of the key, never the key. */
export interface StoredApiKey {
  id: number;
  name: string;
  prefix: string;
  keyHash: string;
  scopes: ApiKeyScope[];
  createdAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  useCount: number;
  /** The username of the person who made it (issue 40): removing them revokes it. */
  createdBy?: string;
}

/** 32 random bytes as base64url: 43 characters after `syn_` (docs/product.md §18: at least 32). */
const KEY_BYTES = 32;
/** How much of a key the dashboard shows to tell keys apart: `syn_` and 6 characters. */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 6;

/**
 * A new key and what is stored of it. A key carries 256 random bits, so a fast hash (SHA-256)
 * is as safe as a slow one here and lets every request find its key with one index lookup.
 */
export function generateApiKey(): { key: string; prefix: string; keyHash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(KEY_BYTES).toString('base64url')}`;
  return { key, prefix: key.slice(0, SHOWN_PREFIX_LENGTH), keyHash: hashApiKey(key) };
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** What an entry sent with this key records as its consent's evidence (issue 24). */
export function consentEvidence(key: Pick<StoredApiKey, 'name'>): string {
  return `API key "${key.name}"`;
}

export function toSummary(key: StoredApiKey): ApiKeySummary {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes,
    createdAt: key.createdAt,
    revokedAt: key.revokedAt,
    lastUsedAt: key.lastUsedAt,
    useCount: key.useCount,
  };
}
