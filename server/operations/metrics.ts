import type { Registry } from 'prom-client';
import { observeCommits, type CommitObserver } from '../store/capabilities.js';
import type { MetricDefinitions } from './metricDefinitions.js';

/** Where a join came from: an entry's source, and the form on another site (the widget). */
export type JoinSource = 'form' | 'widget' | 'terminal' | 'kiosk' | 'api';
/** A webhook attempt: delivered (2xx), failed (retried later), parked (given up). */
export type WebhookResult = 'delivered' | 'failed' | 'parked';

/** HTTP methods kept as labels; any other (a scanner's made-up one) is counted as OTHER. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** The route label of a request no route answered (a static file, a 404, a refusal). */
export const UNMATCHED_ROUTE = 'unmatched';

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

/** What the server records; each call is a no-op while metrics are off. */
export const metrics = {
  request(method: string, route: string | null, status: number, seconds: number): void {
    if (!defined) return;
    const labels = {
      method: METHODS.has(method) ? method : 'OTHER',
      route: route ?? UNMATCHED_ROUTE,
      status: String(status),
    };
    defined.httpRequests.inc(labels);
    defined.httpDuration.observe(labels, seconds);
  },
  join(source: JoinSource, count = 1): void {
    if (defined && count > 0) defined.joins.inc({ source }, count);
  },
  webhookDelivery(result: WebhookResult): void {
    defined?.webhookDeliveries.inc({ result });
  },
};
