import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@lib/toast';
import { formatNumber } from '../format';
import { CodeField } from './CodeField';
import { disableTwoFactor, TWO_FACTOR_QUERY_KEY } from './api';

/** Two-factor is on: how many recovery codes are left, and switching it off (password + code). */
export function DisableTwoFactor({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const id = useId();
  const problemId = `${id}-problem`;
  const disable = useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => {
      toast({ title: 'Two-factor sign-in is off' });
      void queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY });
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate({ password, code });
  };
  const problem = disable.error?.message;
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
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby={problem ? problemId : undefined}
          />
        </div>
        <CodeField
          label="Code from the app or a recovery code"
          value={code}
          onChange={setCode}
          describedBy={problem ? problemId : undefined}
        />
        {problem && (
          <p id={problemId} role="alert" className="admin-problem">
            {problem}
          </p>
        )}
        <button type="submit" className="btn btn--outline" disabled={disable.isPending}>
          {disable.isPending ? 'Checking...' : 'Turn off two-factor sign-in'}
        </button>
      </form>
    </div>
  );
}
