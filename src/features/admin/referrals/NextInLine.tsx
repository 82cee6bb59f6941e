import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmailText } from '../components/EmailText';
// The waitlist's cards on a phone (admin-table--cards), so no column is cut off at 390 px.
import '../components/waitlistTable.css';
import { fetchLine, LINE_PAGE_SIZE, LINE_QUERY_KEY } from './api';

/** The line in place order (issue 14): who "Invite next N" would invite, referral boosts applied. */
export function NextInLine() {
  const [offset, setOffset] = useState(0);
  const line = useQuery({
    queryKey: [...LINE_QUERY_KEY, offset],
    queryFn: () => fetchLine(offset),
    placeholderData: keepPreviousData,
  });
  const entries = line.data?.entries ?? [];
  const total = line.data?.total ?? 0;
  return (
    <section className="admin-card" aria-labelledby="line-heading">
      <h2 id="line-heading" className="admin-card__heading">
        Next in line{line.data ? ` (${total.toLocaleString('en')} in line)` : ''}
      </h2>
      {line.data && entries.length === 0 && <p className="admin-muted">Nobody is in line.</p>}
      {entries.length > 0 && (
        <div className="admin-table-scroll">
          <table className="admin-table admin-table--compact admin-table--cards">
            <caption className="visually-hidden">The line in place order</caption>
            <thead>
              <tr>
                <th scope="col">Place</th>
                <th scope="col">Position</th>
                <th scope="col">E-mail</th>
                <th scope="col">Referrals</th>
                <th scope="col">Referred by</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => (
                <tr key={entry.id}>
                  <td data-label="Place">#{(offset + index + 1).toLocaleString('en')}</td>
                  <td data-label="Position">#{entry.position.toLocaleString('en')}</td>
                  <td data-label="E-mail" className="admin-cell--email">
                    <EmailText email={entry.email} />
                  </td>
                  <td data-label="Referrals">{entry.referralCount.toLocaleString('en')}</td>
                  <td data-label="Referred by">
                    {entry.referredBy === null ? '-' : `entry ${entry.referredBy}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {total > LINE_PAGE_SIZE && (
        <div className="admin-toolbar">
          <button
            type="button"
            className="btn btn--outline admin-btn--small"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - LINE_PAGE_SIZE))}
          >
            Previous
          </button>
          <button
            type="button"
            className="btn btn--outline admin-btn--small"
            disabled={offset + LINE_PAGE_SIZE >= total}
            onClick={() => setOffset(offset + LINE_PAGE_SIZE)}
          >
            Next
          </button>
        </div>
      )}
    </section>
  );
}
