import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, getQueryFn } from '@lib/api';
import { currentReferral } from '@lib/referral';
import { currentAttribution } from '@lib/attribution';
import { proofForJoin } from '@lib/botCheck/siteProofs';
import type { CountResponse, JoinPayload, JoinResponse } from '@shared';
import { DEFAULT_WAITLIST_COUNT, WAITLIST_COUNT_QUERY_KEY, WAITLIST_JOIN_URL } from './constants';

const readCount = getQueryFn<CountResponse>({ on401: 'throw' });

/**
 * The waitlist count (GET /api/waitlist/count), DEFAULT_WAITLIST_COUNT while there is no data.
 * `enabled: false` holds the call back (the neon page asks only after its boot animation).
 */
export function useWaitlistCount({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({ queryKey: WAITLIST_COUNT_QUERY_KEY, queryFn: readCount, enabled });
  return { ...query, count: query.data?.count ?? DEFAULT_WAITLIST_COUNT };
}

/**
 * POST /api/waitlist/join with a solved proof-of-work challenge (issue 29); a success refreshes
 * the count. `onSlowCheck` is called when the proof takes over a second to be ready.
 */
export function useJoinWaitlist({ onSlowCheck }: { onSlowCheck?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: JoinPayload) => {
      const proof = await proofForJoin(onSlowCheck);
      return apiJson<JoinResponse>('POST', WAITLIST_JOIN_URL, {
        ...payload,
        ref: currentReferral(),
        attribution: currentAttribution(),
        ...(proof ? { proof } : {}),
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WAITLIST_COUNT_QUERY_KEY }),
  });
}
