import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { AUDIT_PAGE_SIZE } from '@shared';
import { AUDIT_QUERY_KEY, fetchAudit } from '../api';
import { formatDateTime, formatNumber } from '../format';
import { EXPORTS } from '../reauth/api';
import { useDownload } from '../reauth/useDownload';
import { AUDIT_LABELS } from './auditLabels';

/** The audit log (issue 20): who signed in, failed, deleted, exported or changed what, newest first. */
export function AuditPanel() {
  const id = useId();
  const [offset, setOffset] = useState(0);
  const [personText, setPersonText] = useState('');
  const [person, setPerson] = useState('');
  const download = useDownload(EXPORTS.audit);
  const log = useQuery({
    queryKey: [...AUDIT_QUERY_KEY, offset, person],
    queryFn: () => fetchAudit(offset, person),
    placeholderData: keepPreviousData,
  });
  const page = log.data;
  return (
    <section className="admin-card" aria-labelledby="admin-audit-heading">
      <div className="admin-toolbar">
        <h2 id="admin-audit-heading" className="admin-card__heading">
          Audit log
        </h2>
        <button
          type="button"
          className="btn btn--outline"
          onClick={download.start}
          disabled={download.busy}
        >
          Export audit log
        </button>
      </div>
      <form
        className="admin-toolbar"
        role="search"
        aria-label="Audit log by person"
        onSubmit={(event) => {
          event.preventDefault();
          setOffset(0);
          setPerson(personText.trim());
        }}
      >
        <div className="admin-field admin-field--inline">
          <label htmlFor={`${id}-person`}>Person</label>
          <input
            id={`${id}-person`}
            type="search"
            placeholder="E-mail or admin"
            value={personText}
            onChange={(event) => setPersonText(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn--outline admin-btn--small">
          Show their events
        </button>
      </form>
      {log.error && (
        <p role="alert" className="admin-problem">
          Could not load the audit log: {log.error.message}
        </p>
      )}
      {page && (
        <div
          className="admin-table-scroll"
          role="region"
          aria-label="Audit log events"
          tabIndex={0}
        >
          <table className="admin-table admin-table--cards admin-table--audit">
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Action</th>
                <th scope="col">Who</th>
                <th scope="col">Address</th>
                <th scope="col">Detail</th>
              </tr>
            </thead>
            <tbody>
              {page.events.map((event) => (
                <tr key={event.id}>
                  <td data-label="Time">
                    <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                  </td>
                  <td data-label="Action">{AUDIT_LABELS[event.action] ?? event.action}</td>
                  <td data-label="Who">{event.actor}</td>
                  <td data-label="Address">{event.ip || '-'}</td>
                  <td data-label="Detail">{event.detail || '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page && (
        <div className="admin-footer">
          <p>
            {formatNumber(page.events.length)} of {formatNumber(page.total)} events
          </p>
          <nav aria-label="Audit log pages" className="admin-paging">
            <button
              type="button"
              className="btn btn--outline admin-btn--small"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - AUDIT_PAGE_SIZE))}
            >
              Newer
            </button>
            <button
              type="button"
              className="btn btn--outline admin-btn--small"
              disabled={offset + AUDIT_PAGE_SIZE >= page.total}
              onClick={() => setOffset(offset + AUDIT_PAGE_SIZE)}
            >
              Older
            </button>
          </nav>
        </div>
      )}
    </section>
  );
}
