import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '@lib/toast';
import type { PersonResponse } from '@shared/people';
import { deleteEntry, STATS_QUERY_KEY, WAITLIST_QUERY_KEY } from '../api';
import { ADMIN_TOASTS } from '../constants';
import { inviteSelected, resendConfirmation } from '../loop/api';
import { useQueuedAction } from '../loop/useQueuedAction';
import { personName, personQueryKey } from './api';
import { deletePersonConfirm, inviteOffer } from './personText';
import { asQuestion, useConfirm } from '@components/confirm/ConfirmDialog';
import { useMay } from '../auth/useMay';

/**
 * Resend, invite and delete from a person's page, each only where the role may (issue 40); each
 * reads the page again when it is done.
 */
export function PersonActions({ person }: { person: PersonResponse }) {
  const { entry } = person;
  const may = useMay();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: personQueryKey(entry.id) });
  const resend = useQueuedAction(resendConfirmation, 'Resend failed', refresh);
  const invite = useQueuedAction((id: number) => inviteSelected([id]), 'Invite failed', refresh);
  const removal = useMutation({
    mutationFn: () => deleteEntry(entry.id),
    onSuccess: async () => {
      toast({ title: ADMIN_TOASTS.deleteSuccess });
      queryClient.removeQueries({ queryKey: personQueryKey(entry.id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: WAITLIST_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: STATS_QUERY_KEY }),
      ]);
      void navigate('/admin/people');
    },
    onError: (error: Error) =>
      toast({
        title: ADMIN_TOASTS.deleteFailed,
        description: ADMIN_TOASTS.deleteFailedDescription(error.message),
        variant: 'destructive',
      }),
  });
  const name = personName(entry);
  const offer = inviteOffer(entry);

  return (
    <div className="person-actions" role="group" aria-label="Actions">
      {entry.status === 'waiting' && may('POST /api/admin/waitlist/:id/resend-confirmation') && (
        <button
          type="button"
          className="btn btn--outline admin-btn--small"
          disabled={resend.isPending}
          onClick={() => resend.mutate(entry.id)}
        >
          Resend confirmation
        </button>
      )}
      {offer.offered && may('POST /api/admin/invites') && (
        <button
          type="button"
          className="btn btn--primary admin-btn--small"
          disabled={invite.isPending}
          onClick={() => invite.mutate(entry.id)}
        >
          Invite now
        </button>
      )}
      {!offer.offered && offer.why && may('POST /api/admin/invites') && (
        <p className="admin-muted person-actions__why">{offer.why}</p>
      )}
      {may('DELETE /api/admin/waitlist/:id') && (
        <button
          type="button"
          className="btn admin-btn--danger admin-btn--small"
          disabled={removal.isPending}
          onClick={async () => {
            if (await confirm(asQuestion(deletePersonConfirm(name, entry.email), 'Delete'))) {
              removal.mutate();
            }
          }}
        >
          Delete
        </button>
      )}
    </div>
  );
}
