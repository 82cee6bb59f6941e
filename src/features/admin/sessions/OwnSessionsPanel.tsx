import { toastOutcome } from './toastOutcome';
import { formatDateTime } from '../../../shared';
import { useEndSession, useOwnSessions } from './api';

const when = (value: string | null) => (value ? formatDateTime(value) : 'unknown');

/** Where you are signed in (issue 40, item 3): each of your sessions, and ending one. */
export function OwnSessionsPanel() {
  const sessions = useOwnSessions();
  const end = useEndSession();
  return (
    <section className="admin-card" aria-labelledby="own-sessions-heading">
      <h2 id="own-sessions-heading" className="admin-card__heading">
        Your sessions
      </h2>
      {sessions.error && (
        <p role="alert" className="admin-problem">
          Could not load your sessions: {sessions.error.message}
        </p>
      )}
      {sessions.data && (
        <ul className="own-sessions">
          {sessions.data.map((session) => (
            <li key={session.id}>
              <span>
                {session.current ? <strong>This browser</strong> : 'Another browser'}: signed in{' '}
                {when(session.signedInAt)}, last active {when(session.lastSeenAt)}
              </span>
              {!session.current && (
                <button
                  type="button"
                  className="btn btn--outline admin-btn--small"
                  disabled={end.isPending}
                  onClick={() => end.mutate(session.id, toastOutcome('Session ended', 'Not ended'))}
                >
                  End
                  <span className="visually-hidden">
                    {' '}
                    the session last active {when(session.lastSeenAt)}
                  </span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
