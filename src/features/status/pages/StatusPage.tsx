import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { fetchStatus, statusQueryKey } from '../api';
import { LinkProblem } from '../components/LinkProblem';
import { LoopIcon } from '../components/LoopIcon';
import { LoopPage } from '../components/LoopPage';
import { MyDataActions } from '../components/MyDataActions';
import { LeaderboardChoice } from '../components/LeaderboardChoice';
import { StatusReferrals } from '../components/StatusReferrals';
import { StatusRewards } from '../components/StatusRewards';
import { StatusSummary } from '../components/StatusSummary';
import { JOIN_AGAIN_PATH } from '../constants';
import { LOOP_TEXT } from '../statusText';

function Deleted() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="loop-result" aria-labelledby="deleted-title">
      <LoopIcon kind="done" />
      <h1 id="deleted-title" ref={heading} tabIndex={-1}>
        {LOOP_TEXT.deletedTitle}
      </h1>
      <p role="status">{LOOP_TEXT.deletedBody}</p>
      <p className="loop-actions">
        <Link className="btn btn--outline" to="/">
          Back to the home page
        </Link>
      </p>
    </section>
  );
}

/** /status/:token: the visitor's own page, reached from a link in every message. */
export default function StatusPage() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const [deleted, setDeleted] = useState(false);
  const status = useQuery({
    queryKey: statusQueryKey(token),
    queryFn: () => fetchStatus(token),
    enabled: !deleted,
    // The place in line moves: a visit always asks afresh.
    staleTime: 0,
  });

  const onDeleted = () => {
    setDeleted(true);
    queryClient.removeQueries({ queryKey: statusQueryKey(token) });
  };

  if (deleted) {
    return (
      <LoopPage title={LOOP_TEXT.deletedTitle}>
        <Deleted />
      </LoopPage>
    );
  }

  return (
    <LoopPage title={LOOP_TEXT.statusTitle}>
      {status.isError ? (
        <LinkProblem
          title="This status link doesn't work any more"
          message={status.error.message}
          help={LOOP_TEXT.statusProblemHelp}
        />
      ) : (
        <>
          <h1>{LOOP_TEXT.statusTitle}</h1>
          {status.isPending ? (
            <p role="status">{LOOP_TEXT.statusLoading}</p>
          ) : (
            <>
              <StatusSummary status={status.data} token={token} />
              <StatusReferrals status={status.data} />
              <StatusRewards rewards={status.data.rewards} />
              <LeaderboardChoice token={token} />
              <MyDataActions
                token={token}
                unsubscribed={status.data.unsubscribed}
                onDeleted={onDeleted}
              />
              <p className="loop-footnote">
                Not you, or a new address? <Link to={JOIN_AGAIN_PATH}>Join the waitlist</Link>.
              </p>
            </>
          )}
        </>
      )}
    </LoopPage>
  );
}
