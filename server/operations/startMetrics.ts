import type { BoothSyncer } from '../boothSync/boothSyncer.js';
import type { Store } from '../store/types.js';
import { watchBoothSync, watchOutbox } from './gauges.js';
import { enableMetrics } from './metrics.js';
import { processScrape, type Scrape } from './scrape.js';

/** METRICS_TOKEN is set: record from now on, and answer scrapes with this server's figures. */
export function startMetrics(store: Store, boothSync: BoothSyncer | undefined): Scrape {
  const registry = enableMetrics();
  watchOutbox(registry, store);
  if (boothSync) watchBoothSync(registry, boothSync);
  return processScrape(registry);
}
