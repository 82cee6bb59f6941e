import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@lib/toast';
import type { QueuedResponse } from '@shared';
import { STATS_QUERY_KEY, WAITLIST_QUERY_KEY } from '../api';
import { OUTBOX_QUERY_KEY } from './api';
import { queuedText } from './loopText';

/**
 * An admin action that sends mail: on success a toast says how many messages it queued, and the
 * waitlist, stats and outbox are read again; on failure a toast says why.
 */
export function useQueuedAction<Input>(
  action: (input: Input) => Promise<QueuedResponse>,
  failedTitle: string,
  onQueued?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: async ({ queued }) => {
      toast({ title: queuedText(queued) });
      onQueued?.();
      await Promise.all(
        [WAITLIST_QUERY_KEY, STATS_QUERY_KEY, OUTBOX_QUERY_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error: Error) =>
      toast({ title: failedTitle, description: error.message, variant: 'destructive' }),
  });
}
