import type { Registry } from 'prom-client';
import { observeCommits, type CommitObserver } from '../store/capabilities.js';
import type { MetricDefinitions } from './metricDefinitions.js';
import { requestSeries } from './requestSeries.js';

/** Where a join came from: an entry's source, and the form on another site (the widget). */
export type JoinSource = 'form' | 'widget' | 'terminal' | 'kiosk' | 'api';
/** A webhook attempt: delivered (2xx), failed (retried later), parked (given up). */
export type WebhookResult = 'delivered' | 'failed' | 'parked';

let defined: MetricDefinitions | undefined;

/**
 * Starts recording into `define()`'s metrics (METRICS_TOKEN is set): once per process, whatever
 * the number of servers in it. Until then every call below costs one comparison (the bench
 * compares a join's throughput), and prom-client is not even loaded (startMetrics.ts is loaded
 * only then: some 40 ms of every start).
 */
export function enableMetrics(define: () => MetricDefinitions): Registry {
  if (!defined) {
    defined = define();
    observeCommits(commitObserver(defined));
  }
  return defined.registry;
}

/** The store's commits into the histogram, a child per store and kind found once. */
function commitObserver({ storeCommit }: MetricDefinitions): CommitObserver {
  const children = new Map<string, ReturnType<typeof storeCommit.labels>>();
  return (store, kind, seconds) => {
    const key = `${store} ${kind}`;
    let child = children.get(key);
    if (!child) children.set(key, (child = storeCommit.labels({ store, kind })));
    child.observe(seconds);
  };
}

/** One label object per source, not one per join. */
const JOIN_LABELS: Record<JoinSource, { source: JoinSource }> = {
  form: { source: 'form' },
  widget: { source: 'widget' },
  terminal: { source: 'terminal' },
  kiosk: { source: 'kiosk' },
  api: { source: 'api' },
};

/** What the server records; each call is a no-op while metrics are off. */
export const metrics = {
  request(method: string, route: string | null, status: number, seconds: number): void {
    if (!defined) return;
    const series = requestSeries(method, route, status);
    series.count += 1;
    defined.httpDuration.observe(series.labels, seconds);
  },
  join(source: JoinSource, count = 1): void {
    if (defined && count > 0) defined.joins.inc(JOIN_LABELS[source], count);
  },
  webhookDelivery(result: WebhookResult): void {
    defined?.webhookDeliveries.inc({ result });
  },
};
