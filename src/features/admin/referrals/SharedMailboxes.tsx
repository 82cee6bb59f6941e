import { useQuery } from '@tanstack/react-query';
import { ENTRY_STATUS_LABELS } from '../loop/loopText';
import { formatDateTime, formatNumber } from '../format';
import { fetchSharedMailboxes, SHARED_MAILBOXES_QUERY_KEY } from './api';

/**
 * Entries of one inbox (x+1@ and x+2@, a.b@gmail and ab@googlemail) that a version before issue 24
 * stored side by side. The server merges nothing: the admin decides, and deletes an extra entry
 * from the waitlist table if it is one person. Shown only when there are any.
 */
export function SharedMailboxes() {
  const shared = useQuery({
    queryKey: [...SHARED_MAILBOXES_QUERY_KEY, 0],
    queryFn: () => fetchSharedMailboxes(0),
  });
  const groups = shared.data?.groups ?? [];
  if (groups.length === 0) return null;
  return (
    <section className="admin-card" aria-labelledby="shared-mailboxes-heading">
      <h2 id="shared-mailboxes-heading" className="admin-card__heading">
        One inbox, several entries ({formatNumber(shared.data!.total)})
      </h2>
      <p className="admin-muted">
        Stored before addresses were compared by inbox. A join now answers with the first entry of
        each; nothing was merged. If one is a person twice, delete the extra entries in the
        waitlist.
      </p>
      {groups.map((group) => (
        <div key={group.mailbox} className="admin-table-scroll">
          <table className="admin-table admin-table--compact">
            <caption>{group.mailbox}</caption>
            <thead>
              <tr>
                <th scope="col">E-mail as typed</th>
                <th scope="col">Ticket</th>
                <th scope="col">Status</th>
                <th scope="col">Signed up</th>
              </tr>
            </thead>
            <tbody>
              {group.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{entry.email}</td>
                  <td>#{formatNumber(entry.position)}</td>
                  <td>{ENTRY_STATUS_LABELS[entry.status]}</td>
                  <td>
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}
