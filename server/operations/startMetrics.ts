import type { BoothSyncer } from '../booth/sync/boothSyncer.js';
import type { Store } from '../store/types.js';
import { watchBoothSync, watchOutbox } from './gauges.js';
import { defineMetrics } from './metricDefinitions.js';
import { enableMetrics } from './metrics.js';
import { processScrape, type Scrape } from './scrape.js';

/**
 * METRICS_TOKEN is set: record from now on, and answer scrapes with this server's figures. Loaded
 * only then, with prom-client (server.ts imports it when asked for).
 */
export function startMetrics(store: Store, boothSync: BoothSyncer | undefined): Scrape {
  const registry = enableMetrics(defineMetrics);
  watchOutbox(registry, store);
  if (boothSync) watchBoothSync(registry, boothSync);
  return processScrape(registry);
}
