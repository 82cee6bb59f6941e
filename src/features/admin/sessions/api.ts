import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest } from '@lib/api';
import { apiPaths, pathTo, type OwnDevice, type OwnSession } from '../../../shared';

/** The signed-in person's own sessions and remembered browsers (issue 40, item 3). */
const OWN_SESSIONS_KEY = [apiPaths.adminOwnSessions] as const;
const OWN_DEVICES_KEY = [apiPaths.adminOwnDevices] as const;

export const useOwnSessions = () =>
  useQuery({
    queryKey: OWN_SESSIONS_KEY,
    queryFn: () => apiJson<OwnSession[]>('GET', apiPaths.adminOwnSessions),
  });

export const useOwnDevices = () =>
  useQuery({
    queryKey: OWN_DEVICES_KEY,
    queryFn: () => apiJson<OwnDevice[]>('GET', apiPaths.adminOwnDevices),
  });

/** Ends one of the person's own things by id, then reads their list again. */
function useOwnRemoval(path: `${string}/:id`, listKey: readonly string[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', pathTo(path, { id })),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey }),
  });
}

export const useEndSession = () => useOwnRemoval(apiPaths.adminOwnSession, OWN_SESSIONS_KEY);
export const useForgetDevice = () => useOwnRemoval(apiPaths.adminOwnDevice, OWN_DEVICES_KEY);
