import { Gauge, type Registry } from 'prom-client';
import type { BoothSyncer } from '../booth/sync/boothSyncer.js';
import { log } from '../logging/logger.js';
import type { OutboxBacklog } from '../store/loop/loopTypes.js';
import type { Store } from '../store/types.js';
import { READINESS_TIMEOUT_MS } from './readiness.js';

/** What the gauges read at each scrape: the latest server's store and booth sync in the process. */
const sources: { store?: Store; boothSync?: BoothSyncer } = {};

/**
 * A scrape reads the backlog once for both outbox gauges: their collects start side by side and
 * share the read in flight.
 */
let backlogRead: Promise<OutboxBacklog | null> | undefined;

function outboxBacklog(): Promise<OutboxBacklog | null> {
  const store = sources.store;
  if (!store) return Promise.resolve(null);
  backlogRead ??= within(store.outboxBacklog(), READINESS_TIMEOUT_MS)
    .catch((error: unknown) => {
      // The figures stay as last read; /readyz says the store is away.
      log.debug({ err: error }, 'The outbox could not be read for /metrics');
      return null;
    })
    .finally(() => (backlogRead = undefined));
  return backlogRead;
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The outbox's gauges. Every worker reads the same database: the cluster's figure is the
 * workers' largest, not their sum.
 */
export function watchOutbox(registry: Registry, store: Store): void {
  sources.store = store;
  backlogRead = undefined;
  if (registry.getSingleMetric('synapse_outbox_pending')) return;
  new Gauge({
    name: 'synapse_outbox_pending',
    help: 'Outbox messages (e-mails and webhook deliveries) waiting to be sent.',
    registers: [registry],
    aggregator: 'max',
    async collect() {
      const backlog = await outboxBacklog();
      if (backlog) this.set(backlog.pending);
    },
  });
  new Gauge({
    name: 'synapse_outbox_oldest_pending_age_seconds',
    help: 'How long the oldest pending outbox message has waited, in seconds (0: none waits).',
    registers: [registry],
    aggregator: 'max',
    async collect() {
      const backlog = await outboxBacklog();
      if (!backlog) return;
      const queued = backlog.oldestCreatedAt ? Date.parse(backlog.oldestCreatedAt) : Date.now();
      this.set(Math.max(0, (Date.now() - queued) / 1000));
    },
  });
}

/** A booth's push to the web (embedded store): what waits, and when a push last went through. */
export function watchBoothSync(registry: Registry, boothSync: BoothSyncer): void {
  sources.boothSync = boothSync;
  if (registry.getSingleMetric('synapse_booth_sync_pending')) return;
  const status = () => sources.boothSync!.status();
  new Gauge({
    name: 'synapse_booth_sync_pending',
    help: 'Sign-ups of this booth not yet pushed to the web deployment.',
    registers: [registry],
    async collect() {
      // Every embedded store has a syncer; one with nowhere to push has nothing waiting.
      const { configured, total, synced } = await status();
      this.set(configured ? Math.max(0, total - synced) : 0);
    },
  });
  new Gauge({
    name: 'synapse_booth_sync_last_success_timestamp_seconds',
    help: 'When the booth was last in sync: a push went through, or none waited (Unix s; 0: never).',
    registers: [registry],
    async collect() {
      const { lastSyncAt } = await status();
      this.set(lastSyncAt ? Date.parse(lastSyncAt) / 1000 : 0);
    },
  });
}
