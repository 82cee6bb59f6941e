import { useQuery } from '@tanstack/react-query';
import { useMay } from '../auth/useMay';
import { BoothsPanel } from '../booths/BoothsPanel';
import { BoothSyncPanel } from '@features/integrations';
import { boothInfoKey, fetchBoothInfo } from '@lib/boothInfo';

/**
 * /admin/booths: booth devices per event with their leads; on a kiosk also where it sends its
 * sign-ups ("Sync to web"), which means nothing on the web that the booths send to (issue 39).
 */
export function BoothsSection() {
  const booth = useQuery({ queryKey: boothInfoKey, queryFn: fetchBoothInfo });
  const may = useMay();
  return (
    <>
      <p className="admin-muted">
        Booths collect sign-ups at events: a kiosk or a paired tablet, each sending its sign-ups to
        this site.
      </p>
      <BoothsPanel />
      {booth.data && may('GET /api/admin/sync') && <BoothSyncPanel />}
    </>
  );
}
