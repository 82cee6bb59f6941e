import { QueryClient } from '@tanstack/react-query';

/**
 * docs/product.md §9: never stale by itself, no refetch on interval or focus, no retries, 5 min
 * cache.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      gcTime: 5 * 60 * 1000,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
