import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { OUTBOX_STATUSES, type OutboxMessageView, type OutboxStatus } from '@shared';
import { formatDateTime } from '../format';
import { fetchOutbox, OUTBOX_QUERY_KEY, retryOutboxMessage } from './api';
import { attemptsText, OUTBOX_PAGE_SIZE, OUTBOX_STATUS_LABELS, textWithLinks } from './loopText';
import { useQueuedAction } from './useQueuedAction';

/** In the admin's one date format (26 Nov 2026, 01:21), as the list and the timeline show it. */
function formatTime(value: string | null): string {
  return value ? formatDateTime(value) : '-';
}

/** The plain-text part with its links made clickable (they point at PUBLIC_URL). */
function MessageText({ text }: { text: string }) {
  return (
    <div className="admin-outbox__text">
      {textWithLinks(text).map((part, index) =>
        part.href ? (
          <a key={index} href={part.href} target="_blank" rel="noreferrer">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </div>
  );
}

function OutboxRow({
  message,
  retrying,
  onRetry,
}: {
  message: OutboxMessageView;
  retrying: boolean;
  onRetry: (message: OutboxMessageView) => void;
}) {
  return (
    <tr data-testid="outbox-row">
      <td data-label="Subject">
        <details>
          <summary>{message.subject || '(no subject)'}</summary>
          <MessageText text={message.text} />
        </details>
      </td>
      <td className="admin-outbox__to" data-label="Recipient">
        {message.to}
      </td>
      <td data-label="Status">
        <span className={`admin-badge admin-badge--${message.status}`}>
          {OUTBOX_STATUS_LABELS[message.status]}
        </span>
        <span className="admin-outbox__attempts">{attemptsText(message.attempts)}</span>
      </td>
      <td className="admin-outbox__error" data-label="Last error">
        {message.lastError ?? '-'}
      </td>
      <td data-label="Time">
        <time dateTime={message.sentAt ?? message.createdAt}>
          {formatTime(message.sentAt ?? message.createdAt)}
        </time>
      </td>
      <td className="admin-row-actions">
        {message.status === 'parked' && (
          <button
            type="button"
            className="btn btn--outline admin-btn--small"
            aria-label={`Retry the message "${message.subject}" to ${message.to}`}
            disabled={retrying}
            onClick={() => onRetry(message)}
          >
            Retry
          </button>
        )}
      </td>
    </tr>
  );
}

/** Every outgoing message: subject, recipient, status, attempts, last error, its text; retry. */
export function OutboxPanel() {
  const id = useId();
  const [status, setStatus] = useState<OutboxStatus | ''>('');
  const [offset, setOffset] = useState(0);
  const list = useQuery({
    queryKey: [...OUTBOX_QUERY_KEY, status, offset],
    queryFn: () => fetchOutbox(status, offset, OUTBOX_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const retry = useQueuedAction(
    (message: OutboxMessageView) => retryOutboxMessage(message.id),
    'Retry failed',
  );
  const page = list.data;

  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <div className="admin-toolbar">
        <h2 id={`${id}-heading`} className="admin-card__heading">
          Outbox
        </h2>
        <div className="admin-field admin-field--inline admin-field--select">
          <label htmlFor={`${id}-status`}>Show</label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as OutboxStatus | '');
              setOffset(0);
            }}
          >
            <option value="">All messages</option>
            {OUTBOX_STATUSES.map((value) => (
              <option key={value} value={value}>
                {OUTBOX_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn--outline" onClick={() => void list.refetch()}>
          Refresh
        </button>
      </div>
      {list.error && (
        <p role="alert" className="admin-problem">
          Could not load the outbox: {list.error.message}
        </p>
      )}
      {list.isPending ? (
        <p role="status">Loading the outbox...</p>
      ) : page && page.messages.length === 0 ? (
        <p>No messages.</p>
      ) : page ? (
        <div className="admin-table-scroll" role="region" aria-label="Outbox messages" tabIndex={0}>
          <table className="admin-table admin-table--cards admin-outbox">
            <thead>
              <tr>
                <th scope="col">Subject</th>
                <th scope="col">Recipient</th>
                <th scope="col">Status</th>
                <th scope="col">Last error</th>
                <th scope="col">Time</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.messages.map((message) => (
                <OutboxRow
                  key={message.id}
                  message={message}
                  retrying={retry.isPending && retry.variables?.id === message.id}
                  onRetry={(chosen) => retry.mutate(chosen)}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {page && page.total > OUTBOX_PAGE_SIZE && (
        <nav aria-label="Outbox pages (newest first)" className="admin-paging admin-footer">
          <button
            type="button"
            className="btn btn--outline admin-btn--small"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - OUTBOX_PAGE_SIZE))}
          >
            Newer
          </button>
          <span>
            Page {Math.floor(offset / OUTBOX_PAGE_SIZE) + 1} of{' '}
            {Math.ceil(page.total / OUTBOX_PAGE_SIZE)}
          </span>
          <button
            type="button"
            className="btn btn--outline admin-btn--small"
            disabled={offset + OUTBOX_PAGE_SIZE >= page.total}
            onClick={() => setOffset(offset + OUTBOX_PAGE_SIZE)}
          >
            Older
          </button>
        </nav>
      )}
    </section>
  );
}
