import { useMutation } from '@tanstack/react-query';
import { RESEND_WORDS } from '@shared';
import { resendConfirmation } from './api';
import './resendConfirmation.css';

/**
 * "Send the confirmation again" (issue 44 item 1): a lost mail is no dead end. `token` is the
 * join's resend token or the status page's own; the server limits it as it limits a repeated
 * join's link and says how long to wait.
 */
export function ResendConfirmation({ token }: { token: string }) {
  const resend = useMutation({
    mutationFn: resendConfirmation,
  });
  const said = resend.isSuccess
    ? RESEND_WORDS.sent
    : resend.error
      ? resend.error.message || RESEND_WORDS.failed
      : '';
  return (
    <div className="resend-confirmation" data-testid="resend-confirmation">
      <button
        type="button"
        className="btn btn--outline"
        disabled={resend.isPending}
        onClick={() => resend.mutate(token)}
      >
        {resend.isPending ? RESEND_WORDS.sending : RESEND_WORDS.button}
      </button>
      <p
        className={`resend-confirmation__said${resend.error ? ' resend-confirmation__said--problem' : ''}`}
        role="status"
      >
        {said}
      </p>
    </div>
  );
}
