import { useQuery } from '@tanstack/react-query';
import { ApiError, getQueryFn } from '@lib/api';
import { apiPaths, type PublicLeaderboard } from '@shared';

const readBoard = getQueryFn<PublicLeaderboard>({ on401: 'throw' });

/** GET /api/leaderboard; null while LEADERBOARD is off (404). */
export function useLeaderboard() {
  return useQuery({
    queryKey: [apiPaths.leaderboard],
    queryFn: async (context) => {
      try {
        return await readBoard(context);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });
}
