import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useController, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { Problem } from '@components/Problem';
import {
  loginSchema,
  secondFactorCodeSchema,
  TWO_FACTOR_TEXT,
  type TwoFactorLoginPayload,
} from '@shared';
import { needsSecondFactor } from '../api';
import { useAuth } from '../auth/AuthProvider';
import { CodeField } from '../twoFactor/CodeField';
import { firstProblem } from './formProblem';

type LoginValues = z.input<typeof loginSchema> & { code?: string };

/** The login form's check: the shared schema, as the server runs it... */
export const loginResolver = zodResolver(loginSchema) as Resolver<
  LoginValues,
  unknown,
  TwoFactorLoginPayload
>;
/** ...and once the server asks for the second factor, with the code as well. */
export const codeStepResolver = zodResolver(
  loginSchema.extend({ code: secondFactorCodeSchema }),
) as Resolver<LoginValues, unknown, TwoFactorLoginPayload>;
export const LOGIN_FIELDS = ['username', 'password', 'code'] as const;

/** Username, Password and Login (docs/product.md §2); the username is lowercased before sending. */
export function LoginForm() {
  const { loginMutation } = useAuth();
  // Two-factor on and a new browser: the same form asks for a code after the password.
  const [askCode, setAskCode] = useState(false);
  const id = useId();
  const problemId = `${id}-problem`;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues, unknown, TwoFactorLoginPayload>({
    resolver: (values, context, options) =>
      (askCode ? codeStepResolver : loginResolver)(values, context, options),
    defaultValues: { username: '', password: '', code: '' },
  });
  const { field: code } = useController({ name: 'code', control });
  const problem = firstProblem(errors, LOGIN_FIELDS);

  const onSubmit = handleSubmit((payload) =>
    loginMutation.mutate(payload, {
      onSuccess: (answer) => setAskCode(needsSecondFactor(answer)),
    }),
  );

  const signedIn = loginMutation.isSuccess && !needsSecondFactor(loginMutation.data);
  const pending = loginMutation.isPending || signedIn;
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
      <div className="admin-field">
        <label htmlFor={`${id}-username`}>Username</label>
        <input
          id={`${id}-username`}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          {...register('username')}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-password`}>Password</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          {...register('password')}
        />
      </div>
      {askCode && (
        <>
          <p className="admin-muted">{TWO_FACTOR_TEXT.codeNeeded}</p>
          <CodeField
            label="Two-factor code"
            value={code.value ?? ''}
            onChange={code.onChange}
            describedBy={problem ? problemId : undefined}
            autoFocus
          />
        </>
      )}
      <Problem id={problemId}>{problem}</Problem>
      <button type="submit" className="btn btn--primary" disabled={pending}>
        {pending ? 'Logging in...' : askCode ? 'Verify' : 'Login'}
      </button>
    </form>
  );
}
