import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest } from '@lib/api';
import {
  apiPaths,
  pathTo,
  type JoinTeamPayload,
  type SessionUser,
  type TeamInvitePayload,
  type TeamJoinPreview,
  type TeamListResponse,
  type TeamRole,
  type TeamSettings,
} from '../../../shared';

/** The Team section's calls (issue 40, item 2). */
export const TEAM_QUERY_KEY = [apiPaths.adminUsers] as const;

export const useTeam = () =>
  useQuery({
    queryKey: TEAM_QUERY_KEY,
    queryFn: () => apiJson<TeamListResponse>('GET', apiPaths.adminUsers),
  });

/** A change to the team, then the list read again. */
function useTeamChange<T>(call: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: TEAM_QUERY_KEY }),
  });
}

export const useInvite = () =>
  useTeamChange((invite: TeamInvitePayload) => apiJson('POST', apiPaths.adminUsers, invite));

export const useRoleChange = () =>
  useTeamChange(({ id, role }: { id: number; role: TeamRole }) =>
    apiJson('PATCH', pathTo(apiPaths.adminUser, { id }), { role }),
  );

export const useRemoveMember = () =>
  useTeamChange((id: number) => apiRequest('DELETE', pathTo(apiPaths.adminUser, { id })));

export const useResendInvitation = () =>
  useTeamChange((id: number) => apiRequest('POST', pathTo(apiPaths.adminInvitationResend, { id })));

export const useRevokeInvitation = () =>
  useTeamChange((id: number) => apiRequest('DELETE', pathTo(apiPaths.adminInvitation, { id })));

export const useTeamSettings = () =>
  useTeamChange((settings: TeamSettings) => apiJson('PUT', apiPaths.adminTeamSettings, settings));

/** The invitation page's calls: what the link offers, and accepting it. */
export const joinPath = (token: string) => pathTo(apiPaths.teamJoin, { token });

export const fetchJoinPreview = (token: string) => apiJson<TeamJoinPreview>('GET', joinPath(token));

export const joinTeam = (token: string, body: JoinTeamPayload) =>
  apiJson<SessionUser>('POST', joinPath(token), body);
