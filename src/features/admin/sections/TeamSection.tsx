import { InviteMemberPanel } from '../team/InviteMemberPanel';
import { RequireTwoFactorPanel } from '../team/RequireTwoFactorPanel';
import { TeamMembersPanel } from '../team/TeamMembersPanel';
import '../team/team.css';

/** /admin/team (owners, issue 40): who runs the admin, with which role, and who is invited. */
export function TeamSection() {
  return (
    <>
      <InviteMemberPanel />
      <TeamMembersPanel />
      <RequireTwoFactorPanel />
    </>
  );
}
