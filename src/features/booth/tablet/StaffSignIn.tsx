import { useId, useState } from 'react';
import { BOOTH_STAFF_TEXTS, type LeadPerson } from '@shared/boothStaff';
import { PinPrompt, PinRefusal } from '../shared/PinPrompt';
import { tryStaffPin } from './staffPin';
import type { PairedDeviceRecord } from './tabletDb';

const OPERATOR = 'operator';

/**
 * Who is at the booth (issue 40, item 5): a name from the event's staff list and that person's
 * own booth PIN, checked on the tablet against the hash the web sent (so it works offline), under
 * the one lock-out rule of both booths. The booth's own PIN still opens the panel without a name.
 */
export function StaffSignIn({
  device,
  onUnlocked,
  onCancel,
}: {
  device: PairedDeviceRecord | undefined;
  /** The person who signed in; undefined when the booth's own PIN opened the panel. */
  onUnlocked: (person: LeadPerson | undefined) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const staff = device?.staff ?? [];
  const [chosen, setChosen] = useState(staff.length > 0 ? '' : OPERATOR);
  const fields = staff.length > 0 && (
    <>
      <label htmlFor={`${id}-who`}>{BOOTH_STAFF_TEXTS.whoIsHere}</label>
      <select
        id={`${id}-who`}
        value={chosen}
        onChange={(change) => setChosen(change.target.value)}
        autoFocus
      >
        <option value="">{BOOTH_STAFF_TEXTS.nobody}</option>
        {staff.map((member) => (
          <option key={member.id} value={String(member.id)}>
            {member.name}
          </option>
        ))}
        <option value={OPERATOR}>Booth operator (this tablet&apos;s staff PIN)</option>
      </select>
    </>
  );
  return (
    <PinPrompt
      heading="Staff"
      intro={staff.length === 0 ? BOOTH_STAFF_TEXTS.noStaff : undefined}
      fields={fields}
      label={chosen === OPERATOR ? 'Staff PIN' : 'Your booth PIN'}
      submitLabel={chosen === OPERATOR ? 'Unlock' : 'Sign in'}
      onSubmit={async (pin) => {
        if (chosen === '') throw new Error(BOOTH_STAFF_TEXTS.nobody);
        const member = staff.find((candidate) => String(candidate.id) === chosen);
        const outcome = await tryStaffPin(pin, member ?? device);
        if (!outcome.unlocked) throw new PinRefusal(outcome.problem, outcome.lockedForSeconds);
        onUnlocked(member ? { id: member.id, name: member.name } : undefined);
      }}
      onCancel={onCancel}
    />
  );
}
