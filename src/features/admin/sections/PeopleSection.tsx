import { WaitlistPanel } from '../components/WaitlistPanel';
import { useMay } from '../auth/useMay';
import { InvitePanel } from '../loop/InvitePanel';
import '../loop/loop.css';

/** /admin/people: the list with its search, export and invites. */
export function PeopleSection() {
  const may = useMay();
  return (
    <>
      {may('POST /api/admin/invites') && <InvitePanel />}
      <WaitlistPanel />
    </>
  );
}
