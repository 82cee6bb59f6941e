import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@lib/api';
import { apiPaths, pathTo } from '@shared';
import type { PersonResponse } from '@shared/people';

/** A person's query key: the GET path first, as the shared query function expects. */
export const personQueryKey = (id: number) => [pathTo(apiPaths.adminPerson, { id })] as const;

export function fetchPerson(id: number): Promise<PersonResponse> {
  return apiJson<PersonResponse>('GET', pathTo(apiPaths.adminPerson, { id }));
}

/** GET /api/admin/people/:id, shared by the page's heading and its body (one request). */
export function usePerson(id: number, enabled = true) {
  return useQuery({
    queryKey: personQueryKey(id),
    queryFn: () => fetchPerson(id),
    retry: false,
    enabled,
  });
}

/** "Ada Lovelace", or the address when the entry has no name (a terminal sign-up). */
export function personName(entry: { firstName: string; lastName: string; email: string }): string {
  return `${entry.firstName} ${entry.lastName}`.trim() || entry.email;
}
