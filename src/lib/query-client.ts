import { QueryClient } from '@tanstack/react-query';

export const FIVE_MINUTES = 5 * 60 * 1000;
const TEN_MINUTES = 10 * 60 * 1000;
/** How long unused data stays cached: never collected in the build's pre-render (no window), whose clean-up
 * timers would otherwise keep the build running for ten minutes. */
export const GC_TIME = typeof window === 'undefined' ? Number.POSITIVE_INFINITY : TEN_MINUTES;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        gcTime: GC_TIME,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
