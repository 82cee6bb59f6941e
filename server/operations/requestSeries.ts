/** HTTP methods kept as labels; any other (a scanner's made-up one) is counted as OTHER. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const OTHER = METHODS.length;
/** The route label of a request no route answered (a static file, a 404, a refusal). */
export const UNMATCHED_ROUTE = 'unmatched';

/** One label set of the request metrics, and the requests answered with it. */
export interface RequestSeries {
  readonly labels: { readonly method: string; readonly route: string; readonly status: string };
  count: number;
}

/**
 * Every request's labels are found here, built once per method, route and status: a request
 * allocates nothing (no label object, no status string) and prom-client's histogram is handed
 * the same object each time. The request count is kept here too and read at each scrape
 * (metricDefinitions.ts): prom-client would otherwise hash and check the labels once more per
 * request.
 */
const byRoute = new Map<string, Map<number, RequestSeries>>();

export function requestSeries(method: string, route: string | null, status: number): RequestSeries {
  const routeLabel = route ?? UNMATCHED_ROUTE;
  let byKey = byRoute.get(routeLabel);
  if (!byKey) byRoute.set(routeLabel, (byKey = new Map()));
  const methodIndex = METHODS.indexOf(method as (typeof METHODS)[number]);
  const key = status * 8 + (methodIndex < 0 ? OTHER : methodIndex);
  let series = byKey.get(key);
  if (!series) {
    const labels = {
      method: methodIndex < 0 ? 'OTHER' : method,
      route: routeLabel,
      status: String(status),
    };
    byKey.set(key, (series = { labels, count: 0 }));
  }
  return series;
}

/** Every label set seen so far, with its count (the request counter's collect). */
export function* allRequestSeries(): Generator<RequestSeries> {
  for (const byKey of byRoute.values()) yield* byKey.values();
}
