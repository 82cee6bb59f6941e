import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Problem } from '@components/Problem';
import { toast } from '@lib/toast';
import { disableTwoFactorSchema } from '@shared';
import { firstProblem } from '../components/formProblem';
import { formatNumber } from '../format';
import { CodeField } from './CodeField';
import { disableTwoFactor, TWO_FACTOR_QUERY_KEY } from './api';

type DisableValues = z.input<typeof disableTwoFactorSchema>;

/** The switch-off form's check: the shared schema, as the server runs it. */
export const disableResolver = zodResolver(disableTwoFactorSchema);
export const DISABLE_FIELDS = ['password', 'code'] as const;

/** Two-factor is on: how many recovery codes are left, and switching it off (password + code). */
export function DisableTwoFactor({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  const queryClient = useQueryClient();
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<DisableValues, unknown, z.output<typeof disableTwoFactorSchema>>({
    resolver: disableResolver,
    defaultValues: { password: '', code: '' },
  });
  const { field: code } = useController({ name: 'code', control });
  const problemId = `${id}-problem`;
  const disable = useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => {
      toast({ title: 'Two-factor sign-in is off' });
      void queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY });
    },
  });
  const onSubmit = handleSubmit((payload) => disable.mutate(payload));
  const problem = firstProblem(errors, DISABLE_FIELDS) ?? disable.error?.message;
  return (
    <div>
      <p>
        Two-factor sign-in is on. {formatNumber(recoveryCodesLeft)} recovery code
        {recoveryCodesLeft === 1 ? '' : 's'} left.
      </p>
      <form className="admin-form" onSubmit={onSubmit} noValidate>
        <div className="admin-field">
          <label htmlFor={`${id}-password`}>Current password</label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            {...register('password')}
          />
        </div>
        <CodeField
          label="Code from the app or a recovery code"
          value={code.value}
          onChange={code.onChange}
          describedBy={problem ? problemId : undefined}
        />
        <Problem id={problemId}>{problem}</Problem>
        <button type="submit" className="btn btn--outline" disabled={disable.isPending}>
          {disable.isPending ? 'Checking...' : 'Turn off two-factor sign-in'}
        </button>
      </form>
    </div>
  );
}
