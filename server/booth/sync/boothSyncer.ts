import {
  MAX_ENTRY_BATCH,
  type BoothLead,
  normalizeSyncUrl,
  type BoothSyncSettingsPayload,
  type BoothSyncStatus,
  type KioskVisitorLinks,
  type WaitlistEntry,
} from '../../../src/shared/index.js';
import type { Store } from '../../store/types.js';
import { describeSyncFailure } from './syncErrors.js';
import { changedLeads, leadInputsOf } from './syncLeads.js';
import { EventInterests } from './eventInterests.js';
import { checkSyncTarget } from './syncRequest.js';
import { sendEntries, type SentBatch } from './sendEntries.js';
import { KeptVisitorLinks } from './keptVisitorLinks.js';
import { syncedCounts, unsyncedBatch } from './localEntries.js';
import {
  readSyncProgress,
  readSyncSettings,
  writeSyncProgress,
  writeSyncSettings,
  type SyncProgress,
  type SyncSettings,
} from './syncFiles.js';

export interface BoothSyncOptions {
  store: Store;
  dataDir: string;
  /** SYNC_URL, SYNC_API_KEY and EVENT_NAME; the panel's saved settings win over them. */
  environment?: Partial<SyncSettings>;
  /** How often to look for new sign-ups once everything is synced. */
  intervalMs: number;
  /** The longest wait between retries after failures (back-off doubles from 1 s up to this). */
  retryMaxMs: number;
  /** WEBHOOK_ALLOW_PRIVATE: the webhook address guard is lifted for the sync address too. */
  allowPrivate: boolean;
  now?: () => Date;
}

/** A request that hangs (a half-open connection) fails after this and is retried. */
const REQUEST_TIMEOUT_MS = 30_000;
const FIRST_RETRY_MS = 1_000;
const clockOf = (options: BoothSyncOptions) => options.now?.() ?? new Date();

/**
 * Pushes a booth's sign-ups to the web deployment (issue 15): unsynced entries in batches of
 * 500, in position order, each with a stable externalId, so a batch sent twice (a lost answer,
 * a crash before the progress was saved) is stored once. It only reads local entries.
 */
export class BoothSyncer {
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private inFlight: AbortController | undefined;
  private failures = 0;
  private lastError: string | null = null;
  /** The first failure since the last sync that went through (issue 44: the admin's banner). */
  private failingSince: Date | null = null;
  private syncing = false;
  private readonly interests: EventInterests;

  private constructor(
    private readonly options: BoothSyncOptions,
    private settings: SyncSettings,
    private progress: SyncProgress,
    private readonly links: KeptVisitorLinks,
  ) {
    this.interests = new EventInterests(options, REQUEST_TIMEOUT_MS);
  }

  static async open(options: BoothSyncOptions): Promise<BoothSyncer> {
    const saved = await readSyncSettings(options.dataDir);
    const settings: SyncSettings = saved ?? {
      url: options.environment?.url ?? '',
      apiKey: options.environment?.apiKey ?? '',
      event: options.environment?.event ?? '',
    };
    const links = await KeptVisitorLinks.open(options.dataDir, () => clockOf(options));
    return new BoothSyncer(options, settings, await readSyncProgress(options.dataDir), links);
  }

  get configured(): boolean {
    return this.settings.url !== '' && this.settings.apiKey !== '';
  }

  /** The event this booth's sign-ups (and their leads) belong to. */
  get event(): string {
    return this.settings.event;
  }

  /** The event's staff as the web last gave them (issue 40, item 5). */
  boothStaff() {
    return this.interests.staff();
  }

  get keySet(): boolean {
    return this.settings.apiKey !== '';
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.inFlight?.abort();
    this.wake?.();
    await this.loop;
  }

  /** Syncs now instead of at the next interval (a new sign-up, the operator's button). */
  syncNow(): void {
    this.failures = 0;
    this.interests.soon();
    this.wake?.();
  }

  /**
   * A visitor's links for the kiosk's thank-you (issue 39, item 3), by their ticket. A sign-up
   * still on its way, with the web answering, is pending and wakes the sync rather than wait for
   * the next round; offline, the thank-you says they come by e-mail.
   */
  visitorLinks(ticket: number): KioskVisitorLinks {
    const links = this.links.linksOf(ticket);
    const pending =
      links === null &&
      this.configured &&
      this.failingSince === null &&
      ticket > this.progress.syncedThroughPosition;
    if (pending) this.wake?.();
    return { links, pending };
  }

  /** Whether a saved key may be kept for this address: only the address it was given for. */
  keepsKeyFor(url: string): boolean {
    return this.keySet && normalizeSyncUrl(url) === this.settings.url;
  }

  /** The webhook address guard on an address the panel is about to save (throws WebhookTargetError). */
  checkTarget(url: string): Promise<void> {
    return checkSyncTarget(url, this.options.allowPrivate);
  }

