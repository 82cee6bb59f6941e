import { useState } from 'react';
import { LeadEditor } from '@components/LeadEditor';
import { PinPrompt, PinRefusal } from '../shared/PinPrompt';
import { BOOTH_TEXTS, STAFF_RECENT_COUNT } from '@shared/booth';
import { REVOKED_TEXT } from './sendQueue';
import { tryStaffPin } from './staffPin';
import { queueText } from './tabletText';
import type { TabletQueue } from './useTabletQueue';

/**
 * The tablet's staff panel (issue 27) behind the PIN chosen at pairing: queued and synced counts,
 * the last sync, Sync now, and this booth's recent sign-ups by name and company, each to qualify.
 */
export function TabletStaffPanel({ queue, onClose }: { queue: TabletQueue; onClose: () => void }) {
  const [unlocked, setUnlocked] = useState(false);
  return (
    <div className="booth-staff" role="dialog" aria-modal="true" aria-label="Staff panel">
      {unlocked ? (
        <StaffContent queue={queue} onClose={onClose} />
      ) : (
        <PinPrompt
          heading="Staff"
          label="Staff PIN"
          submitLabel="Unlock"
          onSubmit={async (pin) => {
            const outcome = await tryStaffPin(pin, queue.device);
            if (!outcome.unlocked) throw new PinRefusal(outcome.problem, outcome.lockedForSeconds);
            setUnlocked(true);
          }}
          onCancel={onClose}
        />
      )}
    </div>
  );
}

function StaffContent({ queue, onClose }: { queue: TabletQueue; onClose: () => void }) {
  const recent = [...queue.signUps].reverse().slice(0, STAFF_RECENT_COUNT);
  const outcome = queue.lastOutcome;
  const revoked = queue.device?.revoked || outcome?.status === 'revoked';
  return (
    <div className="booth-staff__content">
      <header className="booth-staff__header">
        <div>
          <h2>Staff panel</h2>
          <p className="booth-muted">
            {queue.device?.device.name} · {queue.device?.device.event}
          </p>
          <p className="booth-muted" role="status" data-testid="booth-status">
            {queueText(queue.queued, queue.online)}
          </p>
        </div>
        <button type="button" className="btn btn--outline booth-button" onClick={onClose}>
          Lock
        </button>
      </header>
      <dl className="booth-staff__counts">
        <div>
          <dt>Waiting to send</dt>
          <dd data-testid="staff-queued">{queue.queued}</dd>
        </div>
        <div>
          <dt>On the web</dt>
          <dd data-testid="staff-synced">{queue.synced}</dd>
        </div>
        <div>
          <dt>Last sync</dt>
          <dd>
            {queue.lastSyncAt ? new Date(queue.lastSyncAt).toLocaleTimeString('en-GB') : 'never'}
          </dd>
        </div>
      </dl>
      {queue.erased > 0 && (
        <p role="status" data-testid="staff-erased">
          {BOOTH_TEXTS.erasedByOwner(queue.erased)}
        </p>
      )}
      {revoked && (
        <p role="alert" className="booth-problem">
          {REVOKED_TEXT}
        </p>
      )}
      {outcome?.status === 'failed' && (
        <p role="alert" className="booth-problem">
          {outcome.message}
        </p>
      )}
      {outcome?.status === 'offline' && (
        <p role="status">The web cannot be reached: sign-ups wait on this tablet.</p>
      )}
      <button
        type="button"
        className="btn btn--primary booth-button"
        disabled={queue.syncing}
        onClick={() => void queue.syncNow()}
      >
        {queue.syncing ? 'Syncing...' : 'Sync now'}
      </button>
      <h3>Recent sign-ups</h3>
      {recent.length === 0 && <p className="booth-muted">No sign-ups on this tablet yet.</p>}
      <ul className="booth-staff__recent">
        {recent.map((item) => {
          const who = [`${item.firstName} ${item.lastName}`.trim(), item.company]
            .filter(Boolean)
            .join(', ');
          return (
            <li key={item.externalId} data-testid="staff-sign-up">
              <p className="booth-staff__who">
                <strong>{`${item.firstName} ${item.lastName}`.trim() || 'No name'}</strong>
                {item.company && <span className="booth-muted"> · {item.company}</span>}
                {item.synced === 0 && <span className="booth-muted"> · not sent yet</span>}
              </p>
              <LeadEditor
                who={who || 'this sign-up'}
                lead={item.lead}
                interests={queue.device?.interests ?? []}
                onSave={(lead) => queue.setLead(item.externalId, lead)}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
