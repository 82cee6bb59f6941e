import { inviteSelected } from './api';
import { useQueuedAction } from './useQueuedAction';

/** "Invite selected": an invite for each ticked row, then the selection clears. */
export function InviteSelectedButton({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const invite = useQueuedAction(inviteSelected, 'Invites failed', onDone);
  return (
    <button
      type="button"
      className="btn btn--primary"
      disabled={ids.length === 0 || invite.isPending}
      onClick={() => invite.mutate(ids)}
    >
      {invite.isPending ? 'Inviting...' : `Invite selected (${ids.length})`}
    </button>
  );
}
