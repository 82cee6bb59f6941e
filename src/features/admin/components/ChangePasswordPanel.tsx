import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Problem } from '@components/Problem';
import { toast } from '@lib/toast';
import { changePasswordSchema, LIMITS, type ChangePasswordPayload } from '@shared';
import { changePassword } from '../api';
import { ADMIN_TOASTS } from '../constants';
import { firstProblem } from './formProblem';

type PasswordValues = z.input<typeof changePasswordSchema>;
const EMPTY: PasswordValues = { currentPassword: '', newPassword: '' };

/** The panel's check: the shared schema, as the server runs it (before its common-password list). */
export const passwordResolver = zodResolver(changePasswordSchema);
export const PASSWORD_FIELDS = ['currentPassword', 'newPassword'] as const;

/** The Change Password panel: a toggle, current and new password (docs/product.md §2). */
export function ChangePasswordPanel() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const panelId = `${id}-panel`;
  const problemId = `${id}-problem`;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PasswordValues, unknown, ChangePasswordPayload>({
    resolver: passwordResolver,
    defaultValues: EMPTY,
  });
  const problem = firstProblem(errors, PASSWORD_FIELDS);

  const close = () => {
    setOpen(false);
    reset(EMPTY);
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

  const onSubmit = handleSubmit((payload) => mutation.mutate(payload));

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
            aria-invalid={errors.currentPassword ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            {...register('currentPassword')}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-new`}>New password</label>
          <input
            id={`${id}-new`}
            type="password"
            autoComplete="new-password"
            minLength={LIMITS.passwordMin}
            maxLength={LIMITS.passwordMax}
            aria-invalid={errors.newPassword ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            {...register('newPassword')}
          />
        </div>
        <Problem id={problemId}>{problem}</Problem>
        <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>
          {mutation.isPending ? 'Updating...' : 'Update Password'}
        </button>
      </form>
    </section>
  );
}
