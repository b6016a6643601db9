// A write whose screen shows what the database now holds: once it settles, succeeded or failed (a failure may
// have been a conflict with someone else's write), React Query reads again what lies under the key the
// feature's key factory gives.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export function useRefreshingMutation<T, R>(queryKey: QueryKey, mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
