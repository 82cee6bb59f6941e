import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@lib/api';
import { apiPaths, type AdminProblemsResponse } from '@shared';

/** Looked at again this often while a section is open: a fixed problem's banner goes by itself. */
const PROBLEMS_REFRESH_MS = 60_000;

export const PROBLEMS_QUERY_KEY = [apiPaths.adminProblems] as const;

/** GET /api/admin/problems: what keeps the product from working (issue 44, item 3). */
export function useAdminProblems() {
  return useQuery({
    queryKey: PROBLEMS_QUERY_KEY,
    queryFn: () => apiJson<AdminProblemsResponse>('GET', apiPaths.adminProblems),
    refetchInterval: PROBLEMS_REFRESH_MS,
    retry: false,
  });
}
