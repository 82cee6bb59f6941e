import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { confirmedQueryKey, confirmEntry, confirmQueryKey, fetchConfirmation } from '../api';
import { LinkProblem } from '../components/LinkProblem';
import { LinkQuestion } from '../components/LinkQuestion';
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
    </section>
  );
}

/**
 * /confirm/:token, the confirmation e-mail's link: shows whose place it confirms, and confirms
 * when the visitor presses the button (opening the page changes nothing: issue 24 item 11).
 */
export default function ConfirmPage() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const link = useQuery({
    queryKey: confirmQueryKey(token),
    queryFn: () => fetchConfirmation(token),
  });
  // A confirmation works once: its answer is kept for the visit (back from the status page).
  const confirm = useMutation({
    mutationFn: () => confirmEntry(token),
    onSuccess: (result) => queryClient.setQueryData(confirmedQueryKey(token), result),
  });
  const confirmed =
    confirm.data ?? queryClient.getQueryData<ConfirmResponse>(confirmedQueryKey(token));

  return (
    <LoopPage title={LOOP_TEXT.confirmTitle}>
      {confirmed ? (
        <Confirmed result={confirmed} />
      ) : confirm.isError ? (
        <LinkProblem message={confirm.error.message} help={LOOP_TEXT.linkProblemHelp} />
      ) : link.isError ? (
        <LinkProblem message={link.error.message} help={LOOP_TEXT.linkProblemHelp} />
      ) : link.isPending ? (
        <>
          <h1>{LOOP_TEXT.confirmTitle}</h1>
          <p role="status">{LOOP_TEXT.checkingLink}</p>
        </>
      ) : (
        <LinkQuestion
          id="confirm-question-title"
          title={LOOP_TEXT.confirmTitle}
          question={LOOP_TEXT.confirmQuestion(link.data.email, link.data.position)}
          action={LOOP_TEXT.confirmButton}
          pendingText={LOOP_TEXT.confirming}
          pending={confirm.isPending}
          onAction={() => confirm.mutate()}
        />
      )}
    </LoopPage>
  );
}
