import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Problem } from '@components/Problem';
import { toast } from '@lib/toast';
import type { BoothEventSummary } from '@shared/boothDevices';
import type { StaffCandidate } from '@shared/boothStaff';
import { useMay } from '../auth/useMay';
import { saveEventStaff } from './api';
import { BOOTHS_TEXT } from './text';

/**
 * An event's booth staff (issue 40, item 5): who may sign in at its booths, chosen by a manager
 * among the team's staff and above, and what each captured, qualified and rated hot there.
 */
export function EventStaff({
  event,
  candidates,
  onSaved,
}: {
  event: BoothEventSummary;
  candidates: readonly StaffCandidate[];
  onSaved: () => Promise<void>;
}) {
  const id = useId();
  const may = useMay();
  const [chosen, setChosen] = useState(() => new Set(event.staff.map((person) => person.id)));
  const saving = useMutation({
    mutationFn: () => saveEventStaff({ event: event.name, staff: [...chosen] }),
    onSuccess: async () => {
      toast({ title: `Staff of ${event.name} saved` });
      await onSaved();
    },
  });
  const toggle = (personId: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(personId);
      else next.delete(personId);
      return next;
    });
  return (
    <div className="booths__staff">
      {may('PUT /api/admin/booth-events/staff') && (
        <form
          onSubmit={(submitted) => {
            submitted.preventDefault();
            saving.mutate();
          }}
        >
          <fieldset>
            <legend>Staff at {event.name}</legend>
            {candidates.length === 0 && <p className="admin-muted">{BOOTHS_TEXT.noCandidates}</p>}
            <ul className="booths__staff-choices">
              {candidates.map((person) => (
                <li key={person.id}>
                  <input
                    type="checkbox"
                    id={`${id}-${person.id}`}
                    checked={chosen.has(person.id)}
                    onChange={(change) => toggle(person.id, change.target.checked)}
                  />
                  <label htmlFor={`${id}-${person.id}`}>
                    {person.name} <span className="admin-muted">({person.role})</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <Problem>{saving.error?.message}</Problem>
          <button type="submit" className="btn btn--outline" disabled={saving.isPending}>
            Save staff
          </button>
        </form>
      )}
      {event.staff.length > 0 && (
        <div
          className="booths__table-wrap"
          tabIndex={0}
          role="region"
          aria-label={`Staff results at ${event.name}`}
        >
          <table className="booths__table" data-testid="staff-counts">
            <thead>
              <tr>
                <th scope="col">Staff</th>
                <th scope="col">Booth PIN</th>
                <th scope="col">Captured</th>
                <th scope="col">Qualified</th>
                <th scope="col">Hot</th>
              </tr>
            </thead>
            <tbody>
              {event.staff.map((person) => (
                <tr key={person.id}>
                  <td>{person.name}</td>
                  <td>{person.hasPin ? 'Set' : BOOTHS_TEXT.noPin}</td>
                  <td>{person.captured.toLocaleString('en')}</td>
                  <td>{person.qualified.toLocaleString('en')}</td>
                  <td>{person.hot.toLocaleString('en')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
