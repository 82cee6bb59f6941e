import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiJson } from '@lib/api';
import { apiPaths } from '@shared';
import type { AnalyticsResponse } from '@shared/analytics';

/** A period as the address keeps it: ?from=&to= (either may be missing: the server's default). */
export interface Period {
  from?: string;
  to?: string;
}

function analyticsPath({ from, to }: Period): string {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  const search = query.toString();
  return search ? `${apiPaths.adminAnalytics}?${search}` : apiPaths.adminAnalytics;
}

/** GET /api/admin/analytics for the period; the last answer stays while the next one loads. */
export function useAnalytics(period: Period) {
  const path = analyticsPath(period);
  return useQuery({
    queryKey: [path],
    queryFn: () => apiJson<AnalyticsResponse>('GET', path),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
