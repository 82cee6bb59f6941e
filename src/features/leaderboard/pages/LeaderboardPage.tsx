import { Link } from 'react-router-dom';
import { CardPage } from '@components/CardPage';
import { formatDateTime, GROWTH_TEXTS, type PublicLeaderboard } from '@shared';
import { useLeaderboard } from '../api';
import '../leaderboard.css';

const TITLE = 'Top referrers';

function Board({ board }: { board: PublicLeaderboard }) {
  if (board.rows.length === 0) return <p>Nobody has brought a friend yet. Be the first!</p>;
  return (
    <>
      <table className="leaderboard-table">
        <caption className="visually-hidden">{TITLE}, most referrals first</caption>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Name</th>
            <th scope="col">Referrals</th>
          </tr>
        </thead>
        <tbody>
          {board.rows.map((row, index) => (
            <tr key={index} className={row.rank <= 3 ? 'leaderboard-table__top' : undefined}>
              <td>
                <span className="leaderboard-rank">{row.rank}</span>
              </td>
              <td>{row.name}</td>
              <td>{row.referrals.toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="leaderboard-note">
        Updated <time dateTime={board.computedAt}>{formatDateTime(board.computedAt)}</time>; it
        changes at most once a minute. Referrers with as many referrals share a rank.
      </p>
    </>
  );
}

/**
 * /leaderboard (issue 29): the top 10 referrers by confirmed referrals, as first name and last
 * initial; "Anonymous" for those who left it on their status page. Never an e-mail address.
 */
export default function LeaderboardPage() {
  const board = useLeaderboard();
  return (
    <CardPage title={TITLE} labelledBy="leaderboard-title">
      <h1 id="leaderboard-title">{TITLE}</h1>
      <p>
        Who brought the most friends to the waitlist. Only confirmed sign-ups count; your own status
        page lets you appear as Anonymous.
      </p>
      {board.isPending ? (
        <p role="status">Loading the leaderboard...</p>
      ) : board.isError ? (
        <p role="alert">{board.error.message}</p>
      ) : board.data ? (
        <Board board={board.data} />
      ) : (
        <p>{GROWTH_TEXTS.leaderboardOff}</p>
      )}
      <p className="leaderboard-join">
        Not on the list yet?{' '}
        <Link to="/#waitlist" className="btn btn--primary">
          Join the waitlist
        </Link>
      </p>
    </CardPage>
  );
}
