import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** One scrape's answer: the registry's text and its content type. */
export type Scrape = () => Promise<{ contentType: string; text: string }>;

/** A worker's request to the primary, and the primary's answer (WORKERS > 1). */
const SCRAPE_REQUEST = 'synapse:metrics-scrape';
const SCRAPE_ANSWER = 'synapse:metrics-scraped';
/** prom-client's primary waits 5 s for every worker; a worker waits a little longer for it. */
const SCRAPE_TIMEOUT_MS = 6_000;

interface ScrapeMessage {
  type?: string;
  id?: string;
  text?: string;
  contentType?: string;
  error?: string;
}

/**
 * This process's scrape: its own registry, or with WORKERS > 1 the sum of every worker's, which
 * the primary gathers (prom-client's AggregatorRegistry): one scrape covers the whole server.
 */
export function processScrape(registry: Registry): Scrape {
  if (!cluster.isWorker) {
    return async () => ({ contentType: registry.contentType, text: await registry.metrics() });
  }
  // Answers the primary's requests for this worker's figures with this registry.
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry();
  return () => askPrimary();
}

function askPrimary(): Promise<{ contentType: string; text: string }> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const onMessage = (message: ScrapeMessage) => {
      if (message?.type !== SCRAPE_ANSWER || message.id !== id) return;
      done();
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve({ contentType: message.contentType!, text: message.text! });
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('The primary process did not gather the workers’ metrics in time'));
    }, SCRAPE_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    process.on('message', onMessage);
    process.send!({ type: SCRAPE_REQUEST, id });
  });
}

/** The primary of WORKERS > 1: gathers every worker's figures when one of them is scraped. */
export function gatherWorkerScrapes(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: ScrapeMessage) => {
    if (message?.type !== SCRAPE_REQUEST) return;
    const answer = (fields: Partial<ScrapeMessage>) =>
      worker.isConnected() && worker.send({ type: SCRAPE_ANSWER, id: message.id, ...fields });
    aggregator.clusterMetrics().then(
      (text) => answer({ text, contentType: aggregator.contentType }),
      (error: Error) => answer({ error: error.message }),
    );
  });
}
