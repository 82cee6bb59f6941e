import { useId, useState, type FormEvent } from 'react';
import { loginSchema, MESSAGES, TWO_FACTOR_TEXT } from '@shared';
import { needsSecondFactor } from '../api';
import { useAuth } from '../auth/AuthProvider';
import { CodeField } from '../twoFactor/CodeField';

/** Username, Password and Login (SPEC section 2); the username is lowercased before sending. */
export function LoginForm() {
  const { loginMutation } = useAuth();
  const [problem, setProblem] = useState<string | null>(null);
  const [code, setCode] = useState('');
  // Two-factor on and a new browser: the same form asks for a code after the password.
  const [askCode, setAskCode] = useState(false);
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
    if (askCode && !code.trim()) {
      setProblem(TWO_FACTOR_TEXT.codeNeeded);
      return;
    }
    setProblem(null);
    loginMutation.mutate(askCode ? { ...parsed.data, code } : parsed.data, {
      onSuccess: (answer) => setAskCode(needsSecondFactor(answer)),
    });
  };

  const signedIn = loginMutation.isSuccess && !needsSecondFactor(loginMutation.data);
  const pending = loginMutation.isPending || signedIn;
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
      {askCode && (
        <>
          <p className="admin-muted">{TWO_FACTOR_TEXT.codeNeeded}</p>
          <CodeField
            label="Two-factor code"
            value={code}
            onChange={setCode}
            describedBy={problem ? problemId : undefined}
            autoFocus
          />
        </>
      )}
      {problem && (
        <p id={problemId} role="alert" className="admin-problem">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={pending}>
        {pending ? 'Logging in...' : askCode ? 'Verify' : 'Login'}
      </button>
    </form>
  );
}
