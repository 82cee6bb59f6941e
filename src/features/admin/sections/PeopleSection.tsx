import { WaitlistPanel } from '../components/WaitlistPanel';
import { InvitePanel } from '../loop/InvitePanel';
import '../loop/loop.css';

/** /admin/people: the list with its search, export and invites. */
export function PeopleSection() {
  return (
    <>
      <InvitePanel />
      <WaitlistPanel />
    </>
  );
}
