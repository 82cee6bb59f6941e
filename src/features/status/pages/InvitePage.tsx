import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { activateInvite, fetchInvite, inviteQueryKey } from '../api';
import { LinkProblem } from '../components/LinkProblem';
import { LinkQuestion } from '../components/LinkQuestion';
import { LoopPage } from '../components/LoopPage';
import { isSameSite } from '../redirect';
import { LOOP_TEXT } from '../statusText';

/**
 * /invite/:token, the invite e-mail's link: shows whose invite it is; the button activates it,
 * then the visitor goes on to the product (or our /welcome page). Opening it changes nothing.
 */
export default function InvitePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const link = useQuery({ queryKey: inviteQueryKey(token), queryFn: () => fetchInvite(token) });
  const activate = useMutation({ mutationFn: () => activateInvite(token) });
  const redirectUrl = activate.data?.redirectUrl;

  useEffect(() => {
    if (!redirectUrl) return;
    const origin = window.location.origin;
    if (isSameSite(redirectUrl, origin)) {
      const target = new URL(redirectUrl, origin);
      navigate(`${target.pathname}${target.search}${target.hash}`, { replace: true });
    } else {
      // Back from the product must not land on a used invite link.
      window.location.replace(redirectUrl);
    }
  }, [redirectUrl, navigate]);

  const problem = (message: string) => (
    <LinkProblem
      title="This invite link doesn't work any more"
      message={message}
      help={LOOP_TEXT.inviteProblemHelp}
      joinAgain={false}
    />
  );
  return (
    <LoopPage title={LOOP_TEXT.inviteTitle}>
      {activate.isError ? (
        problem(activate.error.message)
      ) : link.isError ? (
        problem(link.error.message)
      ) : link.isPending || redirectUrl ? (
        <>
          <h1>{LOOP_TEXT.inviteTitle}</h1>
          <p role="status">{redirectUrl ? LOOP_TEXT.activating : LOOP_TEXT.checkingLink}</p>
        </>
      ) : (
        <LinkQuestion
          id="invite-question-title"
          title={LOOP_TEXT.inviteTitle}
          question={LOOP_TEXT.inviteQuestion(link.data.email, link.data.position)}
          action={LOOP_TEXT.inviteButton}
          pendingText={LOOP_TEXT.activating}
          pending={activate.isPending}
          onAction={() => activate.mutate()}
        />
      )}
    </LoopPage>
  );
}
