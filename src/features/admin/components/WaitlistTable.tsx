import type { WaitlistEntry } from '@shared';

export function entryName(entry: WaitlistEntry): string {
  return `${entry.firstName} ${entry.lastName}`.trim();
}

/** What a delete button says to a screen reader: the name and address of its row. */
export function deleteLabel(entry: WaitlistEntry): string {
  const name = entryName(entry);
  return `Delete entry for ${name ? `${name} (${entry.email})` : entry.email}`;
}

function formatDate(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : date.toLocaleDateString();
}

interface WaitlistTableProps {
  entries: WaitlistEntry[];
  deletingId: number | undefined;
  onDelete: (entry: WaitlistEntry) => void;
}

/** Position, Name, E-mail, Company, Date, Source and a delete action (SPEC section 2). */
export function WaitlistTable({ entries, deletingId, onDelete }: WaitlistTableProps) {
  return (
    <div className="admin-table-scroll" role="region" aria-label="Waitlist entries" tabIndex={0}>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Position</th>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Company</th>
            <th scope="col">Date</th>
            <th scope="col">Source</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{entry.position}</td>
              <td>{entryName(entry) || '-'}</td>
              <td>
                <a href={`mailto:${entry.email}`}>{entry.email}</a>
              </td>
              <td>{entry.company || '-'}</td>
              <td>
                <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
              </td>
              <td>{entry.source}</td>
              <td>
                <button
                  type="button"
                  className="btn admin-btn--danger admin-btn--small"
                  aria-label={deleteLabel(entry)}
                  disabled={deletingId === entry.id}
                  onClick={() => onDelete(entry)}
                >
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
