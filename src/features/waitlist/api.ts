import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, getQueryFn } from '@lib/api';
import { currentReferral } from '@lib/referral';
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

/** POST /api/waitlist/join; a success refreshes the count. */
export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: JoinPayload) =>
      apiJson<JoinResponse>('POST', WAITLIST_JOIN_URL, { ...payload, ref: currentReferral() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WAITLIST_COUNT_QUERY_KEY }),
  });
}
