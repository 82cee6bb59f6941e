import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@lib/toast';
import { bulkDeleteConfirm } from '@shared/people';
import { deleteEntries, STATS_QUERY_KEY, WAITLIST_QUERY_KEY } from '../api';
import { asQuestion, useConfirm } from '@components/confirm/ConfirmDialog';

/** "Delete selected (N)": asks first, naming how many entries it erases, then erases them. */
export function DeleteSelectedButton({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const removal = useMutation({
    mutationFn: () => deleteEntries(ids),
    onSuccess: async ({ deleted }) => {
      toast({ title: `${deleted} ${deleted === 1 ? 'entry' : 'entries'} deleted` });
      onDone();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: WAITLIST_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: STATS_QUERY_KEY }),
      ]);
    },
    onError: (error: Error) =>
      toast({ title: 'Delete failed', description: error.message, variant: 'destructive' }),
  });
  return (
    <button
      type="button"
      className="btn admin-btn--danger"
      disabled={ids.length === 0 || removal.isPending}
      onClick={async () => {
        if (await confirm(asQuestion(bulkDeleteConfirm(ids.length), 'Delete'))) removal.mutate();
      }}
    >
      {removal.isPending ? 'Deleting...' : `Delete selected (${ids.length})`}
    </button>
  );
}
