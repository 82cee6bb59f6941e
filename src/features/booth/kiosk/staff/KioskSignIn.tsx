import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PinPrompt } from '../../shared/PinPrompt';
import { WhoIsHerePrompt } from '../../shared/WhoIsHerePrompt';
import { fetchKioskStaff, kioskStaffKey, signInAtKiosk, unlockWithPin } from './staffApi';

/**
 * The kiosk's way into the staff panel: with the event's staff known (issue 40, item 5), who is
 * at the booth and their own PIN, checked by the booth's server; else, or for the operator, the
 * operator PIN as before.
 */
export function KioskSignIn({
  lockedForSeconds,
  onUnlocked,
  onCancel,
}: {
  lockedForSeconds: number;
  onUnlocked: () => Promise<void>;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const people = useQuery({ queryKey: kioskStaffKey, queryFn: fetchKioskStaff });
  const operator = async (pin: string) => {
    await unlockWithPin(pin);
    await onUnlocked();
  };
  if (people.isPending) return null;
  if (!people.data?.staff.length) {
    return (
      <PinPrompt
        heading="Operator PIN"
        intro="Booth staff only. Enter the PIN to open the staff panel."
        submitLabel="Unlock"
        lockedForSeconds={lockedForSeconds}
        onSubmit={operator}
        onCancel={onCancel}
      />
    );
  }
  return (
    <WhoIsHerePrompt
      staff={people.data.staff}
      operatorLabel="Operator PIN"
      lockedForSeconds={lockedForSeconds}
      onStaffPin={async (member, pin) => {
        await signInAtKiosk(member.id, pin);
        await queryClient.invalidateQueries({ queryKey: kioskStaffKey });
        await onUnlocked();
      }}
      onOperatorPin={operator}
      onCancel={onCancel}
    />
  );
}
