import { QueryClient } from '@tanstack/react-query';

export const FIVE_MINUTES = 5 * 60 * 1000;
export const TEN_MINUTES = 10 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: FIVE_MINUTES, gcTime: TEN_MINUTES, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
