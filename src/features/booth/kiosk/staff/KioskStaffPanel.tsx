import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BOOTH_TEXTS, type StaffStatus } from '@shared/booth';
import {
  fetchKioskStaff,
  fetchStaffStatus,
  kioskStaffKey,
  staffStatusKey,
  syncNow,
} from './staffApi';
import { ExitFlow } from './ExitFlow';
import { RecentLeads } from './RecentLeads';
import { STAFF_TEXT, syncReport } from '../../shared/staffText';
import { StaffCounts } from '../../shared/StaffCounts';

const REFRESH_MS = 5_000;

function webState(status: StaffStatus): string {
  if (!status.syncConfigured) return 'Sync is off';
  if (status.webAnswers) return 'The web answers';
  return status.lastError ?? 'Waiting for the web';
}

/**
 * What booth staff see after the PIN, before the full dashboard (docs/product.md §20):
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
  const people = useQuery({ queryKey: kioskStaffKey, queryFn: fetchKioskStaff });
  const [report, setReport] = useState<string | null>(null);
  const sync = useMutation({
    mutationFn: syncNow,
    onSuccess: (fresh) => {
      const before = queryClient.getQueryData<StaffStatus>(staffStatusKey)?.unsynced ?? 0;
      setReport(
        fresh.webAnswers === false
          ? syncReport({ offline: fresh.unsynced })
          : syncReport({ sent: Math.max(0, before - fresh.unsynced) }),
      );
      queryClient.setQueryData(staffStatusKey, fresh);
    },
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
      <h1 id="staff-heading">{STAFF_TEXT.heading}</h1>
      {people.data?.atBooth && (
        <p className="operator-muted" data-testid="at-booth">
          At the booth: <strong>{people.data.atBooth.name}</strong>
        </p>
      )}
      <StaffCounts
        className="operator-counts"
        today={data.signUpsToday}
        waiting={data.unsynced}
        onTheWeb={Math.max(0, data.total - data.unsynced)}
        lastSyncAt={data.lastSyncAt}
        testIds={{ waiting: 'unsynced' }}
      >
        <div>
          <dt>Web</dt>
          <dd className="operator-web">{webState(data)}</dd>
        </div>
      </StaffCounts>
      {data.erased > 0 && (
        <p className="operator-muted" data-testid="erased">
          {BOOTH_TEXTS.erasedByOwner(data.erased)}
        </p>
      )}
      {report && (
        <p role="status" className="operator-muted" data-testid="sync-report">
          {report}
        </p>
      )}
      <div className="operator-actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={!data.syncConfigured || sync.isPending}
          onClick={() => sync.mutate()}
        >
          {sync.isPending ? STAFF_TEXT.syncing : STAFF_TEXT.syncNow}
        </button>
        <button type="button" className="btn btn--outline" onClick={onOpenAdmin}>
          Open the admin
        </button>
        <button type="button" className="btn btn--outline" onClick={onLock}>
          {STAFF_TEXT.lock}
        </button>
        <button type="button" className="btn btn--outline" onClick={() => setExiting(true)}>
          Exit the booth
        </button>
      </div>
      <h2>{STAFF_TEXT.recent}</h2>
      <RecentLeads status={data} />
    </section>
  );
}
