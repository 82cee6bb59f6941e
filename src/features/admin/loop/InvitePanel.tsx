import { useId, useState, type FormEvent } from 'react';
import { INVITE_BATCH_MAX } from '@shared';
import { inviteNext } from './api';
import { DEFAULT_INVITE_COUNT } from './loopText';
import { useQueuedAction } from './useQueuedAction';

/** "Invite next N": the next N by place in line, confirmed entries only unless the box says so. */
export function InvitePanel() {
  const id = useId();
  const [count, setCount] = useState(String(DEFAULT_INVITE_COUNT));
  const [includeUnconfirmed, setIncludeUnconfirmed] = useState(false);
  const invite = useQueuedAction(
    (input: { count: number; includeUnconfirmed: boolean }) =>
      inviteNext(input.count, input.includeUnconfirmed),
    'Invites failed',
  );
  const n = Number(count);
  const valid = Number.isInteger(n) && n >= 1 && n <= INVITE_BATCH_MAX;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) invite.mutate({ count: n, includeUnconfirmed });
  };

  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="admin-card__heading">
        Invites
      </h2>
      <form className="admin-invite" onSubmit={onSubmit}>
        <div className="admin-field">
          <label htmlFor={`${id}-count`}>How many</label>
          <input
            id={`${id}-count`}
            type="number"
            inputMode="numeric"
            min={1}
            max={INVITE_BATCH_MAX}
            required
            value={count}
            aria-describedby={`${id}-help`}
            onChange={(event) => setCount(event.target.value)}
          />
        </div>
        <div className="admin-check">
          <input
            id={`${id}-unconfirmed`}
            type="checkbox"
            checked={includeUnconfirmed}
            onChange={(event) => setIncludeUnconfirmed(event.target.checked)}
          />
          <label htmlFor={`${id}-unconfirmed`}>Include unconfirmed entries</label>
        </div>
        <button type="submit" className="btn btn--primary" disabled={!valid || invite.isPending}>
          {invite.isPending ? 'Inviting...' : `Invite next ${valid ? n : 'N'}`}
        </button>
      </form>
      <p id={`${id}-help`} className="admin-muted admin-invite__help">
        Invites go out by place in line, 1 to {INVITE_BATCH_MAX} at a time. Each invitee gets an
        e-mail with a link that gives access.
      </p>
    </section>
  );
}
