import { ENTRY_STATUSES, type EntryStatus } from '@shared';
import { ENTRY_STATUS_LABELS } from './loopText';

/** The waitlist table's status filter: every entry, or one lifecycle status. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: EntryStatus | '';
  onChange: (status: EntryStatus | '') => void;
}) {
  return (
    <div className="admin-field admin-field--inline admin-field--select">
      <label htmlFor="admin-status-filter">Status</label>
      <select
        id="admin-status-filter"
        value={value}
        onChange={(event) => onChange(event.target.value as EntryStatus | '')}
      >
        <option value="">Every status</option>
        {ENTRY_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ENTRY_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
    </div>
  );
}
