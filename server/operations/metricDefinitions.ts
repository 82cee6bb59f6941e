import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { allRequestSeries } from './requestSeries.js';

/** Seconds a request takes: a join answers in milliseconds, an export may take seconds. */
const REQUEST_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds a store commit takes: an fsync of the journal, or a PostgreSQL transaction. */
const COMMIT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** The process's metrics (docs/operations.md lists each with its labels). */
export interface MetricDefinitions {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  joins: Counter<'source'>;
  webhookDeliveries: Counter<'result'>;
  storeCommit: Histogram<'store' | 'kind'>;
}

export function defineMetrics(): MetricDefinitions {
  const registry = new Registry();
  // Event-loop lag and delay, CPU, memory, heap, handles, file descriptors, GC.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, matched route template and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
      // Counted in requestSeries.ts as each request ends, read here at each scrape.
      collect() {
        this.reset();
        for (const { labels, count } of allRequestSeries()) this.inc(labels, count);
      },
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to its answer, by method, matched route template and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    joins: new Counter({
      name: 'synapse_joins_total',
      help: 'New waitlist entries (a repeated address is not counted), by where they came from.',
      labelNames: ['source'],
      registers,
    }),
    webhookDeliveries: new Counter({
      name: 'synapse_webhook_deliveries_total',
      help: 'Webhook delivery attempts by result: delivered, failed (retried later) or parked.',
      labelNames: ['result'],
      registers,
    }),
    storeCommit: new Histogram({
      name: 'synapse_store_commit_duration_seconds',
      help: 'Time a durable commit takes, by store and kind: a journal append with fsync (lowdb); a batch of joins or outbox attempts, or a transaction (PostgreSQL).',
      labelNames: ['store', 'kind'],
      buckets: COMMIT_BUCKETS,
      registers,
    }),
  };
}
