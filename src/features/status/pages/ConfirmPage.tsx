import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { confirmEntry, confirmQueryKey } from '../api';
import { LinkProblem } from '../components/LinkProblem';
import { LoopIcon } from '../components/LoopIcon';
import { LoopPage } from '../components/LoopPage';
import { statusPagePath } from '../constants';
import { LOOP_TEXT } from '../statusText';
import type { ConfirmResponse } from '@shared';

function Confirmed({ result }: { result: ConfirmResponse }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="loop-result" aria-labelledby="confirm-title">
      <LoopIcon kind="done" />
      <h1 id="confirm-title" ref={heading} tabIndex={-1}>
        {LOOP_TEXT.confirmedTitle}
      </h1>
      <p>{result.alreadyConfirmed ? LOOP_TEXT.alreadyConfirmedBody : LOOP_TEXT.confirmedBody}</p>
      <p className="loop-actions">
        <Link className="btn btn--primary" to={statusPagePath(result.statusToken)}>
          {LOOP_TEXT.seeStatus}
        </Link>
      </p>
      {/* Issue 14 (referrals) adds the visitor's referral link here. */}
    </section>
  );
}

/** /confirm/:token: follows the confirmation link of the e-mail and says how it went. */
export default function ConfirmPage() {
  const { token = '' } = useParams();
  // A confirmation works once: the answer is kept for the visit and never asked for again.
  const confirmation = useQuery({
    queryKey: confirmQueryKey(token),
    queryFn: () => confirmEntry(token),
    gcTime: Infinity,
  });

  return (
    <LoopPage title="Confirm your e-mail address">
      {confirmation.isPending ? (
        <>
          <h1>Confirm your e-mail address</h1>
          <p role="status">{LOOP_TEXT.confirming}</p>
        </>
      ) : confirmation.isError ? (
        <LinkProblem message={confirmation.error.message} help={LOOP_TEXT.linkProblemHelp} />
      ) : (
        <Confirmed result={confirmation.data} />
      )}
    </LoopPage>
  );
}
