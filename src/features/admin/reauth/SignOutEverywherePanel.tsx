import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { toast } from '@lib/toast';
import { USER_QUERY_KEY } from '../api';
import { signOutEverywhere } from './api';
import { asQuestion, useConfirm } from '@components/confirm/ConfirmDialog';
import { useMay } from '../auth/useMay';

export const SIGN_OUT_EVERYWHERE = {
  button: 'Sign out everywhere and revoke all API keys',
  confirm:
    'Sign out every session of this admin, this one too, and revoke every API key? Booths and integrations that use a key stop sending until they are given a new one.',
  /** Issue 40: only owners manage API keys; anyone else's "everywhere" is their own sessions. */
  buttonOwnSessions: 'Sign out everywhere',
  confirmOwnSessions: 'Sign out every session of yours, this one too?',
  done: 'Signed out everywhere',
  failed: 'Could not sign out everywhere',
} as const;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The settings area's Security panel (issue 24): when a session or a key may have been stolen,
 * one action ends every session of this admin and revokes every API key. It asks before, and
 * the server asks for the password again when it was given more than 5 minutes ago.
 */
export function SignOutEverywherePanel() {
  const id = useId();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const ownsKeys = useMay()('GET /api/admin/api-keys');
  const action = useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: ({ sessionsEnded, apiKeysRevoked }) => {
      toast({
        title: SIGN_OUT_EVERYWHERE.done,
        description: `${plural(sessionsEnded, 'session')} ended, ${plural(apiKeysRevoked, 'API key')} revoked.`,
      });
      // This session ended too: the dashboard goes back to the login form.
      queryClient.setQueryData(USER_QUERY_KEY, null);
    },
    onError: (error: Error) => {
      toast({
        title: SIGN_OUT_EVERYWHERE.failed,
        description: error.message,
        variant: 'destructive',
      });
    },
  });
  const onClick = async () => {
    const question = ownsKeys
      ? SIGN_OUT_EVERYWHERE.confirm
      : SIGN_OUT_EVERYWHERE.confirmOwnSessions;
    if (await confirm(asQuestion(question, 'Sign out everywhere'))) {
      action.mutate();
    }
  };
  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="admin-card__heading">
        Sign out everywhere
      </h2>
      <p className="admin-muted">
        {ownsKeys
          ? 'Lost a device, or think someone else has your session or a key? This signs out every session of this admin, this one too, and revokes every API key.'
          : 'Lost a device, or think someone else has your session? This signs out every session of yours, this one too.'}
      </p>
      <button
        type="button"
        className="btn btn--outline admin-btn--danger"
        onClick={onClick}
        disabled={action.isPending}
      >
        {ownsKeys ? SIGN_OUT_EVERYWHERE.button : SIGN_OUT_EVERYWHERE.buttonOwnSessions}
      </button>
    </section>
  );
}
