import type { TeamRole } from '../../../src/shared/team.js';
import type { TeamChange } from './adminSecurityStore.js';

/**
 * Whether a role change (or, without `newRole`, a removal) may go ahead with `owners` owners in
 * the team, counted inside the write's own transaction: never the last owner
 * (docs/product.md §26 "Team and roles").
 */
export function teamChangeOf(
  owners: number,
  target: { role: TeamRole } | undefined,
  newRole?: TeamRole,
): TeamChange {
  if (!target) return 'missing';
  if (target.role === 'owner' && newRole !== 'owner' && owners <= 1) return 'lastOwner';
  return 'done';
}
