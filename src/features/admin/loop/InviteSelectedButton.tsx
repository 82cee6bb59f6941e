import { inviteSelected } from './api';
import { inviteSelectedConfirm } from './loopText';
import { useQueuedAction } from './useQueuedAction';

/** "Invite selected": asks first, naming the count; an invite for each ticked row, then the selection clears. */
export function InviteSelectedButton({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const invite = useQueuedAction(inviteSelected, 'Invites failed', onDone);
  return (
    <button
      type="button"
      className="btn btn--primary"
      disabled={ids.length === 0 || invite.isPending}
      onClick={() => {
        if (window.confirm(inviteSelectedConfirm(ids.length))) invite.mutate(ids);
      }}
    >
      {invite.isPending ? 'Inviting...' : `Invite selected (${ids.length})`}
    </button>
  );
}
