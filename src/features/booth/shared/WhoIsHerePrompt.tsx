import { useId, useState } from 'react';
import { BOOTH_STAFF_TEXTS } from '@shared/boothStaff';
import { PinPrompt } from './PinPrompt';

const OPERATOR = 'operator';

interface StaffName {
  id: number;
  name: string;
}

interface WhoIsHerePromptProps<Member extends StaffName> {
  /** The event's staff as the booth has them; none: the booth's own PIN alone. */
  staff: readonly Member[];
  /** The booth's own PIN's name: the tablet's staff PIN, the kiosk's operator PIN. */
  operatorLabel: string;
  lockedForSeconds?: number;
  /** Resolves once `member`'s own PIN is taken; throws a PinRefusal (or an Error) otherwise. */
  onStaffPin(member: Member, pin: string): Promise<void>;
  onOperatorPin(pin: string): Promise<void>;
  onCancel: () => void;
}

/**
 * Who is at the booth (issue 40, item 5), on both booths: a name from the event's staff list and
 * that person's own booth PIN, or the booth's own PIN without a name (it stays the key to leave
 * and administer a booth). The host checks the PIN, under the one lock-out rule.
 */
export function WhoIsHerePrompt<Member extends StaffName>({
  staff,
  operatorLabel,
  lockedForSeconds,
  onStaffPin,
  onOperatorPin,
  onCancel,
}: WhoIsHerePromptProps<Member>) {
  const id = useId();
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
        <option value={OPERATOR}>Booth operator ({operatorLabel})</option>
      </select>
    </>
  );
  return (
    <PinPrompt
      heading="Staff"
      intro={staff.length === 0 ? BOOTH_STAFF_TEXTS.noStaff : undefined}
      fields={fields}
      label={chosen === OPERATOR ? operatorLabel : 'Your booth PIN'}
      submitLabel={chosen === OPERATOR ? 'Unlock' : 'Sign in'}
      {...(lockedForSeconds === undefined ? {} : { lockedForSeconds })}
      onSubmit={async (pin) => {
        if (chosen === '') throw new Error(BOOTH_STAFF_TEXTS.nobody);
        const member = staff.find((candidate) => String(candidate.id) === chosen);
        await (member ? onStaffPin(member, pin) : onOperatorPin(pin));
      }}
      onCancel={onCancel}
    />
  );
}
