import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Problem } from '@components/Problem';
import { setReauthHandler, type ReauthRequest } from '@lib/reauth';
import { reauthSchema } from '@shared';
import { CodeField } from '../twoFactor/CodeField';
import { giveCredentialsAgain } from './api';
import './reauth.css';

/**
 * The dashboard's "confirm it's you" dialog (issue 24): opened by the fetch wrapper when an action
 * needs the password (and code) given in the last 5 minutes; the action goes on once they are
 * right, and fails with the server's words when the admin cancels. A modal <dialog>: focus stays
 * inside, Escape cancels, focus returns to the button that started the action.
 */
export function ReauthDialog() {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const settle = useRef<((given: boolean) => void) | null>(null);
  const [request, setRequest] = useState<ReauthRequest | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState('');
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    const unregister = setReauthHandler(
      (next) =>
        new Promise<boolean>((resolve) => {
          settle.current = resolve;
          setRequest(next);
        }),
    );
    // Leaving the dashboard with the dialog open cancels the action that asked.
    return () => {
      unregister();
      settle.current?.(false);
      settle.current = null;
    };
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (request && !element.open) {
      element.showModal();
      passwordField.current?.focus();
    } else if (!request && element.open) {
      element.close();
    }
  }, [request]);

  const finish = (given: boolean) => {
    settle.current?.(given);
    settle.current = null;
    setRequest(null);
    setPassword('');
    setCode('');
    setProblem('');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = { password, ...(request?.codeNeeded ? { code } : {}) };
    const checked = reauthSchema.safeParse(payload);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? '');
      return;
    }
    setChecking(true);
    try {
      await giveCredentialsAgain(payload);
      finish(true);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setChecking(false);
    }
  };

  const problemId = `${id}-problem`;
  return (
    <dialog
      ref={dialog}
      className="admin-dialog"
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-message`}
      onCancel={(event) => {
        event.preventDefault();
        finish(false);
      }}
    >
      <form className="admin-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <h2 id={`${id}-heading`} className="admin-card__heading">
          Confirm it&rsquo;s you
        </h2>
        <p id={`${id}-message`}>{request?.message}</p>
        <div className="admin-field">
          <label htmlFor={`${id}-password`}>Password</label>
          <input
            ref={passwordField}
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby={problem ? problemId : undefined}
          />
        </div>
        {request?.codeNeeded && (
          <CodeField
            label="Code from the app or a recovery code"
            value={code}
            onChange={setCode}
            describedBy={problem ? problemId : undefined}
          />
        )}
        <Problem id={problemId}>{problem}</Problem>
        <div className="admin-dialog__actions">
          <button type="submit" className="btn btn--primary" disabled={checking}>
            {checking ? 'Checking...' : 'Confirm'}
          </button>
          <button type="button" className="btn btn--outline" onClick={() => finish(false)}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
