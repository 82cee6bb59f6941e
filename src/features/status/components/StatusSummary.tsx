import { LINE_WORDS, placeWords, type StatusResponse } from '@shared';
import { ResendConfirmation } from '@components/resendConfirmation/ResendConfirmation';
import { STATUS_WORDS } from '../statusText';

/**
 * Place in line, ticket number and status, in the line's words (docs/product.md §29):
 * a ticket until the address is confirmed, with a way to get the confirmation again.
 */
export function StatusSummary({ status, token }: { status: StatusResponse; token: string }) {
  const words = STATUS_WORDS[status.status];
  const waiting = status.status === 'waiting';
  return (
    <dl className="loop-facts">
      <div className="loop-fact loop-fact--place">
        <dt>{LINE_WORDS.placeLabel}</dt>
        <dd data-testid="status-place">
          {status.place !== null ? (
            <strong className="loop-place">
              {placeWords({ status: status.status, place: status.place, total: status.total })}
            </strong>
          ) : (
            placeWords({ status: status.status, place: null, unsubscribed: status.unsubscribed })
          )}
        </dd>
      </div>
      <div className="loop-fact">
        <dt>{LINE_WORDS.ticketLabel}</dt>
        <dd data-testid="status-position">{LINE_WORDS.ticketNumber(status.position)}</dd>
      </div>
      <div className="loop-fact">
        <dt>Status</dt>
        <dd data-testid="status-words">
          <strong>{words.label}</strong>
          <span className="loop-fact__detail">{words.detail}</span>
          {waiting && <ResendConfirmation token={token} />}
        </dd>
      </div>
      <div className="loop-fact">
        <dt>E-mail address</dt>
        <dd className="loop-fact__email">{status.email}</dd>
      </div>
    </dl>
  );
}