  async configure(input: BoothSyncSettingsPayload): Promise<void> {
    const url = normalizeSyncUrl(input.url);
    this.settings = {
      url,
      // A new address never inherits the key (issue 24 item 5): the route asks for it again.
      apiKey: input.apiKey || (url && this.keepsKeyFor(url) ? this.settings.apiKey : ''),
      event: input.event,
    };
    await writeSyncSettings(this.options.dataDir, this.settings);
    this.lastError = null;
    this.failingSince = null;
    this.syncNow();
  }

  async status(): Promise<BoothSyncStatus> {
    const { store } = this.options;
    const { synced, total } = await syncedCounts(store, this.progress.syncedThroughPosition);
    return {
      configured: this.configured,
      url: this.settings.url,
      event: this.settings.event,
      keySet: this.keySet,
      synced,
      total,
      erased: this.progress.erasedIds.length,
      lastSyncAt: this.progress.lastSyncAt,
      lastError: this.lastError,
      failingSince: this.failingSince?.toISOString() ?? null,
      syncing: this.syncing,
    };
  }

  private async run(): Promise<void> {
    while (this.running) {
      let delay = this.options.intervalMs;
      if (this.configured) {
        try {
          const more = await this.syncBatch();
          // Sign-ups first; the interests list after, once the web has answered.
          await this.interests.refresh(this.settings);
          this.failures = 0;
          this.lastError = null;
          this.failingSince = null;
          if (more) delay = 0;
        } catch (error) {
          if (!this.running) break;
          this.failures += 1;
          this.lastError = describeSyncFailure(error, this.settings.url);
          this.failingSince ??= clockOf(this.options);
          delay = Math.min(this.options.retryMaxMs, FIRST_RETRY_MS * 2 ** (this.failures - 1));
        }
      }
      if (delay > 0) await this.sleep(delay);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  /** Sends the next batch of new sign-ups, else of changed leads; answers whether more may wait. */
  private async syncBatch(): Promise<boolean> {
    const batch = await unsyncedBatch(this.options.store, this.progress.syncedThroughPosition);
    if (batch.length === 0) {
      const more = await this.syncChangedLeads();
      this.progress = { ...this.progress, lastSyncAt: clockOf(this.options).toISOString() };
      return more;
    }
    this.syncing = true;
    let sent: SentBatch;
    try {
      sent = await this.post(batch);
    } finally {
      this.syncing = false;
    }
    await this.links.keep(sent.visitors);
    this.progress = {
      ...this.withErased(sent.erasedIds),
      syncedThroughPosition: batch[batch.length - 1]!.position,
      lastSyncAt: clockOf(this.options).toISOString(),
    };
    await writeSyncProgress(this.options.dataDir, this.progress);
    return batch.length === MAX_ENTRY_BATCH;
  }

  /**
   * Sends again the synced entries whose lead fields staff changed since (issue 27), with those
   * fields; the web updates the lead and fires entry.qualified once per change.
   */
  private async syncChangedLeads(): Promise<boolean> {
    const { entries, revision, full } = await changedLeads(
      this.options.store,
      this.progress.leadRevision,
      this.progress.syncedThroughPosition,
      MAX_ENTRY_BATCH,
    );
    if (revision === this.progress.leadRevision) return false;
    // A sign-up its owner erased on the web is not sent again, whatever staff change here.
    const erased = new Set(this.progress.erasedIds);
    const changed = entries.filter(({ entry }) => !erased.has(entry.id));
    let erasedIds: number[] = [];
    if (changed.length > 0) {
      this.syncing = true;
      try {
        const sent = await this.post(
          changed.map(({ entry }) => entry),
          new Map(changed.map(({ entry, lead }) => [entry.id, lead])),
        );
        erasedIds = sent.erasedIds;
      } finally {
        this.syncing = false;
      }
    }
    this.progress = { ...this.withErased(erasedIds), leadRevision: revision };
    await writeSyncProgress(this.options.dataDir, this.progress);
    return full;
  }

  /** The progress with the entries the web answered "erased" (issue 38, item 5) among them. */
  private withErased(erasedIds: readonly number[]): SyncProgress {
    if (erasedIds.length === 0) return this.progress;
    const all = new Set([...this.progress.erasedIds, ...erasedIds]);
    return { ...this.progress, erasedIds: [...all] };
  }

  private async post(
    batch: readonly WaitlistEntry[],
    leads?: ReadonlyMap<number, BoothLead>,
  ): Promise<SentBatch> {
    const leadOf = leads ?? (await leadInputsOf(this.options.store, batch));
    this.inFlight = new AbortController();
    const signal = AbortSignal.any([this.inFlight.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]);
    try {
      return await sendEntries(batch, leadOf, {
        settings: this.settings,
        boothId: this.progress.boothId,
        allowPrivate: this.options.allowPrivate,
        signal,
      });
    } finally {
      this.inFlight = undefined;
    }
  }
}
