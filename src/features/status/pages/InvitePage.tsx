import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { activateInvite, inviteQueryKey } from '../api';
import { LinkProblem } from '../components/LinkProblem';
import { LoopPage } from '../components/LoopPage';
import { isSameSite } from '../redirect';
import { LOOP_TEXT } from '../statusText';

/** /invite/:token: activates the invite, then goes on to the product (or our /welcome page). */
export default function InvitePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const invite = useQuery({
    queryKey: inviteQueryKey(token),
    queryFn: () => activateInvite(token),
    gcTime: Infinity,
  });
  const redirectUrl = invite.data?.redirectUrl;

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

  return (
    <LoopPage title="Your invite">
      {invite.isError ? (
        <LinkProblem
          title="This invite link doesn't work any more"
          message={invite.error.message}
          help={LOOP_TEXT.inviteProblemHelp}
          joinAgain={false}
        />
      ) : (
        <>
          <h1>Your invite</h1>
          <p role="status">{LOOP_TEXT.activating}</p>
        </>
      )}
    </LoopPage>
  );
}
