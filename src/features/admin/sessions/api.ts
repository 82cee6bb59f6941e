import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest } from '@lib/api';
import { apiPaths, pathTo, type OwnSession } from '../../../shared';

/** The signed-in person's own sessions (issue 40, item 3). */
const OWN_SESSIONS_KEY = [apiPaths.adminOwnSessions] as const;

export const useOwnSessions = () =>
  useQuery({
    queryKey: OWN_SESSIONS_KEY,
    queryFn: () => apiJson<OwnSession[]>('GET', apiPaths.adminOwnSessions),
  });

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', pathTo(apiPaths.adminOwnSession, { id })),
    onSuccess: () => client.invalidateQueries({ queryKey: OWN_SESSIONS_KEY }),
  });
}
