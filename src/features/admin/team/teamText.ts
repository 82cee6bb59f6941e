import type { TeamRole } from '../../../shared';

/** What each role may do, in the words of issue 40, item 1. */
export const ROLE_HINTS: Record<TeamRole, string> = {
  owner: 'Everything, and the only role that manages the team, security settings and API keys.',
  manager: 'People, invites, messages, referrals, rewards, booths, webhooks and exports.',
  staff: 'Booths and their leads; People read-only, no export.',
  viewer: 'Overview and People read-only, with addresses masked; no export.',
};
