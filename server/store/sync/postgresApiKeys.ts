import type { Query } from '../postgres/readQuery.js';
import type { ApiKeyStore, NewApiKey, StoredApiKey } from './syncTypes.js';

export interface ApiKeyRow {
  id: number;
  name: string;
  prefix: string;
  key_hash: string;
  scopes: StoredApiKey['scopes'];
  created_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
  use_count: number;
  created_by: string | null;
}

export const API_KEY_COLUMNS =
  'id, name, prefix, key_hash, scopes, created_at, revoked_at, last_used_at, use_count, created_by';

export function toApiKey(row: ApiKeyRow): StoredApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    keyHash: row.key_hash,
    scopes: row.scopes,
    createdAt: row.created_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    useCount: row.use_count,
    ...(row.created_by === null ? {} : { createdBy: row.created_by }),
  };
}

/** A new key, $1 to $6 as apiKeyValues gives them. */
export const INSERT_API_KEY = `
  INSERT INTO api_keys (name, prefix, key_hash, scopes, created_at, created_by)
  VALUES ($1, $2, $3, $4, $5, $6)
  RETURNING ${API_KEY_COLUMNS}`;

export function apiKeyValues(key: NewApiKey, now: Date): unknown[] {
  return [key.name, key.prefix, key.keyHash, key.scopes, now, key.createdBy ?? null];
}

/** API keys in PostgreSQL (migration 5). */
export class PostgresApiKeys implements ApiKeyStore {
  constructor(
    private readonly query: Query,
    private readonly now: () => Date,
  ) {}

  async createApiKey(key: NewApiKey): Promise<StoredApiKey> {
    const [row] = await this.query<ApiKeyRow>(INSERT_API_KEY, apiKeyValues(key, this.now()));
    return toApiKey(row!);
  }

  async listApiKeys(): Promise<StoredApiKey[]> {
    const rows = await this.query<ApiKeyRow>(`SELECT ${API_KEY_COLUMNS} FROM api_keys ORDER BY id`);
    return rows.map(toApiKey);
  }

  async revokeApiKey(id: number): Promise<boolean> {
    const rows = await this.query(
      'UPDATE api_keys SET revoked_at = coalesce(revoked_at, $2) WHERE id = $1 RETURNING id',
      [id, this.now()],
    );
    return rows.length === 1;
  }

  async findApiKeyByHash(keyHash: string): Promise<StoredApiKey | undefined> {
    const [row] = await this.query<ApiKeyRow>(
      `SELECT ${API_KEY_COLUMNS} FROM api_keys WHERE key_hash = $1`,
      [keyHash],
    );
    return row ? toApiKey(row) : undefined;
  }

  async recordApiKeyUse(id: number, at: Date): Promise<void> {
    await this.query(
      `UPDATE api_keys SET use_count = use_count + 1,
         last_used_at = greatest(coalesce(last_used_at, $2), $2) WHERE id = $1`,
      [id, at],
    );
  }
}
