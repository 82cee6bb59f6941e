import type { BoothStaffMember, LeadPerson } from '@shared/boothStaff';
import { PinRefusal } from '../shared/PinPrompt';
import { WhoIsHerePrompt } from '../shared/WhoIsHerePrompt';
import { tryStaffPin } from './staffPin';
import type { PairedDeviceRecord } from './tabletDb';

/**
 * The tablet's "who is at the booth" (issue 40, item 5): each PIN is checked on the tablet
 * against the hash the web sent, so it works offline; the tablet's own staff PIN opens the panel
 * without a name.
 */
export function StaffSignIn({
  device,
  onUnlocked,
  onCancel,
}: {
  device: PairedDeviceRecord | undefined;
  /** The person who signed in; undefined when the tablet's own PIN opened the panel. */
  onUnlocked: (person: LeadPerson | undefined) => void;
  onCancel: () => void;
}) {
  const check = async (pin: string, stored: { pinHash?: string; pinSalt?: string } | undefined) => {
    const outcome = await tryStaffPin(pin, stored);
    if (!outcome.unlocked) throw new PinRefusal(outcome.problem, outcome.lockedForSeconds);
  };
  return (
    <WhoIsHerePrompt
      staff={device?.staff ?? []}
      operatorLabel="Staff PIN"
      onStaffPin={async (member: BoothStaffMember, pin) => {
        await check(pin, member);
        onUnlocked({ id: member.id, name: member.name });
      }}
      onOperatorPin={async (pin) => {
        await check(pin, device);
        onUnlocked(undefined);
      }}
      onCancel={onCancel}
    />
  );
}
