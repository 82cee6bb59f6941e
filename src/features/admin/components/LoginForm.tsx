import { useId, useState, type FormEvent } from 'react';
import { loginSchema, MESSAGES } from '@shared';
import { useAuth } from '../auth/AuthProvider';

/** Username, Password and Login (SPEC section 2); the username is lowercased before sending. */
export function LoginForm() {
  const { loginMutation } = useAuth();
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const problemId = `${id}-problem`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = loginSchema.safeParse({
      username: form.get('username'),
      password: form.get('password'),
    });
    if (!parsed.success) {
      setProblem(MESSAGES.loginRequired);
      return;
    }
    setProblem(null);
    loginMutation.mutate(parsed.data);
  };

  const pending = loginMutation.isPending || loginMutation.isSuccess;
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate>
      <div className="admin-field">
        <label htmlFor={`${id}-username`}>Username</label>
        <input
          id={`${id}-username`}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-describedby={problem ? problemId : undefined}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-password`}>Password</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-describedby={problem ? problemId : undefined}
        />
      </div>
      {problem && (
        <p id={problemId} role="alert" className="admin-problem">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={pending}>
        {pending ? 'Logging in...' : 'Login'}
      </button>
    </form>
  );
}
