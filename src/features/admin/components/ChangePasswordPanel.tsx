import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@lib/toast';
import { changePasswordSchema, LIMITS, MESSAGES } from '@shared';
import { changePassword } from '../api';
import { ADMIN_TOASTS } from '../constants';

/** The shared schema's checks (the server's own), made before anything is sent. */
export function passwordChangeProblem(currentPassword: string, newPassword: string): string | null {
  if (!currentPassword || !newPassword) return MESSAGES.passwordFields;
  const result = changePasswordSchema.safeParse({ currentPassword, newPassword });
  return result.success ? null : (result.error.issues[0]?.message ?? MESSAGES.passwordFields);
}

/** The Change Password panel: a toggle, current and new password (SPEC section 2). */
export function ChangePasswordPanel() {
  const [open, setOpen] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const panelId = `${id}-panel`;
  const problemId = `${id}-problem`;

  const close = () => {
    setOpen(false);
    setCurrentPassword('');
    setNewPassword('');
    setProblem(null);
  };

  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      toast(ADMIN_TOASTS.passwordChanged);
      close();
    },
    onError: (error: Error) => {
      toast({
        title: ADMIN_TOASTS.passwordFailed,
        description: ADMIN_TOASTS.passwordFailedDescription(error.message),
        variant: 'destructive',
      });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = passwordChangeProblem(currentPassword, newPassword);
    setProblem(found);
    if (!found) mutation.mutate({ currentPassword, newPassword });
  };

  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="admin-card__heading">
        <button
          type="button"
          className="admin-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => (open ? close() : setOpen(true))}
        >
          Change Password
        </button>
      </h2>
      <form id={panelId} hidden={!open} className="admin-form" onSubmit={onSubmit} noValidate>
        <div className="admin-field">
          <label htmlFor={`${id}-current`}>Current password</label>
          <input
            id={`${id}-current`}
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
            aria-describedby={problem ? problemId : undefined}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-new`}>New password</label>
          <input
            id={`${id}-new`}
            type="password"
            autoComplete="new-password"
            minLength={LIMITS.passwordMin}
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
            aria-describedby={problem ? problemId : undefined}
          />
        </div>
        {problem && (
          <p id={problemId} role="alert" className="admin-problem">
            {problem}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>
          {mutation.isPending ? 'Updating...' : 'Update Password'}
        </button>
      </form>
    </section>
  );
}
