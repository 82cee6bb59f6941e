import { useQuery } from '@tanstack/react-query';
import { fetchLeaderboard, LEADERBOARD_QUERY_KEY, LEADERBOARD_SIZE } from './api';

/** The top referrers by counted referrals (issue 14). */
export function Leaderboard() {
  const board = useQuery({ queryKey: LEADERBOARD_QUERY_KEY, queryFn: fetchLeaderboard });
  const referrers = board.data?.referrers ?? [];
  return (
    <section className="admin-card" aria-labelledby="leaderboard-heading">
      <h2 id="leaderboard-heading" className="admin-card__heading">
        Top {LEADERBOARD_SIZE} referrers
      </h2>
      {board.isLoading && <p className="admin-muted">Loading referrers...</p>}
      {board.data && referrers.length === 0 && (
        <p className="admin-muted">No referral has counted yet.</p>
      )}
      {referrers.length > 0 && (
        <ol className="admin-leaderboard">
          {referrers.map((referrer) => (
            <li key={referrer.id}>
              <span>{referrer.email}</span>{' '}
              <span className="admin-muted">
                #{referrer.position.toLocaleString('en')} ·{' '}
                {referrer.referralCount.toLocaleString('en')}{' '}
                {referrer.referralCount === 1 ? 'referral' : 'referrals'}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
