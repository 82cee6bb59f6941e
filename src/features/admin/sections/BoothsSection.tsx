import { useMay } from '../auth/useMay';
import { BoothsPanel } from '../booths/BoothsPanel';
import { BoothSyncPanel } from '@features/integrations';

/** /admin/booths: booth devices per event with their leads, and where a booth sends its sign-ups. */
export function BoothsSection() {
  const may = useMay();
  return (
    <>
      <p className="admin-muted">
        Booths collect sign-ups at events: a kiosk or a paired tablet, each sending its sign-ups to
        this site.
      </p>
      <BoothsPanel />
      {may('GET /api/admin/sync') && <BoothSyncPanel />}
    </>
  );
}
