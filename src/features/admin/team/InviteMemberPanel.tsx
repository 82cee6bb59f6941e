import { useId, useState, type FormEvent } from 'react';
import { toast } from '@lib/toast';
import { TEAM_ROLES, teamInviteSchema, type TeamRole } from '../../../shared';
import { ROLE_HINTS } from './teamText';
import { useInvite } from './api';

/** Invite by e-mail with a role (issue 40, item 2): the link goes out through the outbox. */
export function InviteMemberPanel() {
  const id = useId();
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<TeamRole>('viewer');
  const [problem, setProblem] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = teamInviteSchema.safeParse({ email, name, role });
    if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
    setProblem('');
    invite.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: 'Invitation sent', description: `${parsed.data.email} has 72 hours.` });
        setEmail('');
        setName('');
      },
      onError: (error) => setProblem(error.message),
    });
  };

  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="admin-card__heading">
        Invite a person
      </h2>
      <form className="admin-form team-invite" noValidate onSubmit={onSubmit}>
        <div className="admin-field">
          <label htmlFor={`${id}-email`}>E-mail</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-role`}>Role</label>
          <select
            id={`${id}-role`}
            value={role}
            aria-describedby={`${id}-role-hint`}
            onChange={(event) => setRole(event.target.value as TeamRole)}
          >
            {TEAM_ROLES.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
          <p id={`${id}-role-hint`} className="admin-muted">
            {ROLE_HINTS[role]}
          </p>
        </div>
        <p role="alert" className="admin-problem">
          {problem}
        </p>
        <button type="submit" className="btn btn--primary" disabled={invite.isPending}>
          Send invitation
        </button>
      </form>
    </section>
  );
}
