import { withLoopFields } from '../../loop/entryLifecycle.js';
import { importedLoopFields } from './importMessages.js';
import { apiEntry } from './apiEntry.js';
import { legacyCreator } from './legacyRefs.js';
import type { ApiEntry, WaitlistEntry } from '../../../src/shared/index.js';
import type { OutboxMessage } from '../loop/loopTypes.js';
import type { ImportedEntry, StoredApiKey, StoredWebhookEndpoint } from './syncTypes.js';

/** Which entry an externalId of a key names, and the event label it came with. */
export interface ExternalRef {
  externalId: string;
  entryId: number;
  event: string;
  receivedAt: string;
  /**
   * The key that sent it (issue 38, item 3): null for a ref sent before keys were recorded whose
   * key is not known (legacyRefs.ts), which no key finds again; absent in older data files.
   */
  apiKeyId?: number | null;
  /** Whether this ref's batch created the entry, so that its key may set the lead fields. */
  created?: boolean;
}

/** The journal records of API keys and synced entries (lowdb). */
export type SyncChange =
  | { type: 'apiKey'; key: StoredApiKey }
  | { type: 'apiKeyUse'; id: number; at: string; count: number }
  | { type: 'import'; entries: WaitlistEntry[]; refs: ExternalRef[]; messages?: OutboxMessage[] }
  | { type: 'webhookEndpoint'; endpoint: StoredWebhookEndpoint }
  | { type: 'webhookEndpointRemoved'; id: number };

type Undo = () => void;

/** A ref's place in the index: its key and externalId (a ref of no known key by itself). */
const refKey = (apiKeyId: number | null, externalId: string) => `${apiKeyId ?? ''}:${externalId}`;

/** API keys and externalIds in memory, beside the waitlist's own indexes. */
export class SyncState {
  private apiKeys = new Map<number, StoredApiKey>();
  private keysByHash = new Map<string, StoredApiKey>();
  private refsByKey = new Map<string, ExternalRef>();
  /** The first ref of each entry: the externalId and event the API shows. */
  private refsByEntryId = new Map<number, ExternalRef>();
  /** The key whose batch created each entry it created. */
  private creators = new Map<number, number>();
  nextApiKeyId = 1;
  private webhooks = new Map<number, StoredWebhookEndpoint>();
  nextWebhookId = 1;
  /** Refs of an older data file given their key at this start (legacyRefs.ts). */
  upgradedRefs = 0;

  /** `entryOf`: the entries, for the refs of older data files (legacyRefs.ts). */
  constructor(private readonly entryOf: (id: number) => WaitlistEntry | undefined) {}

  load(
    apiKeys: readonly StoredApiKey[] = [],
    refs: readonly ExternalRef[] = [],
    webhooks: readonly StoredWebhookEndpoint[] = [],
  ): void {
    for (const key of apiKeys) this.applyApiKey(key);
    for (const ref of refs) this.addRef(ref);
    for (const endpoint of webhooks) this.applyWebhook(endpoint);
  }

  webhookList(): StoredWebhookEndpoint[] {
    return [...this.webhooks.values()];
  }

  findWebhook(id: number): StoredWebhookEndpoint | undefined {
    return this.webhooks.get(id);
  }

  applyWebhook(endpoint: StoredWebhookEndpoint): Undo {
    const previous = this.webhooks.get(endpoint.id);
    const previousNext = this.nextWebhookId;
    this.webhooks.set(endpoint.id, endpoint);
    this.nextWebhookId = Math.max(this.nextWebhookId, endpoint.id + 1);
    return () => {
      this.nextWebhookId = previousNext;
      if (previous) this.webhooks.set(endpoint.id, previous);
      else this.webhooks.delete(endpoint.id);
    };
  }

  removeWebhook(id: number): Undo {
    const previous = this.webhooks.get(id);
    this.webhooks.delete(id);
    return () => {
      if (previous) this.webhooks.set(id, previous);
    };
  }

  apiKeyList(): StoredApiKey[] {
    return [...this.apiKeys.values()];
  }

  refList(): ExternalRef[] {
    return [...this.refsByKey.values()];
  }

  findApiKey(id: number): StoredApiKey | undefined {
    return this.apiKeys.get(id);
  }

  findApiKeyByHash(hash: string): StoredApiKey | undefined {
    return this.keysByHash.get(hash);
  }

  /** The ref `apiKeyId` sent as `externalId`: another key's externalIds are not its own. */
  refOf(apiKeyId: number, externalId: string): ExternalRef | undefined {
    return this.refsByKey.get(refKey(apiKeyId, externalId));
  }

