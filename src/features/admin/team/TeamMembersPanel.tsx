import { useId } from 'react';
import { asQuestion, useConfirm } from '@components/confirm/ConfirmDialog';
import { toast } from '@lib/toast';
import { TEAM_ROLES, type TeamMember, type TeamRole } from '../../../shared';
import { useAuth } from '../auth/AuthProvider';
import { useRemoveMember, useRoleChange, useTeam } from './api';
import { InvitationsList } from './InvitationsList';

const failed = (title: string) => (error: Error) =>
  toast({ title, description: error.message, variant: 'destructive' });

function MemberRow({ member }: { member: TeamMember }) {
  const id = useId();
  const { user } = useAuth();
  const confirm = useConfirm();
  const roleChange = useRoleChange();
  const removal = useRemoveMember();
  const who = member.name ? `${member.name} (${member.email ?? member.username})` : member.username;
  const onRole = (role: TeamRole) =>
    roleChange.mutate({ id: member.id, role }, { onError: failed('Role not changed') });
  const onRemove = async () => {
    const question = `Remove ${who} from the team? Their sessions end at once, and the API keys they made stop working.`;
    if (await confirm(asQuestion(question, 'Remove'))) {
      removal.mutate(member.id, { onError: failed('Not removed') });
    }
  };
  return (
    <tr>
      <td data-label="Name">
        <span>
          {member.name || '—'}
          {member.username === user?.username && <span className="admin-muted"> (you)</span>}
        </span>
      </td>
      <td data-label="Sign-in">{member.email ?? member.username}</td>
      <td data-label="Role">
        <label className="visually-hidden" htmlFor={`${id}-role`}>
          Role of {who}
        </label>
        <select
          id={`${id}-role`}
          value={member.role}
          disabled={roleChange.isPending}
          onChange={(event) => onRole(event.target.value as TeamRole)}
        >
          {TEAM_ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </select>
      </td>
      <td data-label="Two-factor">{member.twoFactor ? 'On' : 'Off'}</td>
      <td>
        <button
          type="button"
          className="btn btn--outline admin-btn--small"
          disabled={removal.isPending}
          onClick={() => void onRemove()}
        >
          Remove<span className="visually-hidden"> {who}</span>
        </button>
      </td>
    </tr>
  );
}

/** The team's members and open invitations (issue 40, item 2). */
export function TeamMembersPanel() {
  const team = useTeam();
  return (
    <section className="admin-card" aria-labelledby="team-members-heading">
      <h2 id="team-members-heading" className="admin-card__heading">
        Members
      </h2>
      {team.isPending && <p role="status">Loading the team...</p>}
      {team.error && (
        <p role="alert" className="admin-problem">
          Could not load the team: {team.error.message}
        </p>
      )}
      {team.data && (
        <>
          <div className="admin-table-scroll" role="region" aria-label="Team members" tabIndex={0}>
            <table className="admin-table admin-table--cards">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Sign-in</th>
                  <th scope="col">Role</th>
                  <th scope="col">Two-factor</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {team.data.members.map((member) => (
                  <MemberRow key={member.id} member={member} />
                ))}
              </tbody>
            </table>
          </div>
          <InvitationsList invitations={team.data.invitations} />
        </>
      )}
    </section>
  );
}
