import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LEAD_RATING_LABELS, type LeadRating } from '@shared/leads';
import type { LeadRow } from '@shared/boothDevices';
import { fetchLeads, LEADS_QUERY_KEY } from './api';
import { BOOTHS_TEXT, formatWhen } from './text';

const PAGE = 25;
type RatingFilter = LeadRating | 'unrated' | '';

/** The leads booth staff qualified: filterable by rating and event, each with its details. */
export function LeadsList({ events }: { events: string[] }) {
  const id = useId();
  const [rating, setRating] = useState<RatingFilter>('');
  const [event, setEvent] = useState('');
  const [offset, setOffset] = useState(0);
  const leads = useQuery({
    queryKey: [...LEADS_QUERY_KEY, rating, event, offset],
    queryFn: () => fetchLeads({ rating: rating || undefined, event, offset, limit: PAGE }),
    placeholderData: keepPreviousData,
  });
  const page = leads.data;
  return (
    <div className="booths__leads">
      <div className="booths__leads-toolbar">
        <h3 id={`${id}-heading`}>Leads</h3>
        <div className="admin-field admin-field--inline admin-field--select">
          <label htmlFor={`${id}-rating`}>Rating</label>
          <select
            id={`${id}-rating`}
            value={rating}
            onChange={(change) => {
              setRating(change.target.value as RatingFilter);
              setOffset(0);
            }}
          >
            <option value="">All</option>
            <option value="hot">Hot</option>
            <option value="warm">Warm</option>
            <option value="cold">Cold</option>
            <option value="unrated">Not rated</option>
          </select>
        </div>
        <div className="admin-field admin-field--inline admin-field--select">
          <label htmlFor={`${id}-event`}>Event</label>
          <select
            id={`${id}-event`}
            value={event}
            onChange={(change) => {
              setEvent(change.target.value);
              setOffset(0);
            }}
          >
            <option value="">All events</option>
            {events.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {leads.error && <p className="admin-problem">{leads.error.message}</p>}
      {page && page.leads.length === 0 && <p className="admin-muted">{BOOTHS_TEXT.noLeads}</p>}
      {page && page.leads.length > 0 && (
        <ul className="booths__lead-list" aria-labelledby={`${id}-heading`}>
          {page.leads.map((lead) => (
            <LeadItem key={lead.entryId} lead={lead} />
          ))}
        </ul>
      )}
      {page && page.total > PAGE && (
        <div className="booths__pager">
          <button
            type="button"
            className="btn btn--outline btn--small"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - PAGE))}
          >
            Previous
          </button>
          <span>
            {offset + 1} to {Math.min(offset + PAGE, page.total)} of {page.total}
          </span>
          <button
            type="button"
            className="btn btn--outline btn--small"
            disabled={offset + PAGE >= page.total}
            onClick={() => setOffset(offset + PAGE)}
          >
            Next
          </button>
        </div>
      )}
    </div>
  );
}

function LeadItem({ lead }: { lead: LeadRow }) {
  return (
    <li className="booths__lead" data-testid="lead-row">
      <details>
        <summary>
          <span className="booths__lead-name">{lead.name || lead.email}</span>
          {lead.company && <span className="admin-muted"> · {lead.company}</span>}
          <span className={`booths__rating booths__rating--${lead.rating ?? 'none'}`}>
            {lead.rating ? LEAD_RATING_LABELS[lead.rating] : 'Not rated'}
          </span>
          {lead.qualifiedBy && (
            <span className="admin-muted" data-testid="lead-qualified-by">
              {' '}
              by {lead.qualifiedBy.name}
            </span>
          )}
        </summary>
        <dl className="booths__lead-detail">
          <dt>E-mail</dt>
          <dd>{lead.email}</dd>
          <dt>Event</dt>
          <dd>{lead.event || '-'}</dd>
          <dt>Device</dt>
          <dd>{lead.device ?? '-'}</dd>
          <dt>Captured by</dt>
          <dd>{lead.capturedBy?.name ?? '-'}</dd>
          <dt>Qualified by</dt>
          <dd>{lead.qualifiedBy?.name ?? '-'}</dd>
          <dt>Status</dt>
          <dd>{lead.status}</dd>
          <dt>Interests</dt>
          <dd>{lead.interests.join(', ') || '-'}</dd>
          <dt>Note</dt>
          <dd className="booths__note">{lead.note || '-'}</dd>
          <dt>Signed up</dt>
          <dd>{formatWhen(lead.createdAt)}</dd>
        </dl>
      </details>
    </li>
  );
}
