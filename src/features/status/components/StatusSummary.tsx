import { noPlaceText, placeText, positionText, STATUS_WORDS } from '../statusText';
import type { StatusResponse } from '@shared';

/** Place in line, ticket number and status, in words (DECISIONS "The waitlist loop"). */
export function StatusSummary({ status }: { status: StatusResponse }) {
  const words = STATUS_WORDS[status.status];
  return (
    <dl className="loop-facts">
      <div className="loop-fact loop-fact--place">
        <dt>Place in line</dt>
        <dd data-testid="status-place">
          {status.place !== null ? (
            <strong className="loop-place">{placeText(status.place, status.total)}</strong>
          ) : (
            noPlaceText(status.status)
          )}
        </dd>
      </div>
      <div className="loop-fact">
        <dt>Ticket number</dt>
        <dd data-testid="status-position">{positionText(status.position)}</dd>
      </div>
      <div className="loop-fact">
        <dt>Status</dt>
        <dd data-testid="status-words">
          <strong>{words.label}</strong>
          <span className="loop-fact__detail">{words.detail}</span>
        </dd>
      </div>
      <div className="loop-fact">
        <dt>E-mail address</dt>
        <dd className="loop-fact__email">{status.email}</dd>
      </div>
    </dl>
  );
}
