import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BOOTH_TEXTS, type StaffStatus } from '@shared/booth';
import { fetchStaffStatus, staffStatusKey, syncNow } from './staffApi';
import { ExitFlow } from './ExitFlow';
import { RecentLeads } from './RecentLeads';

const REFRESH_MS = 5_000;
const time = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

function webState(status: StaffStatus): string {
  if (!status.syncConfigured) return 'Sync is off';
  if (status.webAnswers) return 'The web answers';
  return status.lastError ?? 'Waiting for the web';
}

/**
 * What booth staff see after the PIN, before the full dashboard (DECISIONS "Booth operations"):
 * today's sign-ups, how many have not synced, the last sync and whether the web answers, this
 * booth's recent sign-ups by name and company (each to qualify as a lead), and the buttons an
 * operator needs.
 */
export function KioskStaffPanel({ onOpenAdmin, onLock }: { onOpenAdmin(): void; onLock(): void }) {
  const queryClient = useQueryClient();
  const [exiting, setExiting] = useState(false);
  const status = useQuery({
    queryKey: staffStatusKey,
    queryFn: fetchStaffStatus,
    refetchInterval: REFRESH_MS,
  });
  const sync = useMutation({
    mutationFn: syncNow,
    onSuccess: (fresh) => queryClient.setQueryData(staffStatusKey, fresh),
  });

  if (exiting) return <ExitFlow onCancel={() => setExiting(false)} />;
  if (!status.data) {
    return (
      <p role="status" className="operator-muted">
        {status.error ? status.error.message : 'Loading the booth…'}
      </p>
    );
  }
  const data = status.data;
  return (
    <section className="operator-card operator-card--wide" aria-labelledby="staff-heading">
      <h1 id="staff-heading">Booth staff</h1>
      <dl className="operator-counts">
        <div>
          <dt>Sign-ups today</dt>
          <dd>{data.signUpsToday}</dd>
        </div>
        <div>
          <dt>Not yet synced</dt>
          <dd data-testid="unsynced">{data.unsynced}</dd>
        </div>
        <div>
          <dt>Last sync</dt>
          <dd>{data.lastSyncAt ? time(data.lastSyncAt) : 'Never'}</dd>
        </div>
        <div>
          <dt>Web</dt>
          <dd className="operator-web">{webState(data)}</dd>
        </div>
      </dl>
      {data.erased > 0 && (
        <p className="operator-muted" data-testid="erased">
          {BOOTH_TEXTS.erasedByOwner(data.erased)}
        </p>
      )}
      <div className="operator-actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={!data.syncConfigured || sync.isPending}
          onClick={() => sync.mutate()}
        >
          {sync.isPending ? 'Syncing…' : 'Sync now'}
        </button>
        <button type="button" className="btn btn--outline" onClick={onOpenAdmin}>
          Open the admin
        </button>
        <button type="button" className="btn btn--outline" onClick={onLock}>
          Lock
        </button>
        <button type="button" className="btn btn--outline" onClick={() => setExiting(true)}>
          Exit the booth
        </button>
      </div>
      <h2>Recent sign-ups</h2>
      <RecentLeads status={data} />
    </section>
  );
}
