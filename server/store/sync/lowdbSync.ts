import type { JoinState } from '../entries/lowdbEntryChanges.js';
import type { AreaEngine } from '../lowdb/engineTypes.js';
import type { OutboxChange } from '../loop/lowdbOutboxState.js';
import type { OutboxDraft, OutboxMessage } from '../loop/loopTypes.js';
import type {
  ApiEntryPageResult,
  ApiKeyStore,
  EntrySyncStore,
  ImportedEntry,
  ImportOutcome,
  NewApiKey,
  NewWebhookEndpoint,
  StoredApiKey,
  StoredWebhookEndpoint,
  WebhookEndpointPatch,
  WebhookStore,
} from './syncTypes.js';
import { listApiEntries, planApiKey, planImport } from './lowdbSyncPlans.js';
import type { SyncChange } from './lowdbSyncState.js';

/** API keys, synced entries and webhooks on lowdb (issue 15), written through the engine's journal. */
export class LowdbSync implements ApiKeyStore, EntrySyncStore, WebhookStore {
  constructor(private readonly engine: AreaEngine<JoinState, SyncChange | OutboxChange>) {}

  private get state() {
    return this.engine.state;
  }

  importEntries(entries: ImportedEntry[], apiKeyId: number): Promise<ImportOutcome[]> {
    return this.engine.mutate((state) => planImport(state, entries, apiKeyId, this.engine.now()));
  }

  async entriesCreatedByKey(apiKeyId: number, externalIds: readonly string[]) {
    const found = new Map<string, number>();
    for (const externalId of externalIds) {
      const ref = this.state.sync.refOf(apiKeyId, externalId);
      if (ref && this.state.sync.creatorOf(ref.entryId) === apiKeyId) {
        found.set(externalId, ref.entryId);
      }
    }
    return found;
  }

  async getApiEntry(id: number) {
    const entry = this.state.findEntry(id);
    return entry ? this.state.sync.toApiEntry(entry) : undefined;
  }

  async listApiEntries(query: {
    afterId: number;
    limit: number;
    updatedSince?: string;
  }): Promise<ApiEntryPageResult> {
    return listApiEntries(this.state, query);
  }

  createApiKey(key: NewApiKey): Promise<StoredApiKey> {
    return this.engine.mutate((state) => {
      const stored = planApiKey(state.sync, key, this.engine.now());
      return { change: { type: 'apiKey', key: stored }, result: stored };
    });
  }

  revokeApiKey(id: number): Promise<boolean> {
    return this.engine.mutate((state) => {
      const key = state.sync.findApiKey(id);
      if (!key) return { change: null, result: false };
      if (key.revokedAt) return { change: null, result: true };
      const revoked = { ...key, revokedAt: this.engine.now().toISOString() };
      return { change: { type: 'apiKey', key: revoked }, result: true };
    });
  }

  async recordApiKeyUse(id: number, at: Date): Promise<void> {
    await this.engine.mutate(() => ({
      change: { type: 'apiKeyUse', id, at: at.toISOString(), count: 1 },
      result: undefined,
    }));
  }

  async listApiKeys(): Promise<StoredApiKey[]> {
    return this.state.sync.apiKeyList();
  }

  async findApiKeyByHash(keyHash: string): Promise<StoredApiKey | undefined> {
    return this.state.sync.findApiKeyByHash(keyHash);
  }

  createWebhookEndpoint(endpoint: NewWebhookEndpoint): Promise<StoredWebhookEndpoint> {
    return this.engine.mutate((state) => {
      const stored: StoredWebhookEndpoint = {
        ...endpoint,
        id: state.sync.nextWebhookId,
        enabled: true,
        createdAt: this.engine.now().toISOString(),
        failingSince: null,
        disabledReason: null,
      };
      return { change: { type: 'webhookEndpoint', endpoint: stored }, result: stored };
    });
  }

  async listWebhookEndpoints(): Promise<StoredWebhookEndpoint[]> {
    return this.state.sync.webhookList();
  }

  async findWebhookEndpoint(id: number): Promise<StoredWebhookEndpoint | undefined> {
    return this.state.sync.findWebhook(id);
  }

  updateWebhookEndpoint(id: number, patch: WebhookEndpointPatch): Promise<boolean> {
    return this.engine.mutate((state) => {
      const endpoint = state.sync.findWebhook(id);
      if (!endpoint) return { change: null, result: false };
      return {
        change: { type: 'webhookEndpoint', endpoint: { ...endpoint, ...patch } },
        result: true,
      };
    });
  }

  deleteWebhookEndpoint(id: number): Promise<boolean> {
    return this.engine.mutate((state) => {
      if (!state.sync.findWebhook(id)) return { change: null, result: false };
      return { change: { type: 'webhookEndpointRemoved', id }, result: true };
    });
  }

  async enqueueWebhook(draft: OutboxDraft): Promise<void> {
    await this.engine.mutate((state) => ({
      change: { type: 'outbox', message: state.outbox.plan(draft, this.engine.now(), 0) },
      result: undefined,
    }));
  }

  async listWebhookDeliveries(endpointId: number, limit: number): Promise<OutboxMessage[]> {
    return this.state.outbox.webhookDeliveries(endpointId, limit);
  }
}
