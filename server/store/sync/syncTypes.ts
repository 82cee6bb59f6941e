import type { ApiEntry, ListEntriesQuery } from '../../../src/shared/index.js';
import type { OutboxDraft, OutboxMessage } from '../loop/loopTypes.js';
import type { NewEntry } from '../entries/entryTypes.js';
import type { StoredApiKey } from '../../apiKeys/apiKeys.js';
import type { StoredWebhookEndpoint } from '../../webhooks/events.js';

// The rules that make keys and events own their records' shapes; the store keeps them.
export type { StoredApiKey, StoredWebhookEndpoint };

export type NewApiKey = Pick<StoredApiKey, 'name' | 'prefix' | 'keyHash' | 'scopes' | 'createdBy'>;

/** The API keys of the web deployment (issue 15). */
export interface ApiKeyStore {
  createApiKey(key: NewApiKey): Promise<StoredApiKey>;
  listApiKeys(): Promise<StoredApiKey[]>;
  /** Answers false when there is no such key; revoking twice keeps the first time. */
  revokeApiKey(id: number): Promise<boolean>;
  findApiKeyByHash(keyHash: string): Promise<StoredApiKey | undefined>;
  /** Counts one use at `at`. */
  recordApiKeyUse(id: number, at: Date): Promise<void>;
}

/** One entry sent through POST /api/v1/entries, with the date the visitor signed up. */
export interface ImportedEntry extends NewEntry {
  externalId: string;
  createdAt: string;
  event: string;
  /** What the consent rests on: the API key that sent the entry (issue 24). */
  consentVersion: string;
}

/**
 * What became of one imported entry: created, or the entry that was there already; and whether
 * the sending key created that entry (now or before), which alone lets it set the entry's lead
 * fields and learn its id and position (issue 38, item 3).
 */
export interface ImportOutcome {
  externalId: string;
  id: number;
  position: number;
  created: boolean;
  createdByKey: boolean;
}

export interface ApiEntryPageResult {
  entries: ApiEntry[];
  /** The id of the last entry on the page when there are more, else null. */
  lastId: number | null;
}

/**
 * Entries from other deployments (a booth) and integrations: an externalId is one entry however
 * often its key sends it, and an address already on the list keeps its entry and its position.
 * ExternalIds are per key (issue 38, item 3): another key's externalId names nothing here.
 */
export interface EntrySyncStore {
  /** Stores the batch `apiKeyId` sent in one durable write; outcomes in the batch's order. */
  importEntries(entries: ImportedEntry[], apiKeyId: number): Promise<ImportOutcome[]>;
  /** The entries `apiKeyId` created, by the externalIds of the key that name them. */
  entriesCreatedByKey(
    apiKeyId: number,
    externalIds: readonly string[],
  ): Promise<Map<string, number>>;
  getApiEntry(id: number): Promise<ApiEntry | undefined>;
  /** Entries by id, after `afterId`. */
  listApiEntries(
    query: Omit<ListEntriesQuery, 'cursor'> & { afterId: number },
  ): Promise<ApiEntryPageResult>;
}

export type NewWebhookEndpoint = Pick<
  StoredWebhookEndpoint,
  'url' | 'description' | 'events' | 'secret'
>;

export type WebhookEndpointPatch = Partial<
  Pick<StoredWebhookEndpoint, 'enabled' | 'failingSince' | 'disabledReason'>
>;

/** Webhook endpoints (issue 15); their deliveries ride the outbox as kind 'webhook'. */
export interface WebhookStore {
  createWebhookEndpoint(endpoint: NewWebhookEndpoint): Promise<StoredWebhookEndpoint>;
  listWebhookEndpoints(): Promise<StoredWebhookEndpoint[]>;
  findWebhookEndpoint(id: number): Promise<StoredWebhookEndpoint | undefined>;
  updateWebhookEndpoint(id: number, patch: WebhookEndpointPatch): Promise<boolean>;
  deleteWebhookEndpoint(id: number): Promise<boolean>;
  /** Enqueues one delivery (a test event) in the outbox. */
  enqueueWebhook(draft: OutboxDraft): Promise<void>;
  /** The endpoint's latest `limit` deliveries (outbox messages of kind 'webhook'), newest first. */
  listWebhookDeliveries(endpointId: number, limit: number): Promise<OutboxMessage[]>;
}
