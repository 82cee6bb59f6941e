import { Link } from 'react-router-dom';
import { ApiError } from '@lib/api';
import { usePerson } from '../people/api';
import { PersonActions } from '../people/PersonActions';
import { PersonDetails } from '../people/PersonDetails';
import { PersonTimeline } from '../people/PersonTimeline';
import { EarnedRewards } from '../referrals/EarnedRewards';
import '../people/person.css';

/** /admin/people/:id: one entry's details, its place, its referrals and its whole story. */
export function PersonSection({ id }: { id: number }) {
  const person = usePerson(id);
  const back = (
    <p className="person-back">
      <Link to="/admin/people">Back to People</Link>
    </p>
  );
  if (person.isPending) {
    return (
      <>
        {back}
        <p role="status">Loading this person...</p>
      </>
    );
  }
  if (person.error) {
    const gone = person.error instanceof ApiError && person.error.status === 404;
    return (
      <>
        {back}
        <p role="alert" className="admin-problem">
          {gone
            ? 'There is no such entry: it was deleted, or the address is mistyped.'
            : `Could not load this person: ${person.error.message}`}
        </p>
      </>
    );
  }
  return (
    <>
      {back}
      <PersonActions person={person.data} />
      <PersonDetails person={person.data} />
      <EarnedRewards entryId={id} />
      <PersonTimeline events={person.data.timeline} />
    </>
  );
}
