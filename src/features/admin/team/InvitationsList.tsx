import { toast } from '@lib/toast';
import { formatDateTime, type TeamInvitation } from '../../../shared';
import { useResendInvitation, useRevokeInvitation } from './api';

/** Open invitations: each can be sent again (a new 72-hour link) or revoked. */
export function InvitationsList({ invitations }: { invitations: TeamInvitation[] }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const failed = (error: Error) =>
    toast({ title: 'Invitation not changed', description: error.message, variant: 'destructive' });
  return (
    <>
      <h3 className="team-subheading">Open invitations</h3>
      {invitations.length === 0 ? (
        <p className="admin-muted">No invitation is waiting.</p>
      ) : (
        <ul className="team-invitations">
          {invitations.map((invitation) => (
            <li key={invitation.id}>
              <span>
                <strong>{invitation.email}</strong> as {invitation.role}, until{' '}
                {formatDateTime(invitation.expiresAt)}
              </span>
              <span className="team-invitations__actions">
                <button
                  type="button"
                  className="btn btn--outline admin-btn--small"
                  onClick={() =>
                    resend.mutate(invitation.id, {
                      onSuccess: () => toast({ title: 'Invitation sent again' }),
                      onError: failed,
                    })
                  }
                >
                  Resend<span className="visually-hidden"> to {invitation.email}</span>
                </button>
                <button
                  type="button"
                  className="btn btn--outline admin-btn--small"
                  onClick={() => revoke.mutate(invitation.id, { onError: failed })}
                >
                  Revoke<span className="visually-hidden"> {invitation.email}</span>
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