  /** The key whose batch created the entry; undefined for an entry no key created. */
  creatorOf(entryId: number): number | undefined {
    return this.creators.get(entryId);
  }

  refOfEntry(entryId: number): ExternalRef | undefined {
    return this.refsByEntryId.get(entryId);
  }

  applyApiKey(key: StoredApiKey): Undo {
    const previous = this.apiKeys.get(key.id);
    const previousNext = this.nextApiKeyId;
    this.apiKeys.set(key.id, key);
    this.keysByHash.set(key.keyHash, key);
    this.nextApiKeyId = Math.max(this.nextApiKeyId, key.id + 1);
    return () => {
      this.nextApiKeyId = previousNext;
      if (previous) {
        this.apiKeys.set(key.id, previous);
        this.keysByHash.set(key.keyHash, previous);
      } else {
        this.apiKeys.delete(key.id);
        this.keysByHash.delete(key.keyHash);
      }
    };
  }

  applyApiKeyUse(id: number, at: string, count: number): Undo {
    const key = this.apiKeys.get(id);
    if (!key) return () => undefined;
    return this.applyApiKey({ ...key, lastUsedAt: at, useCount: key.useCount + count });
  }

  addRef(sent: ExternalRef): Undo {
    const ref = this.withKey(sent);
    const key = refKey(ref.apiKeyId ?? null, ref.externalId);
    if (this.refsByKey.has(key)) return () => undefined;
    this.refsByKey.set(key, ref);
    const firstOfEntry = !this.refsByEntryId.has(ref.entryId);
    if (firstOfEntry) this.refsByEntryId.set(ref.entryId, ref);
    const creates = ref.created === true && ref.apiKeyId != null && !this.creators.has(ref.entryId);
    if (creates) this.creators.set(ref.entryId, ref.apiKeyId!);
    return () => {
      this.refsByKey.delete(key);
      if (firstOfEntry) this.refsByEntryId.delete(ref.entryId);
      if (creates) this.creators.delete(ref.entryId);
    };
  }

  /** A ref of an older data file, given its key and whether it created its entry (once). */
  private withKey(ref: ExternalRef): ExternalRef {
    if (ref.apiKeyId !== undefined) return ref;
    this.upgradedRefs += 1;
    const first = !this.refsByEntryId.has(ref.entryId);
    const creator = first ? legacyCreator(ref, this.entryOf(ref.entryId), this.apiKeyList()) : null;
    return { ...ref, apiKeyId: creator, created: creator !== null };
  }

  /** An erased entry takes its externalIds with it (a re-sent one makes a new entry). */
  dropRefsOf(entryId: number): Undo {
    if (!this.refsByEntryId.has(entryId)) return () => undefined;
    const dropped = [...this.refsByKey].filter(([, ref]) => ref.entryId === entryId);
    for (const [key] of dropped) this.refsByKey.delete(key);
    this.refsByEntryId.delete(entryId);
    this.creators.delete(entryId);
    return () => {
      for (const [, ref] of dropped) this.addRef(ref);
    };
  }

  /** The API's view of an entry: the waitlist fields, its externalId and event. */
  toApiEntry(entry: WaitlistEntry): ApiEntry {
    const ref = this.refsByEntryId.get(entry.id);
    return apiEntry(entry, ref ?? null, updatedAtOf(entry, ref));
  }
}

/** An imported entry as the waitlist stores it: its own date and source, the next id and position. */
export function storedFromImport(
  entry: ImportedEntry,
  id: number,
  position: number,
  referralCode: string,
  receivedAt: string,
): WaitlistEntry {
  // The loop's fields as for an entry stored before the loop (consent as the booth had it), then
  // its status and confirmation as the web side gives them (server/store/sync/importMessages.ts).
  const stored = withLoopFields(
    {
      id,
      firstName: entry.firstName,
      lastName: entry.lastName,
      email: entry.email.trim(),
      company: entry.company,
      hasConsented: entry.hasConsented,
      position,
      createdAt: entry.createdAt,
      source: entry.source,
      referralCode,
    },
    () => referralCode,
  );
  return { ...stored, ...importedLoopFields(entry, receivedAt), updatedAt: receivedAt };
}

/**
 * When an entry was stored or last changed: kept on the entry since issue 15; an entry stored
 * before has its creation or, synced, its arrival.
 */
export function updatedAtOf(entry: WaitlistEntry, ref: ExternalRef | undefined): string {
  if (entry.updatedAt) return entry.updatedAt;
  return ref && ref.receivedAt > entry.createdAt ? ref.receivedAt : entry.createdAt;
}
