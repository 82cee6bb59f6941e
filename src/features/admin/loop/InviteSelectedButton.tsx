import { inviteSelected } from './api';
import { inviteSelectedConfirm } from './loopText';
import { useQueuedAction } from './useQueuedAction';
import { asQuestion, useConfirm } from '@components/confirm/ConfirmDialog';

/** "Invite selected": asks first, naming the count; an invite for each ticked row, then the selection clears. */
export function InviteSelectedButton({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const invite = useQueuedAction(inviteSelected, 'Invites failed', onDone);
  const confirm = useConfirm();
  return (
    <button
      type="button"
      className="btn btn--primary"
      disabled={ids.length === 0 || invite.isPending}
      onClick={async () => {
        const question = asQuestion(inviteSelectedConfirm(ids.length), 'Invite', 'primary');
        if (await confirm(question)) invite.mutate(ids);
      }}
    >
      {invite.isPending ? 'Inviting...' : `Invite selected (${ids.length})`}
    </button>
  );
}
