import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { joinTeamSchema } from '../../../shared';
import { fetchJoinPreview, joinPath, joinTeam } from '../team/api';
import { ADMIN_HOME } from '../layout/adminSections';
import '../admin.css';

/**
 * /admin/join/:token (issue 40, item 2): the page an invitation's link opens. The invitee sets a
 * name and a password and is signed in; a used, revoked or old link says so.
 */
export default function AdminJoinPage() {
  const id = useId();
  const token = useParams().token ?? '';
  const preview = useQuery({
    queryKey: [joinPath(token)],
    queryFn: () => fetchJoinPreview(token),
    retry: false,
  });
  const [name, setName] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState('');
  const join = useMutation({
    mutationFn: (body: { name: string; password: string }) => joinTeam(token, body),
    // A full load, so that the admin app starts with the new session.
    onSuccess: () => window.location.assign(ADMIN_HOME),
    onError: (error) => setProblem(error.message),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = joinTeamSchema.safeParse({ name: name ?? preview.data?.name ?? '', password });
    if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
    setProblem('');
    join.mutate(parsed.data);
  };

  return (
    <main id="main" className="admin-login">
      <div className="admin-card admin-login__card">
        <h1>Join the admin team</h1>
        {preview.isPending && <p role="status">Checking the invitation...</p>}
        {preview.error && (
          <p role="alert" className="admin-problem">
            {preview.error.message}
          </p>
        )}
        {preview.data && (
          <>
            <p className="admin-muted">
              You are invited as <strong>{preview.data.role}</strong> with{' '}
              <strong>{preview.data.email}</strong>, the address you will sign in with.
            </p>
            <form className="admin-form" noValidate onSubmit={onSubmit}>
              <div className="admin-field">
                <label htmlFor={`${id}-name`}>Your name</label>
                <input
                  id={`${id}-name`}
                  autoComplete="name"
                  value={name ?? preview.data.name}
                  onChange={(event) => setName(event.target.value)}
                />
              </div>
              <div className="admin-field">
                <label htmlFor={`${id}-password`}>Choose a password</label>
                <input
                  id={`${id}-password`}
                  type="password"
                  autoComplete="new-password"
                  aria-describedby={`${id}-password-hint`}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
                <p id={`${id}-password-hint`} className="admin-muted">
                  At least 12 characters, not a common password.
                </p>
              </div>
              <p role="alert" className="admin-problem">
                {problem}
              </p>
              <button type="submit" className="btn btn--primary" disabled={join.isPending}>
                Join and sign in
              </button>
            </form>
          </>
        )}
        <p className="admin-login__back">
          <Link to="/">Back to the site</Link>
        </p>
      </div>
    </main>
  );
}
