import { useState } from 'react';
import { RecentSignUps } from '../shared/RecentSignUps';
import { STAFF_TEXT, syncReport } from '../shared/staffText';
import { StaffCounts } from '../shared/StaffCounts';
import { BOOTH_TEXTS, STAFF_RECENT_COUNT } from '@shared/booth';
import { REVOKED_TEXT } from './sendQueue';
import { StaffSignIn } from './StaffSignIn';
import { queueText } from './tabletText';
import type { TabletQueue } from './useTabletQueue';

/**
 * The tablet's staff panel (issue 27) behind a staff member's own PIN (issue 40, item 5) or the
 * PIN chosen at pairing: queued and synced counts,
 * the last sync, Sync now, and this booth's recent sign-ups by name and company, each to qualify.
 */
export function TabletStaffPanel({ queue, onClose }: { queue: TabletQueue; onClose: () => void }) {
  const [unlocked, setUnlocked] = useState(false);
  return (
    <div className="booth-staff" role="dialog" aria-modal="true" aria-label="Staff panel">
      {unlocked ? (
        <StaffContent queue={queue} onClose={onClose} />
      ) : (
        <StaffSignIn
          device={queue.device}
          onUnlocked={(person) => {
            if (person) void queue.signIn(person);
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
  const today = new Date().toDateString();
  return (
    <div className="booth-staff__content">
      <div className="booth-staff__header">
        <h2>{STAFF_TEXT.heading}</h2>
        <p className="booth-muted">
          {queue.device?.device.name} · {queue.device?.device.event}
        </p>
        {queue.atBooth && (
          <p className="booth-muted" data-testid="at-booth">
            At the booth: <strong>{queue.atBooth.name}</strong>
          </p>
        )}
        <p className="booth-muted" role="status" data-testid="booth-status">
          {queueText(queue.queued, queue.online)}
        </p>
      </div>
      <StaffCounts
        className="booth-staff__counts"
        today={
          queue.signUps.filter((item) => new Date(item.createdAt).toDateString() === today).length
        }
        waiting={queue.queued}
        onTheWeb={queue.synced}
        lastSyncAt={queue.lastSyncAt}
        testIds={{ waiting: 'staff-queued', onTheWeb: 'staff-synced' }}
      />
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
      {outcome && (outcome.status === 'done' || outcome.status === 'offline') && (
        <p role="status" data-testid="sync-report">
          {syncReport(outcome.status === 'done' ? outcome : { offline: queue.queued })}
        </p>
      )}
      <div className="booth-staff__actions">
        <button
          type="button"
          className="btn btn--primary booth-button"
          disabled={queue.syncing}
          onClick={() => void queue.syncNow()}
        >
          {queue.syncing ? STAFF_TEXT.syncing : STAFF_TEXT.syncNow}
        </button>
        <button type="button" className="btn btn--outline booth-button" onClick={onClose}>
          {STAFF_TEXT.lock}
        </button>
      </div>
      <h3>{STAFF_TEXT.recent}</h3>
      <RecentSignUps
        signUps={recent.map((item) => ({
          key: item.externalId,
          name: `${item.firstName} ${item.lastName}`.trim(),
          company: item.company,
          createdAt: item.createdAt,
          lead: item.lead,
        }))}
        interests={queue.device?.interests ?? []}
        onSave={(key, lead) => queue.setLead(key, lead)}
      />
    </div>
  );
}
